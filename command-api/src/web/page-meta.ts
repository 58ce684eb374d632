import { beachImage } from '@nsg/domain/catalog/beach-image.ts';
import { businessImageSources } from '@nsg/domain/catalog/business-image.ts';
import { pathInLocale } from '@nsg/domain/shared/locales.ts';

export interface PageMeta {
  title: string;
  description: string;
  /** The page's main picture (its largest paint), fetched from the head instead of after the code has run. */
  image?: string;
}

/**
 * The catalog entries a page URL can point at (null when there is none), for the page's title, description
 * and picture.
 */
export interface CatalogEntries {
  beach(id: number): Promise<{ name: string; image: string | null } | null>;
  business(id: number): Promise<{ name: string; image: string | null; category: string } | null>;
}

const SITE = 'North Shore Guide';
const HOME: PageMeta = {
  title: SITE,
  description:
    "North Shore Guide: beaches, surf and safety, live conditions and local businesses on Oahu's North Shore.",
};

/** Each public page's own title and description, so search results and shared links say what is there. */
const STATIC_PAGES: Record<string, PageMeta> = {
  '/': HOME,
  '/shop': {
    title: `Shop | ${SITE}`,
    description: 'Local designs, surf gear, beach essentials and keepsakes from the North Shore of Oahu.',
  },
  '/local-tips': {
    title: `Local Tips | ${SITE}`,
    description:
      'Where locals eat, surf and watch the sunset on the North Shore: tips by category, searchable, with recommendations.',
  },
  '/eco-challenges': {
    title: `Eco-Challenges | ${SITE}`,
    description:
      'Protect the North Shore: take on beach clean-ups and reef-safe challenges, earn points and redeem local rewards.',
  },
  '/board-hub': {
    title: `Board Hub | ${SITE}`,
    description: 'Buy and sell used surfboards on the North Shore: listings by length, condition and price.',
  },
  '/surveys': {
    title: `Surveys | ${SITE}`,
    description: 'Community surveys from North Shore residents and visitors: answer them or start your own.',
  },
  '/about': {
    title: `About | ${SITE}`,
    description:
      "Who makes North Shore Guide, the visitor guide to Oahu's North Shore, and where its data comes from.",
  },
  '/contact': {
    title: `Contact | ${SITE}`,
    description: 'Send the North Shore Guide team a question, a correction or a partnership enquiry.',
  },
  '/business-partnership': {
    title: `Business Partnership | ${SITE}`,
    description:
      'Advertise your North Shore business to the visitors planning their day with North Shore Guide.',
  },
  '/privacy-policy': {
    title: `Privacy Policy | ${SITE}`,
    description: 'What North Shore Guide collects, why, how long it is kept and how to have it erased.',
  },
  '/terms-of-use': {
    title: `Terms of Use | ${SITE}`,
    description: 'The terms for using North Shore Guide, its listings, reviews and advertising.',
  },
};

/** The title and description for a page's app shell (English path; other languages share them for now). */
export async function pageMeta(pathname: string, entries: CatalogEntries): Promise<PageMeta> {
  const path = pathInLocale(pathname, 'en').replace(/\/+$/, '') || '/';
  const known = STATIC_PAGES[path];
  if (known) return known;
  const item = /^\/(beach|business)\/(\d{1,9})$/.exec(path);
  if (item?.[1] === 'beach') {
    const beach = await entries.beach(Number(item[2]));
    if (beach) {
      return {
        title: `${beach.name} | ${SITE}`,
        description: `${beach.name}: today's surf hazard rating with each reading's source and age, lifeguards, parking, safety tips and reviews.`,
        image: beachImage(beach),
      };
    }
  }
  if (item?.[1] === 'business') {
    const business = await entries.business(Number(item[2]));
    if (business) {
      return {
        title: `${business.name} | ${SITE}`,
        description: `${business.name} on Oahu's North Shore: what it offers, where it is, how to reach it and what visitors say.`,
        image: businessImageSources(business)[0],
      };
    }
  }
  return HOME;
}

/** The shell with the page's title and description in place of the generic ones, and its picture asked for. */
export function withPageMeta(html: string, meta: PageMeta): string {
  const image = meta.image
    ? `\n    <link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(meta.image)}" />`
    : '';
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(meta.description)}" />${image}`,
    );
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
