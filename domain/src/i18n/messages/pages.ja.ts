import type { PagesCatalogue } from './pages.en.ts';

/** 最初の画面以外のページの日本語メッセージ（`ja.ts` と同じく丁寧語で書きます）。 */
const pagesJa: PagesCatalogue = {
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
};

export default pagesJa;
