/** The header the API reads a listing's seller token from. */
export const SELLER_TOKEN_HEADER = 'x-listing-seller-token';
const TOKENS_KEY = 'boardHubSellerTokens';

/**
 * Seller tokens this browser holds, by listing id: from listing a board here, or from the seller link
 * mailed to the seller. Selling and renewing need the listing's token.
 */
export const sellerTokens = {
  all(): Record<string, string> {
    try {
      return JSON.parse(localStorage.getItem(TOKENS_KEY) ?? '{}') as Record<string, string>;
    } catch {
      return {};
    }
  },
  get(listingId: string): string | undefined {
    return this.all()[listingId];
  },
  set(listingId: string, token: string) {
    localStorage.setItem(TOKENS_KEY, JSON.stringify({ ...this.all(), [listingId]: token }));
  },
};

export const sellerTokenHeader = (listingId: string): Record<string, string> => {
  const token = sellerTokens.get(listingId);
  return token ? { [SELLER_TOKEN_HEADER]: token } : {};
};
