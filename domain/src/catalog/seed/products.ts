import type { ProductCategory, SeedProduct } from './types.ts';

const CATEGORY_IMAGE_SLUGS: Record<ProductCategory, string> = {
  Clothing: 'clothing',
  Souvenirs: 'souvenirs',
  'Surf Gear': 'surf-gear',
  'Beach Essentials': 'beach-essentials',
  'Art & Decor': 'art-decor',
};

export function productCategoryImage(category: ProductCategory): string {
  return `/images/products/${CATEGORY_IMAGE_SLUGS[category]}.svg`;
}

type ProductEntry = Omit<SeedProduct, 'image'>;

/** Prices are integer cents. */
const ENTRIES: readonly ProductEntry[] = [
  {
    id: 1,
    name: 'North Shore Sunrise Tee',
    description: 'Soft organic cotton T-shirt with a hand-drawn sunrise over the Pipeline reef.',
    price: 2800,
    category: 'Clothing',
    nameJa: 'ノースショア・サンライズTシャツ',
    descriptionJa: 'Pipeline のリーフに昇る朝日を手描きした、やわらかなオーガニックコットンのTシャツ。',
  },
  {
    id: 2,
    name: 'Honu Pullover Hoodie',
    description: 'Midweight fleece hoodie with a small sea turtle on the chest, for cool dawn sessions.',
    price: 5800,
    category: 'Clothing',
    nameJa: 'ホヌのプルオーバーパーカー',
    descriptionJa: '胸元に小さなウミガメをあしらった中厚手のフリースパーカー。肌寒い夜明けのサーフィンに。',
  },
  {
    id: 3,
    name: 'Hibiscus Print Board Shorts',
    description: 'Quick-dry four-way stretch board shorts with a drawstring and a key pocket.',
    price: 4800,
    category: 'Clothing',
    nameJa: 'ハイビスカス柄のボードショーツ',
    descriptionJa: '速乾性の4方向ストレッチ素材のボードショーツ。ウエストのひもとキーポケット付き。',
  },
  {
    id: 4,
    name: 'Waimea Bay Trucker Hat',
    description: 'Mesh-back trucker hat with an embroidered Waimea Bay patch.',
    price: 2600,
    category: 'Clothing',
    nameJa: 'Waimea Bay のトラッカーハット',
    descriptionJa: 'Waimea Bay の刺しゅうワッペンを付けた、後ろがメッシュのトラッカーハット。',
  },
  {
    id: 5,
    name: 'Pipeline Enamel Pin',
    description: 'Hard enamel pin of a breaking barrel, 1.25 inches, with a rubber clasp.',
    price: 1200,
    category: 'Souvenirs',
    nameJa: 'Pipeline のピンバッジ',
    descriptionJa:
      '崩れるバレル（チューブ状の波）をかたどったハードエナメルのピンバッジ。約3.2 cm（1.25インチ）、ラバーの留め具付き。',
  },
  {
    id: 6,
    name: 'Koa Wood Honu Keychain',
    description: 'Laser-cut sea turtle keychain made from offcuts of Hawaiian koa.',
    price: 1600,
    category: 'Souvenirs',
    nameJa: 'コアウッドのホヌ・キーホルダー',
    descriptionJa: 'ハワイ産のコア材の端材をレーザーで切り抜いた、ウミガメのキーホルダー。',
  },
  {
    id: 7,
    name: 'North Shore Sticker Pack',
    description: 'Six weatherproof vinyl stickers: turtle, shave ice, surfboard, palm, wave and sunset.',
    price: 800,
    category: 'Souvenirs',
    nameJa: 'ノースショア・ステッカーセット',
    descriptionJa:
      '雨や日差しに強いビニールステッカー6枚組：ウミガメ、シェイブアイス、サーフボード、ヤシの木、波、夕日。',
  },
  {
    id: 8,
    name: 'Haleiwa Ceramic Mug',
    description: 'Stoneware mug glazed in ocean blue, 12 oz, dishwasher safe.',
    price: 2200,
    category: 'Souvenirs',
    nameJa: 'Haleʻiwa のマグカップ',
    descriptionJa: 'オーシャンブルーの釉薬をかけた炻器（せっき）のマグ。約350 ml（12オンス）、食洗機に対応。',
  },
  {
    id: 9,
    name: 'Tropical Water Surf Wax (3 pack)',
    description: 'Hard wax made for warm water from 75 to 85 degrees, in recyclable paper wrap.',
    price: 1200,
    category: 'Surf Gear',
    nameJa: '暖かい海用サーフワックス（3個入り）',
    descriptionJa:
      '水温75〜85°F（約24〜29°C）の暖かい海向けのハードワックス。リサイクルできる紙で包装しています。',
  },
  {
    id: 10,
    name: '8 ft Comp Leash',
    description: 'Urethane leash with a double swivel and padded ankle cuff for boards from 7 to 9 feet.',
    price: 3600,
    category: 'Surf Gear',
    nameJa: '8フィートの競技用リーシュ',
    descriptionJa:
      'ダブルスイベルとクッション入りの足首カフが付いたウレタン製リーシュ。7〜9フィート（約2.1〜2.7 m）のボード用。',
  },
  {
    id: 11,
    name: 'Three-Piece Traction Pad',
    description: 'Grooved EVA tail pad with a raised kick for shortboards.',
    price: 4800,
    category: 'Surf Gear',
    nameJa: '3ピースのデッキパッド',
    descriptionJa: 'ショートボード用の、後端のキックが高くなった溝付きフォーム製テールパッド。',
  },
  {
    id: 12,
    name: '8\'0" Soft-Top Learner Board',
    description: 'Stable foam board with fins and a leash, the right size for first waves on small days.',
    price: 32900,
    category: 'Surf Gear',
    nameJa: '8フィートのソフトトップ初心者用ボード',
    descriptionJa:
      '安定感のあるフォーム製ボード。フィンとリーシュ付きで、波の小さな日に初めての波に乗るのにちょうどよい大きさです。',
  },
  {
    id: 13,
    name: 'Stretch Board Sock',
    description:
      'Knitted sock that keeps wax off the car seats and dings off the rails, fits up to 7 ft 6 in.',
    price: 3900,
    category: 'Surf Gear',
    nameJa: '伸縮ボードソックス',
    descriptionJa:
      '車のシートにワックスが付くのを防ぎ、レールの傷も防ぐニットのボードカバー。7フィート6インチ（約2.3 m）まで対応。',
  },
  {
    id: 14,
    name: 'Reef-Safe Mineral Sunscreen SPF 30',
    description: 'Non-nano zinc oxide lotion without oxybenzone or octinoxate, 3 oz.',
    price: 1800,
    category: 'Beach Essentials',
    nameJa: 'サンゴにやさしいミネラル日焼け止め SPF 30',
    descriptionJa:
      'オキシベンゾンとオクチノキサートを含まない、ノンナノ酸化亜鉛のローション。約90 ml（3オンス）。',
  },
  {
    id: 15,
    name: 'Sand-Free Beach Towel',
    description: 'Lightweight microfiber towel that shakes off sand and dries fast, 70 by 35 inches.',
    price: 3400,
    category: 'Beach Essentials',
    nameJa: '砂がつきにくいビーチタオル',
    descriptionJa:
      '砂を振り落としやすく、すぐに乾く軽いマイクロファイバーのタオル。約178 × 89 cm（70 × 35インチ）。',
  },
  {
    id: 16,
    name: 'Insulated Water Bottle',
    description: 'Stainless steel bottle that keeps water cold all day at the beach, 24 oz.',
    price: 3200,
    category: 'Beach Essentials',
    nameJa: '保冷ウォーターボトル',
    descriptionJa: 'ビーチでも一日じゅう水を冷たく保つステンレスボトル。約710 ml（24オンス）。',
  },
  {
    id: 17,
    name: 'Reef Walking Shoes',
    description: 'Quick-dry shoes with a grippy sole for lava rock and tide pools.',
    price: 2900,
    category: 'Beach Essentials',
    nameJa: 'リーフシューズ',
    descriptionJa: '溶岩の岩場や潮だまりでも滑りにくいソールの速乾シューズ。',
  },
  {
    id: 18,
    name: '10 L Dry Bag',
    description: 'Roll-top waterproof bag for phone, keys and a towel on the boat or the board.',
    price: 2400,
    category: 'Beach Essentials',
    nameJa: '10リットルのドライバッグ',
    descriptionJa:
      'ボートやボードの上でも、スマートフォン、鍵、タオルを濡らさないロールトップ式の防水バッグ。',
  },
  {
    id: 19,
    name: 'Waimea Bay Art Print',
    description: 'Giclee print of a winter swell at Waimea Bay on archival paper, 11 by 14 inches.',
    price: 4500,
    category: 'Art & Decor',
    nameJa: 'Waimea Bay のアートプリント',
    descriptionJa:
      'Waimea Bay の冬のうねりを保存用紙に刷ったジクレープリント。約28 × 36 cm（11 × 14インチ）。',
  },
  {
    id: 20,
    name: 'Driftwood Honu Wall Hanging',
    description:
      'Sea turtle assembled from North Shore driftwood, about 14 inches across; each one is unique.',
    price: 6800,
    category: 'Art & Decor',
    nameJa: '流木のホヌ・ウォールハンギング',
    descriptionJa:
      'ノースショアの流木を組み合わせて作ったウミガメの壁飾り。幅約36 cm（14インチ）、ひとつひとつ形が違います。',
  },
  {
    id: 21,
    name: 'Sunset Beach Canvas',
    description: 'Gallery-wrapped canvas of golden hour at Sunset Beach, 16 by 20 inches.',
    price: 12000,
    category: 'Art & Decor',
    nameJa: 'Sunset Beach のキャンバスアート',
    descriptionJa:
      'Sunset Beach の夕暮れどき、黄金色の光を写した木枠張りのキャンバス。約41 × 51 cm（16 × 20インチ）。',
  },
  {
    id: 22,
    name: 'Plumeria Soy Candle',
    description: 'Hand-poured soy candle scented with plumeria blossom, about 40 hours of burn time.',
    price: 2400,
    category: 'Art & Decor',
    nameJa: 'プルメリアのソイキャンドル',
    descriptionJa: 'プルメリアの花の香りをつけた手作りのソイキャンドル。燃焼時間は約40時間。',
  },
];

export const SEED_PRODUCTS: readonly SeedProduct[] = ENTRIES.map((entry) => ({
  ...entry,
  image: productCategoryImage(entry.category),
}));
