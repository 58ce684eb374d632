import type { PageMetaCatalogue } from './page-meta.en.ts';

/** 検索結果やリンクのプレビューに出る各ページのタイトルと説明文（`page-meta.en.ts` を参照）。 */
const pageMetaJa: PageMetaCatalogue = {
  'meta.site': 'North Shore Guide',
  'meta.home':
    'North Shore Guide：オアフ島ノースショアのビーチ、波と安全情報、最新のコンディション、地元のお店をまとめたガイドです。',
  'meta.shop': 'ノースショアの地元デザイン、サーフ用品、ビーチグッズ、おみやげ。',
  'meta.localTips':
    '地元の人が食べる店、サーフポイント、夕日のスポット。カテゴリ別に探せて、好みに合わせたおすすめも見られます。',
  'meta.ecoChallenges':
    'ノースショアを守ろう：ビーチ清掃やリーフセーフのチャレンジに参加してポイントをため、地元の特典と交換できます。',
  'meta.boardHub': 'ノースショアで中古サーフボードを売買できます。長さ・状態・価格で出品を探せます。',
  'meta.surveys':
    'ノースショアの住民と旅行者によるコミュニティアンケート。回答したり、自分で作成したりできます。',
  'meta.about': 'オアフ島ノースショアの旅行ガイド North Shore Guide の作り手と、データの出どころについて。',
  'meta.contact': 'North Shore Guide へのご質問、訂正、提携のご相談はこちらから。',
  'meta.partnership': 'North Shore Guide で一日の予定を立てる旅行者に、ノースショアのお店を紹介しませんか。',
  'meta.privacy': 'North Shore Guide が集める情報、その理由、保存期間、削除の依頼方法について。',
  'meta.terms': 'North Shore Guide の出品、レビュー、広告を含むご利用条件です。',
  'meta.notifications': 'フォローしているノースショアのビーチの波と安全のお知らせを、この端末に届けます。',
  'meta.settings':
    'North Shore Guide をスマートフォンにインストールし、言語・テーマ・オフライン地図を設定できます。',
  'meta.beach':
    '{name}：今日の波の危険度（各測定値の出どころと時刻つき）、ライフガード、駐車場、安全のヒント、レビュー。',
  'meta.business': 'オアフ島ノースショアの {name}：サービス内容、場所、アクセス、訪れた人のレビュー。',
  'meta.calendar':
    'パイプラインやサンセットのサーフィン大会、ファーマーズマーケット、ビーチクリーンアップなど、ノースショアのイベントをハワイ時間で。',
  'meta.calendarSubmit':
    'ノースショアを訪れる人にイベントを知らせましょう。掲載前にモデレーターが確認します。',
  'meta.notFound': 'このページは North Shore Guide にありません。ホームページからもう一度お探しください。',
};

export default pageMetaJa;
