/** The search of a newsletter mail's link; anything else reads as empty, and the server refuses it. */
export const newsletterLinkSearch = (
  search: Record<string, unknown>,
): { subscription: string; token: string } => ({
  subscription: typeof search.subscription === 'string' ? search.subscription : '',
  token: typeof search.token === 'string' ? search.token : '',
});
