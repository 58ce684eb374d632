import type { HeaderImageFields } from '../header-image.ts';

/** The home page's hero picture the guide ships with: its first header image. */
export const SEED_HEADER_IMAGES: HeaderImageFields[] = [
  {
    id: 1,
    imageUrl: '/images/hero.svg',
    altText: "Oahu's North Shore at sunrise: mountains, palms and rolling surf",
    altTextJa: '朝日に染まるオアフ島ノースショア：山並み、ヤシの木、打ち寄せる波',
  },
];
