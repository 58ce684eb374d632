import type { Catalogue } from './en.ts';

/**
 * 日本語のメッセージ（ICU MessageFormat）。観光案内サイトの丁寧語（です・ます）で書き、安全用語は
 * 離岸流、高波警報、高波注意報、ライフガードに統一します。ハワイの地名はそのまま表記します。
 */
const ja: Catalogue = {
  'language.switch': 'English',
  'language.switchTo': 'en',
  'language.current': '日本語',

  'common.close': '閉じる',

  'hazard.level.unknown': '不明',
  'hazard.level.caution': '注意',
  'hazard.level.high': '危険',
  'hazard.level.extreme': '極めて危険',
  'hazard.meaning.unknown':
    'このビーチの現在の観測値がありません。海に入る前にライフガードに確認してください。',
  'hazard.meaning.caution':
    '公式の警報・注意報はなく、波はこのビーチの「危険」の基準を下回っています。それでも海に絶対の安全はありません。ライフガードの近くで泳いでください。',
  'hazard.meaning.high':
    'ほとんどの人にとって危険な波や潮の流れがあります。海に慣れた経験者でない限り、海に入らないでください。',
  'hazard.meaning.extreme': '海に入らず、波打ち際にも近づかないでください。',
  'hazard.sources': '情報源：{sources}',
  'hazard.sourceWithAge': '{source}（{age}）',
  'hazard.reasonWithAge': '{reason}（{age}）',
  'hazard.source.ndbc':
    'NDBC {buoy}{buoy, select, 51201 {（ワイメア湾のブイ）} 51101 {（カウアイ島北西沖のブイ）} other {}}',
  'hazard.source.alerts': '米国立気象局（NWS）の警報・注意報、オアフ島ノースショア（HIZ007）',
  'hazard.reason.swell':
    '{buoy, select, 51201 {ワイメア湾のブイ} 51101 {カウアイ島北西沖のブイ} other {ブイ {buoy}}}で{from, select, none {} other {{fromName}からの}}うねり {heightM} m（{heightFt} ft）、周期 {periodS} 秒',
  'hazard.reason.breakingHeadOn':
    'ここでは約 {faceM} m（{faceFt} ft）の波が崩れると予想され、{band, select, extreme {このビーチの「極めて危険」の基準 {thresholdM} m（{thresholdFt} ft）以上です} high {このビーチの「危険」の基準 {thresholdM} m（{thresholdFt} ft）以上です} other {このビーチの「危険」の基準 {thresholdM} m（{thresholdFt} ft）を下回っています}}',
  'hazard.reason.breakingSheltered':
    '{from, select, none {この} other {{fromName}からの}}うねりは直接届かない地形で、回り込む波は約 {faceM} m（{faceFt} ft）。{band, select, extreme {このビーチの「極めて危険」の基準 {thresholdM} m（{thresholdFt} ft）以上です} high {このビーチの「危険」の基準 {thresholdM} m（{thresholdFt} ft）以上です} other {このビーチの「危険」の基準 {thresholdM} m（{thresholdFt} ft）を下回っています}}',
  'hazard.reason.alert':
    '米国立気象局（NWS）の{event, select, HighSurfWarning {高波警報} HighSurfAdvisory {高波注意報} TsunamiWarning {津波警報} TsunamiAdvisory {津波注意報} TsunamiWatch {津波注意情報} FloodWarning {洪水警報} FloodAdvisory {洪水注意報} CoastalFloodWarning {沿岸洪水警報} CoastalFloodAdvisory {沿岸洪水注意報} other {{eventName}}}：{until}',
  'hazard.reason.noExposure': 'このビーチの地形データはまだありません',
  'hazard.reason.noReading': '現在の波の観測値がありません。ライフガードに確認してください',
  'hazard.reason.noAlertsCheck': 'NWSの警報・注意報を現在確認できていません',
  'hazard.until': 'ハワイ時間 {weekday}{time}まで',
  'age.justNow': 'たった今',
  'age.minutes': '{minutes}分前',
  'age.hours': '{hours}時間前',
  'age.days': '{days}日前',

  'compass.N': '北',
  'compass.NNE': '北北東',
  'compass.NE': '北東',
  'compass.ENE': '東北東',
  'compass.E': '東',
  'compass.ESE': '東南東',
  'compass.SE': '南東',
  'compass.SSE': '南南東',
  'compass.S': '南',
  'compass.SSW': '南南西',
  'compass.SW': '南西',
  'compass.WSW': '西南西',
  'compass.W': '西',
  'compass.WNW': '西北西',
  'compass.NW': '北西',
  'compass.NNW': '北北西',

  'hazard.panelTitle': '今日の危険度',
  'hazard.howWeRate':
    'このビーチの評価方法：{fromDeg}°から{toDeg}°の方角からのうねりが正面から届きます。崩れる波の高さが {highM} m（{highFt} ft）以上で「危険」、{extremeM} m（{extremeFt} ft）以上で「極めて危険」です。',

  'push.surf.warningTitle': '高波情報',
  'push.surf.officialBody':
    '{event, select, HighSurfWarning {高波警報} HighSurfAdvisory {高波注意報} other {{eventName}}}がノースショアに発表されています。波の高さ {height}（最大 約 {maxM} m）。',
  'push.surf.thresholdBody':
    'ノースショアの波の高さ {height}（最大 約 {maxM} m）。海に慣れた経験者でない限り、海に入らないでください。',
  'push.surf.goodTitle': 'サーフィンに良い波です',
  'push.surf.goodBody': 'ノースショアの波の高さ {height}（最大 約 {maxM} m）。',
  'push.weather.severeTitle': '荒天に警戒してください',
  'push.weather.title': '天気のお知らせ',
  'push.weather.body':
    'ノースショアの天気：{condition}{wind, select, none {} other {、風速 {windMph} mph（{windMs} m/s）}}。',
  'push.traffic.title': '交通情報',
  'push.traffic.body':
    '{status}{kamHwy, select, none {} other {（カメハメハ・ハイウェイ：{kamHwyStatus}）}}。{delay, select, none {} other {遅れ {delayMinutes} 分。}}',
  'push.beach.title': '{level, select, extreme {極めて危険} other {危険}}：{beachName}',
  'push.beach.separator': '。',

  'sos.button': 'SOS',
  'sos.buttonLabel': '緊急 SOS',
  'sos.title': '緊急時のヘルプ',
  'sos.callFirst': '命に関わる緊急時は、まず 911 に電話してください。',
  'sos.getLocation': '現在地を取得',
  'sos.getting': '取得中...',
  'sos.copyLocation': '現在地をコピー',
  'sos.textLocation': '現在地をSMSで送る',
  'sos.yourLocation': '現在地: {coordinates}',
  'sos.callLabel': '{name}（{number}）に電話する',
  'sos.calling': '{name}に発信しています',
  'sos.callingCopied': '{coordinates} · 現在地をクリップボードにコピーしました。',
  'sos.notSupportedTitle': '位置情報に対応していません',
  'sos.notSupported': 'お使いのブラウザは位置情報サービスに対応していません。',
  'sos.foundTitle': '現在地を取得しました',
  'sos.errorTitle': '位置情報のエラー',
  'sos.error': '現在地を取得できません。位置情報サービスを有効にしてください。',
  'sos.copiedTitle': 'コピーしました',
  'sos.copied': '現在地をクリップボードにコピーしました。',
  'sos.noLocationTitle': '現在地がありません',
  'sos.noLocation': '先に現在地を取得してください。',
  // The message may reach English-speaking responders: it keeps the English sentence beside the Japanese.
  'sos.smsBody':
    '緊急です。助けが必要です。Emergency! I need help. 現在地 (My location): {coordinates} {mapLink}',

  'contact.emergency.name': '911 緊急通報',
  'contact.emergency.description': '警察・消防・救急',
  'contact.oceanSafety.name': 'オーシャン・セーフティ（水難救助）',
  'contact.oceanSafety.description': 'ホノルル市オーシャン・セーフティ指令センター',
  'contact.poisonControl.name': '中毒110番（Poison Control）',
  'contact.poisonControl.description': '中毒相談窓口、24時間対応',
  'contact.coastGuard.name': '沿岸警備隊（Coast Guard）',
  'contact.coastGuard.description': 'ホノルル地区司令センター',
  'contact.police.name': '警察（緊急以外）',
  'contact.police.description': 'ホノルル警察',

  'location.denied':
    '位置情報へのアクセスが拒否されました。位置情報を使う機能を利用するには、ブラウザの設定で位置情報の使用を許可してください。',
  'location.unavailable': '現在地を特定できませんでした。端末のGPS設定を確認して、もう一度お試しください。',
  'location.timeout':
    '位置情報の取得がタイムアウトしました。もう一度お試しいただくか、インターネット接続を確認してください。',
  'location.other': '現在地の取得中に予期しないエラーが発生しました。もう一度お試しください。',
  'location.unsupported':
    'お使いのブラウザは位置情報サービスに対応していません。位置情報を使う機能は、最新のブラウザでご利用ください。',

  'safety.card.lifeguards.title': 'ライフガード',
  'safety.card.lifeguards.text':
    'ライフガードの勤務時間は午前9時から午後5時30分までです。必ずライフガードのいるタワーの近くで泳ぎ、海の状態をたずねてください。',
  'safety.card.knowBeforeYouGo.title': '出かける前に確認を',
  'safety.card.knowBeforeYouGo.text':
    '波情報と警告標識を確認してください。ノースショアの冬の波は、泳ぎの得意な人にとっても命に関わります。',
  'safety.card.sun.title': '日焼け対策',
  'safety.card.sun.text':
    'SPF30以上のサンゴにやさしい日焼け止めをこまめに塗り直し、午前10時から午後2時までは日陰で過ごしてください。',
  'safety.card.ripCurrent.title': '離岸流から身を守る',
  'safety.card.ripCurrent.text':
    '離岸流に流されたら、落ち着いて岸と平行に泳ぎ、流れを抜けてから斜めに岸へ戻ってください。',
  'safety.contacts.title': '緊急連絡先',
  'safety.contacts.emergency': '緊急通報',
  'safety.beAlert.title': "E Maka'ala — 油断しないで",
  'safety.beAlert.text':
    'この海は美しく、そして力強い海です。海に入る前に水の様子をよく見て、掲示された標識に従い、決して波に背を向けないでください。',
  'safety.beAlert.tooltip':
    '迷ったら、海に入らないでください。海の状態はすぐに変わります。まずライフガードにたずねてください。',
  'safety.beAlert.critical': '大切な安全情報',
  'safety.startQuiz': 'カイと安全クイズを始める',
  'safety.learnHow': '使い方を見る',
  'safety.offlineHint':
    'このガイドはオフラインでも使えます。緊急連絡先、安全情報、クイズは通信がなくても表示されます。',

  'quiz.q1.question': '離岸流に流されてしまいました。どうしますか？',
  'quiz.q1.option0': '全力でまっすぐ岸に向かって泳ぐ',
  'quiz.q1.option1': '流れから抜けるまで岸と平行に泳ぐ',
  'quiz.q1.option2': '水中にもぐって待つ',
  'quiz.q1.option3': '浮かずにその場で手を振り続ける',
  'quiz.q1.explanation':
    '離岸流は人を沖へ運びます。岸と平行に泳げば幅の狭い流れから抜け出せるので、それから岸へ戻れます。',
  'quiz.q1.turtle': '大正解！流れに逆らわず横へ。ぼくが海流に乗るときと同じです。',
  'quiz.q2.question': 'ノースショアのライフガードが勤務しているのはいつですか？',
  'quiz.q2.option0': '24時間',
  'quiz.q2.option1': '日の出から日の入りまで',
  'quiz.q2.option2': '午前9時から午後5時30分まで',
  'quiz.q2.option3': '週末だけ',
  'quiz.q2.explanation':
    'ライフガードがタワーにいるのは午前9時から午後5時30分までです。それ以外の時間は、誰も海を見守っていません。',
  'quiz.q2.turtle': 'そのとおり！ライフガードから見える午前9時から午後5時30分の間に泳ぎましょう。',
  'quiz.q3.question': 'ハワイの日差しからいちばん守ってくれる日焼け止めはどれですか？',
  'quiz.q3.option0': 'SPF8',
  'quiz.q3.option1': 'SPF15',
  'quiz.q3.option2': 'SPF30以上（サンゴにやさしいもの）',
  'quiz.q3.option3': 'くもりの日は日焼け止めはいらない',
  'quiz.q3.explanation':
    'SPF30以上のサンゴにやさしい日焼け止めを使い、日差しがいちばん強い午前10時から午後2時までは日陰で過ごしてください。',
  'quiz.q3.turtle': 'いいですね！サンゴにやさしいSPF30以上なら、あなたもぼくのサンゴの家も元気です。',
  'quiz.q4.question': 'ビーチで休んでいるアオウミガメ（ホヌ）を見つけました。どうしますか？',
  'quiz.q4.option0': '甲羅をそっとなでる',
  'quiz.q4.option1': '3メートル（10フィート）以上離れて、休ませてあげる',
  'quiz.q4.option2': '海に戻れるように水をかけてあげる',
  'quiz.q4.option3': '近くで自撮りをする',
  'quiz.q4.explanation':
    'ホヌは法律で保護されています。3メートル（10フィート）以上離れ、触ったり、えさをあげたり、じゃましたりしないでください。',
  'quiz.q4.turtle': 'マハロ！長く泳いだあとは、ぼくたちホヌにも休みが必要です。',
  'quiz.q5.question':
    'ワイメア湾の冬の波が大きく、ライフガードが警告標識を立てています。泳いでもよいですか？',
  'quiz.q5.option0': '泳ぎが得意ならよい',
  'quiz.q5.option1': '岩の近くだけならよい',
  'quiz.q5.option2': 'いいえ。海に入らず、ビーチから眺める',
  'quiz.q5.option3': 'ボディボードを持っていればよい',
  'quiz.q5.explanation':
    '迷ったら、海に入らないでください。ノースショアの冬の波は9メートル（30フィート）に達することもあり、誰でものみ込まれてしまいます。',
  'quiz.q5.turtle': '賢い選択です！大きなうねりが来ると、ぼくも深いところでじっとしています。',
  'quiz.wrong': 'おっと、ちょっと違います。いっしょに覚えましょう。',
  'quiz.title': 'ホヌのカイと学ぶビーチ安全クイズ',
  'quiz.back': '安全情報に戻る',
  'quiz.progress': '{total}問中 {number}問目',
  'quiz.progressLabel': 'クイズの進み具合',
  'quiz.waiting': 'ゆっくり考えてください。ここで待っています。',
  'quiz.answers': '答え',
  'quiz.correctAnswer': '（正解）',
  'quiz.explanation': '解説：',
  'quiz.seeResults': '結果を見る',
  'quiz.next': '次の問題',
  'quiz.complete': 'クイズ終了！',
  'quiz.percentCorrect': '正解率 {percent}%',
  'quiz.restart': 'もう一度挑戦する',
  'quiz.kai': 'カイ：',
  'quiz.score.best': 'すばらしい！あなたはビーチ安全のエキスパートです。カイも誇らしく思っています！',
  'quiz.score.middle':
    'よくできました！基本はばっちりです。安全のヒントを見直して、さらに安全に楽しみましょう。',
  'quiz.score.lowest': 'もう少しです！安全情報を見直して、もう一度挑戦してください。カイは応援しています！',
};

export default ja;
