/**
 * Which read models (projections, by name) feed each group of queries. A group is named by the query-key
 * prefix the frontend files its queries under (`['beaches', 'detail', 3]` is in `['beaches']`).
 *
 * Both sides read this one table: every GET route under /api/ declares the groups it answers
 * (`config: { reads: [READS.beaches] }`), so a read given `?minPosition=` waits for those projections alone;
 * and the frontend inverts it, so a change of any of those projections refreshes the group's queries.
 */
export interface QueryFeed {
  readonly queryKey: readonly string[];
  readonly projections: readonly string[];
}

const feed = (queryKey: readonly string[], ...projections: string[]): QueryFeed => ({
  queryKey,
  projections,
});

export const READS = {
  beaches: feed(['beaches'], 'catalog', 'reviews', 'beach-hazards'),
  adminBeachHazards: feed(['admin', 'beach-hazards'], 'catalog', 'beach-hazards'),
  businesses: feed(['businesses'], 'catalog', 'reviews'),
  products: feed(['products'], 'catalog'),
  adminCatalog: feed(['admin', 'catalog'], 'catalog', 'header-images'),
  headerImages: feed(['header-images'], 'header-images'),
  localTips: feed(['local-tips'], 'catalog'),
  // Reviews carry their owner's reply.
  reviews: feed(['reviews'], 'reviews', 'business-owners'),
  ownerListings: feed(['owner-listings'], 'business-owners', 'catalog', 'reviews'),
  adminBusinessClaims: feed(['admin', 'business-claims'], 'business-owners', 'catalog', 'advertisers'),
  adminLocalTips: feed(['admin', 'local-tips'], 'catalog'),
  adminReviews: feed(['admin', 'reviews'], 'reviews'),
  calendar: feed(['calendar'], 'calendar'),
  adminCalendar: feed(['admin', 'calendar'], 'calendar'),
  eco: feed(['eco'], 'eco', 'catalog'),
  adminEco: feed(['admin', 'eco'], 'eco', 'catalog'),
  traffic: feed(['conditions', 'traffic'], 'highway-status'),
  listings: feed(['listings'], 'marketplace'),
  adminListings: feed(['admin', 'listings'], 'marketplace'),
  adminOverview: feed(['admin', 'overview'], 'audit', 'campaigns', 'advertising_rates'),
  surveyCategories: feed(['survey-categories'], 'catalog'),
  surveys: feed(['surveys'], 'surveys', 'catalog'),
  adminMail: feed(['admin', 'mail'], 'mail'),
  // Every event moves the audit projection: the operations page's lags move with it.
  adminOperations: feed(['admin', 'operations'], 'audit'),
  me: feed(['me'], 'advertisers'),
  adminAdvertisers: feed(['admin', 'advertisers'], 'advertisers'),
  // Entries name their actor and target: the accounts, campaigns and ads they touched.
  adminAudit: feed(['admin', 'audit'], 'audit', 'advertisers', 'campaigns', 'ads', 'calendar'),
  campaigns: feed(['campaigns'], 'campaigns', 'ad_stats'),
  // A campaign's history is its audit entries, and its payment's.
  campaignHistory: feed(['campaigns', 'history'], 'campaigns', 'audit'),
  adminCampaigns: feed(['admin', 'campaigns'], 'campaigns'),
  ads: feed(['ads'], 'ads', 'campaigns'),
  adHistory: feed(['ads', 'history'], 'ads', 'audit'),
  adminAds: feed(['admin', 'ads'], 'ads', 'campaigns'),
  adStats: feed(['ad-stats'], 'ad_stats', 'ads', 'campaigns'),
  payments: feed(['payments'], 'payments'),
  // An advertiser's invoices and credit notes, with their campaigns' names, placements and dates.
  billing: feed(['billing'], 'invoices', 'campaigns'),
  placements: feed(['placements'], 'advertising_rates'),
  advertisingRates: feed(['advertising_rates'], 'advertising_rates'),
} as const satisfies Record<string, QueryFeed>;

/** Every group, for the inversions (projection → queries) and for checks that walk them all. */
export const allQueryFeeds: readonly QueryFeed[] = Object.values(READS);

/** The projections a route reading these groups depends on, each once. */
export const projectionsOf = (feeds: readonly QueryFeed[]): string[] => [
  ...new Set(feeds.flatMap((group) => group.projections)),
];

/** The query-key prefixes a change of `projection` makes stale. */
export const queryKeysFedBy = (projection: string): (readonly string[])[] =>
  allQueryFeeds.filter((group) => group.projections.includes(projection)).map((group) => group.queryKey);
