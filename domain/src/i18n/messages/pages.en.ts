/**
 * English messages of every page after the first screens (see `en.ts`), in ICU MessageFormat. Fetched
 * only when the visitor opens one of those pages, so the home page does not carry them.
 */
const pagesEn = {
  // Board Hub

  // Contact

  // Surveys

  // About, privacy policy and terms of use

  // Eco challenges

  // Local tips

  // Business page

  // Shop

  // Offline guide

  // Notifications and mobile settings
} as const;

export default pagesEn;
export type PageMessageId = keyof typeof pagesEn;
export type PagesCatalogue = Record<PageMessageId, string>;
