/**
 * English messages of the advertiser portal and the admin pages, in ICU MessageFormat. These pages are
 * English-only for now: every language shows this catalogue, fetched only when such a page opens.
 */
const portalEn = {
  // Advertiser portal: sign-up, sign-in, dashboard, campaigns, ads, payments

  // Admin pages
} as const;

export default portalEn;
export type PortalMessageId = keyof typeof portalEn;
export type PortalCatalogue = Record<PortalMessageId, string>;
