const STOCK_IMAGE = '/images/stock-ad.svg';

const categorySlug = (category: string) =>
  category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The shipped picture for a category, used when a business's own image fails. */
export const categoryImage = (category: string) => `/images/businesses/${categorySlug(category)}.svg`;

/** A business's pictures in the order to try: its own, its category's, a stock one. */
export function businessImageSources(business: { image: string | null; category: string }): string[] {
  return [business.image, categoryImage(business.category), STOCK_IMAGE].filter(
    (source): source is string => !!source,
  );
}
