/**
 * Places and landmarks the catalog's Japanese (products, businesses, tips) keeps in their own names,
 * Hawaiian ones with ʻokina and kahakō. Longer names come before the names they contain.
 */
export const CATALOG_PLACE_NAMES = [
  'ʻEhukai Beach Park',
  'Haleʻiwa Beach Park',
  'Puʻu o Mahuka',
  'Waimea Valley',
  'Liliʻuokalani',
  'Laniākea',
  'Pūpūkea',
  'Haleʻiwa',
  'Waiʻanae',
  'ʻEhukai',
  'Pipeline',
  'Waialua',
  'Anahulu',
  'Kahuku',
  'Kawela',
];
