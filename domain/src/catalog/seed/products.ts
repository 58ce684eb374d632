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
  },
  {
    id: 2,
    name: 'Honu Pullover Hoodie',
    description: 'Midweight fleece hoodie with a small sea turtle on the chest, for cool dawn sessions.',
    price: 5800,
    category: 'Clothing',
  },
  {
    id: 3,
    name: 'Hibiscus Print Board Shorts',
    description: 'Quick-dry four-way stretch board shorts with a drawstring and a key pocket.',
    price: 4800,
    category: 'Clothing',
  },
  {
    id: 4,
    name: 'Waimea Bay Trucker Hat',
    description: 'Mesh-back trucker hat with an embroidered Waimea Bay patch.',
    price: 2600,
    category: 'Clothing',
  },
  {
    id: 5,
    name: 'Pipeline Enamel Pin',
    description: 'Hard enamel pin of a breaking barrel, 1.25 inches, with a rubber clasp.',
    price: 1200,
    category: 'Souvenirs',
  },
  {
    id: 6,
    name: 'Koa Wood Honu Keychain',
    description: 'Laser-cut sea turtle keychain made from offcuts of Hawaiian koa.',
    price: 1600,
    category: 'Souvenirs',
  },
  {
    id: 7,
    name: 'North Shore Sticker Pack',
    description: 'Six weatherproof vinyl stickers: turtle, shave ice, surfboard, palm, wave and sunset.',
    price: 800,
    category: 'Souvenirs',
  },
  {
    id: 8,
    name: 'Haleiwa Ceramic Mug',
    description: 'Stoneware mug glazed in ocean blue, 12 oz, dishwasher safe.',
    price: 2200,
    category: 'Souvenirs',
  },
  {
    id: 9,
    name: 'Tropical Water Surf Wax (3 pack)',
    description: 'Hard wax made for warm water from 75 to 85 degrees, in recyclable paper wrap.',
    price: 1200,
    category: 'Surf Gear',
  },
  {
    id: 10,
    name: '8 ft Comp Leash',
    description: 'Urethane leash with a double swivel and padded ankle cuff for boards from 7 to 9 feet.',
    price: 3600,
    category: 'Surf Gear',
  },
  {
    id: 11,
    name: 'Three-Piece Traction Pad',
    description: 'Grooved EVA tail pad with a raised kick for shortboards.',
    price: 4800,
    category: 'Surf Gear',
  },
  {
    id: 12,
    name: '8\'0" Soft-Top Learner Board',
    description: 'Stable foam board with fins and a leash, the right size for first waves on small days.',
    price: 32900,
    category: 'Surf Gear',
  },
  {
    id: 13,
    name: 'Stretch Board Sock',
    description:
      'Knitted sock that keeps wax off the car seats and dings off the rails, fits up to 7 ft 6 in.',
    price: 3900,
    category: 'Surf Gear',
  },
  {
    id: 14,
    name: 'Reef-Safe Mineral Sunscreen SPF 30',
    description: 'Non-nano zinc oxide lotion without oxybenzone or octinoxate, 3 oz.',
    price: 1800,
    category: 'Beach Essentials',
  },
  {
    id: 15,
    name: 'Sand-Free Beach Towel',
    description: 'Lightweight microfiber towel that shakes off sand and dries fast, 70 by 35 inches.',
    price: 3400,
    category: 'Beach Essentials',
  },
  {
    id: 16,
    name: 'Insulated Water Bottle',
    description: 'Stainless steel bottle that keeps water cold all day at the beach, 24 oz.',
    price: 3200,
    category: 'Beach Essentials',
  },
  {
    id: 17,
    name: 'Reef Walking Shoes',
    description: 'Quick-dry shoes with a grippy sole for lava rock and tide pools.',
    price: 2900,
    category: 'Beach Essentials',
  },
  {
    id: 18,
    name: '10 L Dry Bag',
    description: 'Roll-top waterproof bag for phone, keys and a towel on the boat or the board.',
    price: 2400,
    category: 'Beach Essentials',
  },
  {
    id: 19,
    name: 'Waimea Bay Art Print',
    description: 'Giclee print of a winter swell at Waimea Bay on archival paper, 11 by 14 inches.',
    price: 4500,
    category: 'Art & Decor',
  },
  {
    id: 20,
    name: 'Driftwood Honu Wall Hanging',
    description:
      'Sea turtle assembled from North Shore driftwood, about 14 inches across; each one is unique.',
    price: 6800,
    category: 'Art & Decor',
  },
  {
    id: 21,
    name: 'Sunset Beach Canvas',
    description: 'Gallery-wrapped canvas of golden hour at Sunset Beach, 16 by 20 inches.',
    price: 12000,
    category: 'Art & Decor',
  },
  {
    id: 22,
    name: 'Plumeria Soy Candle',
    description: 'Hand-poured soy candle scented with plumeria blossom, about 40 hours of burn time.',
    price: 2400,
    category: 'Art & Decor',
  },
];

export const SEED_PRODUCTS: readonly SeedProduct[] = ENTRIES.map((entry) => ({
  ...entry,
  image: productCategoryImage(entry.category),
}));
