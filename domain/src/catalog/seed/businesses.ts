import type { BusinessCategory, SeedBusiness } from './types.ts';

const CATEGORY_IMAGE_SLUGS: Record<BusinessCategory, string> = {
  'Food & Drink': 'food-drink',
  'Activities & Tours': 'activities-tours',
  'Hotels & Lodging': 'hotels-lodging',
  'Shopping & Retail': 'shopping-retail',
  'Surf Shop': 'surf-shop',
  Services: 'services',
};

export function businessCategoryImage(category: BusinessCategory): string {
  return `/images/businesses/${CATEGORY_IMAGE_SLUGS[category]}.svg`;
}

type BusinessEntry = Omit<SeedBusiness, 'image'>;

/** Invented local businesses; phone numbers use the 555-01xx range reserved for fiction. */
const ENTRIES: readonly BusinessEntry[] = [
  {
    id: 1,
    name: 'Kaiaka Shave Ice',
    category: 'Food & Drink',
    location: 'Haleiwa',
    description:
      'Fine-shaved ice with syrups cooked from local lilikoi, guava, mango and li hing mui. Ask for a snow cap of condensed milk or a scoop of ice cream at the bottom; the line moves fast even on weekend afternoons.',
    latitude: '21.593500',
    longitude: '-158.102800',
    phone: '(808) 555-0101',
    descriptionJa:
      '地元産のリリコイ、グアバ、マンゴー、リーヒンムイを煮詰めたシロップをかける、きめ細かなシェイブアイス。練乳の「スノーキャップ」や、底にアイスクリームを入れる注文もどうぞ。週末の午後でも列はどんどん進みます。',
  },
  {
    id: 2,
    name: 'Makani Shrimp Wagon',
    category: 'Food & Drink',
    location: 'Kahuku',
    description:
      'Garlic butter shrimp plates with two scoops of rice, cooked in a truck parked beside the aquaculture ponds. Expect a wait at lunchtime and eat at the shaded picnic tables.',
    latitude: '21.690200',
    longitude: '-157.975400',
    phone: '(808) 555-0102',
    descriptionJa:
      '養殖池のそばに停まったトラックで作る、ライス2スクープ付きのガーリックバターシュリンプ。昼どきは待つつもりで、日陰のピクニックテーブルで召し上がれ。',
  },
  {
    id: 3,
    name: 'Pupukea Poke & Plate',
    category: 'Food & Drink',
    location: 'Pupukea',
    description:
      'Fresh ahi poke bowls, kalua pork plates and musubi to take across the road to the beach. A good stop after a morning snorkel at Sharks Cove.',
    latitude: '21.653100',
    longitude: '-158.061500',
    phone: '(808) 555-0103',
    descriptionJa:
      '新鮮なアヒのポケ丼、カルアポークのプレート、むすびを、道の向かいのビーチへ持って行けます。Sharks Cove で朝のシュノーケリングを楽しんだあとに立ち寄るのにぴったりです。',
  },
  {
    id: 4,
    name: 'Anahulu Bridge Cafe',
    category: 'Food & Drink',
    location: 'Haleiwa',
    description:
      'Coffee from Waialua farms, acai bowls and warm banana bread served on a shady lanai above the Anahulu River. Opens early for dawn-patrol surfers.',
    latitude: '21.596000',
    longitude: '-158.101200',
    phone: '(808) 555-0104',
    descriptionJa:
      'Waialua の農園のコーヒー、アサイーボウル、温かいバナナブレッドを、Anahulu 川を見下ろす木陰のラナイで。夜明けに海に入るサーファーのために朝早くから開いています。',
  },
  {
    id: 5,
    name: 'Mill Camp Bakehouse',
    category: 'Food & Drink',
    location: 'Waialua',
    description:
      'A small plantation-town bakery known for custard-filled malasadas, butter mochi and guava chiffon cake. Pastries come out of the oven around 7am and the best ones are gone by noon.',
    latitude: '21.576700',
    longitude: '-158.128600',
    phone: '(808) 555-0105',
    descriptionJa:
      'カスタード入りのマラサダ、バターもち、グアバのシフォンケーキで知られる、プランテーションの町の小さなベーカリー。焼き上がりは午前7時ごろで、人気の品は昼までに売り切れます。',
  },
  {
    id: 6,
    name: 'Sunset Ridge Farm Stand',
    category: 'Food & Drink',
    location: 'Sunset Beach',
    description:
      'Papaya, apple bananas, avocados and chilled drinking coconuts from family farms on the Pupukea ridge. Cash and card accepted.',
    latitude: '21.676200',
    longitude: '-158.039600',
    phone: '(808) 555-0106',
    descriptionJa:
      'Pūpūkea の尾根にある家族経営の農園から届く、パパイヤ、アップルバナナ、アボカド、冷えた飲用ココナッツ。現金でもカードでも払えます。',
  },
  {
    id: 7,
    name: 'Anahulu Ocean Adventures',
    category: 'Activities & Tours',
    location: 'Haleiwa',
    description:
      'Small-group snorkel cruises from Haleiwa Harbor to see turtles and reef fish, with reef-safe sunscreen on board. Trips run on calm mornings and are rescheduled when the surf is too big.',
    latitude: '21.596800',
    longitude: '-158.104200',
    phone: '(808) 555-0107',
    descriptionJa:
      'Haleʻiwa の港から出る少人数のシュノーケリングクルーズで、ウミガメやサンゴ礁の魚に会えます。船にはサンゴにやさしい日焼け止めを用意。穏やかな朝に出航し、波が高すぎる日は日程を変更します。',
  },
  {
    id: 8,
    name: 'Kaiaka Bay Surf School',
    category: 'Activities & Tours',
    location: 'Haleiwa',
    description:
      'Two-hour beginner and intermediate lessons on the gentler inside waves near Haleiwa, with soft-top boards and rash guards included. Instructors choose the spot each day by the swell.',
    latitude: '21.595200',
    longitude: '-158.106100',
    phone: '(808) 555-0108',
    descriptionJa:
      'Haleʻiwa 近くの穏やかなインサイドの波で行う、初級・中級向けの2時間レッスン。ソフトトップのボードとラッシュガード付きです。インストラクターがその日のうねりを見て場所を選びます。',
  },
  {
    id: 9,
    name: 'Pupukea Ridge Trail Guides',
    category: 'Activities & Tours',
    location: 'Pupukea',
    description:
      'Guided morning hikes along the Pupukea ridge with views over Waimea Bay and stories of the ahupuaa and the plants that grow there.',
    latitude: '21.649000',
    longitude: '-158.045000',
    phone: '(808) 555-0109',
    descriptionJa:
      'Pūpūkea の尾根を歩く朝のガイド付きハイキング。Waimea Bay を見渡す景色とともに、アフプアア（山から海までをひと続きにした伝統的な土地区分）と、そこに育つ植物の話を聞けます。',
  },
  {
    id: 10,
    name: 'Kawela Ranch Trail Rides',
    category: 'Activities & Tours',
    location: 'Kahuku',
    description:
      'Gentle horseback rides through ironwood forest to the edge of Kawela Bay, suited to first-time riders from age 8. Sunset rides book out early.',
    latitude: '21.700500',
    longitude: '-158.008000',
    phone: '(808) 555-0110',
    descriptionJa:
      'アイアンウッドの森を抜けて Kawela Bay のほとりまで進む、ゆったりした乗馬ツアー。8歳から、初めての方でも楽しめます。夕日の時間帯はすぐに予約で埋まります。',
  },
  {
    id: 11,
    name: 'North Shore Whale & Dolphin Charters',
    category: 'Activities & Tours',
    location: 'Haleiwa',
    description:
      'Two-hour boat trips from Haleiwa Harbor; humpback whales pass between December and April and spinner dolphins are seen all year. Crews keep the distances required by federal rules.',
    latitude: '21.597200',
    longitude: '-158.103500',
    phone: '(808) 555-0111',
    descriptionJa:
      'Haleʻiwa の港から出る2時間のボートツアー。12月から4月にはザトウクジラが通り、ハシナガイルカは一年じゅう見られます。乗組員は連邦の規則で定められた距離を守ります。',
  },
  {
    id: 12,
    name: 'Kawela Bay Cottages',
    category: 'Hotels & Lodging',
    location: 'Kahuku',
    description:
      'Four wooden cottages under the trees a short walk from the calm water of Kawela Bay, each with a kitchenette and a lanai.',
    latitude: '21.700000',
    longitude: '-158.006800',
    phone: '(808) 555-0112',
    descriptionJa:
      'Kawela Bay の穏やかな海まで歩いてすぐ、木々の下に建つ4棟の木造コテージ。どれも簡易キッチンとラナイ付きです。',
  },
  {
    id: 13,
    name: 'Haleiwa Plantation Inn',
    category: 'Hotels & Lodging',
    location: 'Haleiwa',
    description:
      'A restored plantation-era house with eight guest rooms, walking distance from the shops, food trucks and Haleiwa Alii Beach Park. Breakfast features fruit from the garden.',
    latitude: '21.591000',
    longitude: '-158.104500',
    phone: '(808) 555-0113',
    descriptionJa:
      'プランテーション時代の家を修復した、客室8室の宿。ショップやフードトラック、Haleiwa Alii Beach Park まで歩いて行けます。朝食には庭で採れたフルーツが並びます。',
  },
  {
    id: 14,
    name: 'Ke Nui Road Beach Houses',
    category: 'Hotels & Lodging',
    location: 'Sunset Beach',
    description:
      'Beachfront vacation rentals on the quiet lane between Pipeline and Sunset Beach, sleeping two to eight. In winter you can watch the surf contests from the yard.',
    latitude: '21.670000',
    longitude: '-158.048000',
    phone: '(808) 555-0114',
    descriptionJa:
      'Pipeline と Sunset Beach の間の静かな小道に面した、ビーチフロントの貸別荘（2〜8名）。冬は庭からサーフィンの大会を観戦できます。',
  },
  {
    id: 15,
    name: 'Waialua Country Bed & Breakfast',
    category: 'Hotels & Lodging',
    location: 'Waialua',
    description:
      'Three rooms in a country home among the old sugar fields, with mountain views and a hearty breakfast.',
    latitude: '21.576000',
    longitude: '-158.126000',
    phone: '(808) 555-0115',
    descriptionJa: 'かつてのサトウキビ畑に囲まれた田舎家の3部屋。山の眺めとボリュームのある朝食が自慢です。',
  },
  {
    id: 16,
    name: 'Kamehameha Highway Makers Market',
    category: 'Shopping & Retail',
    location: 'Haleiwa',
    description:
      'A courtyard of stalls where local makers sell jewelry, aloha shirts, soaps and ceramics. Busiest on weekends, when live music plays at lunchtime.',
    latitude: '21.592000',
    longitude: '-158.103500',
    phone: '(808) 555-0116',
    descriptionJa:
      '地元の作り手がアクセサリー、アロハシャツ、石けん、陶器を売る屋台が集まる中庭。週末がいちばんにぎわい、昼どきには生演奏もあります。',
  },
  {
    id: 17,
    name: 'Sugar Mill Artisan Collective',
    category: 'Shopping & Retail',
    location: 'Waialua',
    description:
      'Woodwork, lauhala weaving and screen-printed textiles made in the old Waialua sugar mill buildings. Watch the makers at work on Saturday mornings.',
    latitude: '21.575700',
    longitude: '-158.129000',
    phone: '(808) 555-0117',
    descriptionJa:
      'Waialua の旧製糖工場の建物で作られる木工品、ラウハラ編み、シルクスクリーンの布製品。土曜の朝は作り手の仕事ぶりを見学できます。',
  },
  {
    id: 18,
    name: 'Honu Island Gallery',
    category: 'Shopping & Retail',
    location: 'Haleiwa',
    description: 'Photography, paintings and prints of North Shore surf and sea life by island artists.',
    latitude: '21.594500',
    longitude: '-158.102500',
    phone: '(808) 555-0118',
    descriptionJa: '島のアーティストによる、ノースショアの波と海の生き物の写真、絵画、版画。',
  },
  {
    id: 19,
    name: 'Pupukea General Store',
    category: 'Shopping & Retail',
    location: 'Pupukea',
    description:
      'Groceries, cold drinks, reef-safe sunscreen and beach supplies across the road from Sharks Cove. Handy for picnic supplies before a beach day.',
    latitude: '21.652800',
    longitude: '-158.060800',
    phone: '(808) 555-0119',
    descriptionJa:
      'Sharks Cove の道向かいにある、食料品、冷たい飲み物、サンゴにやさしい日焼け止め、ビーチ用品の店。ビーチで過ごす日のピクニックの買い出しに便利です。',
  },
  {
    id: 20,
    name: 'Kahuku Plantation Gifts',
    category: 'Shopping & Retail',
    location: 'Kahuku',
    description: 'Local honey, coffee, jams and hand-made gifts in a converted plantation shop.',
    latitude: '21.680000',
    longitude: '-157.951800',
    phone: '(808) 555-0120',
    descriptionJa:
      'プランテーション時代の店を改装した店内に、地元産のはちみつ、コーヒー、ジャム、手作りのギフトが並びます。',
  },
  {
    id: 21,
    name: 'Anahulu Surf Co.',
    category: 'Surf Shop',
    location: 'Haleiwa',
    description:
      'New and used boards, wetsuit tops, leashes and wax, plus daily and weekly rentals. The staff give honest advice on which breaks suit your level that day.',
    latitude: '21.595500',
    longitude: '-158.101800',
    phone: '(808) 555-0121',
    descriptionJa:
      '新品・中古のボード、ウェットスーツのトップス、リーシュ、ワックスのほか、1日単位・1週間単位のレンタルも。その日の自分のレベルに合うポイントを、スタッフが正直に教えてくれます。',
  },
  {
    id: 22,
    name: 'Ehukai Board Locker',
    category: 'Surf Shop',
    location: 'Sunset Beach',
    description:
      'Bodyboards, fins and shortboard rentals a short walk from Ehukai Beach Park, with board storage by the week.',
    latitude: '21.663500',
    longitude: '-158.052000',
    phone: '(808) 555-0122',
    descriptionJa:
      'ʻEhukai Beach Park から歩いてすぐの、ボディボード、フィン、ショートボードのレンタル店。週単位のボード預かりもあります。',
  },
  {
    id: 23,
    name: 'Kulanui Shapes',
    category: 'Surf Shop',
    location: 'Waialua',
    description:
      'A one-shaper workshop making custom boards for North Shore waves, from step-up guns to summer fish. Ding repairs usually take two to three days.',
    latitude: '21.578000',
    longitude: '-158.130000',
    phone: '(808) 555-0123',
    descriptionJa:
      'シェイパーがひとりで営む工房で、大波用のガンから夏向けのフィッシュまで、ノースショアの波に合わせたカスタムボードを削ります。傷（ディング）の修理はたいてい2〜3日です。',
  },
  {
    id: 24,
    name: 'Sunset Beach Rental Shack',
    category: 'Surf Shop',
    location: 'Sunset Beach',
    description: 'Snorkel sets, soft-top surfboards, umbrellas and beach chairs by the hour or the day.',
    latitude: '21.679500',
    longitude: '-158.039500',
    phone: '(808) 555-0124',
    descriptionJa:
      'シュノーケルセット、ソフトトップのサーフボード、パラソル、ビーチチェアを、時間単位または1日単位で貸し出しています。',
  },
  {
    id: 25,
    name: 'North Shore Beach Shuttle',
    category: 'Services',
    location: 'Haleiwa',
    description:
      'A hop-on shuttle linking Haleiwa, Waimea Bay, Sharks Cove, Pipeline and Sunset Beach, so you can skip the hunt for a parking space. Runs every 30 minutes from 8am to 6pm.',
    latitude: '21.594000',
    longitude: '-158.103000',
    phone: '(808) 555-0125',
    descriptionJa:
      'Haleʻiwa、Waimea Bay、Sharks Cove、Pipeline、Sunset Beach を結ぶ乗り降り自由のシャトル。駐車スペースを探す手間が省けます。午前8時から午後6時まで30分ごとに運行。',
  },
  {
    id: 26,
    name: 'Haleiwa Bike & Scooter Rentals',
    category: 'Services',
    location: 'Haleiwa',
    description:
      'Beach cruisers, e-bikes and mopeds by the day, with locks and racks for boards. A shoreline bike path runs from Waimea Bay past Pipeline to Sunset Beach.',
    latitude: '21.592500',
    longitude: '-158.103200',
    phone: '(808) 555-0126',
    descriptionJa:
      'ビーチクルーザー、電動アシスト自転車、原付バイクを1日単位で。鍵とボード用ラック付きです。海沿いの自転車道が Waimea Bay から Pipeline を通って Sunset Beach まで続きます。',
  },
  {
    id: 27,
    name: 'Haleiwa Wash & Fold',
    category: 'Services',
    location: 'Haleiwa',
    description: 'Self-service laundry and same-day wash-and-fold for sandy beach towels and gear.',
    latitude: '21.591500',
    longitude: '-158.104000',
    phone: '(808) 555-0127',
    descriptionJa:
      'セルフサービスのコインランドリーと、砂だらけのビーチタオルや道具を当日中に洗ってたたむサービス。',
  },
  {
    id: 28,
    name: 'Ohana Beach Photography',
    category: 'Services',
    location: 'Sunset Beach',
    description:
      'Family, engagement and surf-action photo sessions on North Shore beaches, with edited images delivered within a week.',
    latitude: '21.677000',
    longitude: '-158.042000',
    phone: '(808) 555-0128',
    descriptionJa:
      'ノースショアのビーチで撮る、家族写真、婚約記念、サーフィン中のアクション写真。編集した写真を1週間以内にお届けします。',
  },
  {
    id: 29,
    name: 'Kahuku Auto & Tire',
    category: 'Services',
    location: 'Kahuku',
    description: 'Flat tires, jump starts and quick repairs for rental cars and island vehicles.',
    latitude: '21.679000',
    longitude: '-157.952500',
    phone: '(808) 555-0129',
    descriptionJa: 'レンタカーや島の車のパンク修理、バッテリー上がりの救援、ちょっとした修理。',
  },
];

export const SEED_BUSINESSES: readonly SeedBusiness[] = ENTRIES.map((entry) => ({
  ...entry,
  image: businessCategoryImage(entry.category),
}));
