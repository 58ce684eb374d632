/** Towns of the North Shore and along Kamehameha Hwy, for the offline map; source and licence in ./README.md. */
export interface Place {
  geonameId: number;
  name: string;
  latitude: number;
  longitude: number;
}

export const NORTH_SHORE_PLACES: readonly Place[] = [
  { geonameId: 5851156, name: 'Mokulēia', latitude: 21.57967, longitude: -158.15313 },
  { geonameId: 5854171, name: 'Waialua', latitude: 21.57688, longitude: -158.13154 },
  { geonameId: 5855420, name: 'Haleʻiwa', latitude: 21.59284, longitude: -158.10339 },
  { geonameId: 5852824, name: 'Pupukea', latitude: 21.65456, longitude: -158.06065 },
  { geonameId: 5853992, name: 'Wahiawā', latitude: 21.50279, longitude: -158.02464 },
  { geonameId: 5847387, name: 'Kahuku', latitude: 21.68048, longitude: -157.95237 },
  { geonameId: 5850027, name: 'Lāʻie', latitude: 21.64547, longitude: -157.9225 },
  { geonameId: 5855741, name: 'Hauʻula', latitude: 21.6076, longitude: -157.90868 },
  { geonameId: 5852773, name: 'Punaluʻu', latitude: 21.57045, longitude: -157.87557 },
  { geonameId: 5856759, name: 'Kaʻaʻawa', latitude: 21.55445, longitude: -157.85103 },
];
