import type { HeaderImageView } from '@nsg/domain/catalog/header-image.ts';
import { beachImage } from '@nsg/domain/catalog/beach-image.ts';
import { businessImageSources } from '@nsg/domain/catalog/business-image.ts';
import pageMetaEn, { type PageMetaMessageId } from '@nsg/domain/i18n/messages/page-meta.en.ts';
import pageMetaJa from '@nsg/domain/i18n/messages/page-meta.ja.ts';
import { translator } from '@nsg/domain/i18n/translate.ts';
import type { MessageId } from '@nsg/domain/i18n/messages/en.ts';
import { localeOfPath, pathInLocale, type Locale } from '@nsg/domain/shared/locales.ts';

export interface PageMeta {
  title: string;
  description: string;
  /** The page's main picture (its largest paint), fetched from the head instead of after the code has run. */
  image?: string;
}

/** A page's head, and whether there is such a page: a missing one is sent with its 404 status. */
export interface PageHead {
  meta: PageMeta;
  status: 200 | 404;
}

/**
 * The catalog entries a page URL can point at (null when there is none), for the page's title, description
 * and picture.
 */
export interface CatalogEntries {
  beach(id: number): Promise<{ name: string; image: string | null } | null>;
  business(id: number): Promise<{ name: string; image: string | null; category: string } | null>;
  /** The home page's header images, first shown first: its first screen draws them. */
  headerImages(): Promise<HeaderImageView[]>;
}

/** Whether the app has a page at an English path (its route table); unknown paths are 404s. */
export type KnownPage = (englishPath: string) => boolean;

const DESCRIPTIONS: Record<Locale, Record<PageMetaMessageId, string>> = { en: pageMetaEn, ja: pageMetaJa };

/** Each public page's title (the page's own heading) and description, so search results say what is there. */
const STATIC_PAGES: Record<string, { title: MessageId | null; description: PageMetaMessageId }> = {
  '/': { title: null, description: 'meta.home' },
  '/shop': { title: 'shop.title', description: 'meta.shop' },
  '/local-tips': { title: 'localTips.title', description: 'meta.localTips' },
  '/events': { title: 'calendar.title', description: 'meta.calendar' },
  '/events/submit': { title: 'calendar.form.title', description: 'meta.calendarSubmit' },
  '/eco-challenges': { title: 'ecoChallenges.title', description: 'meta.ecoChallenges' },
  '/board-hub': { title: 'boardHub.title', description: 'meta.boardHub' },
  '/surveys': { title: 'surveys.title', description: 'meta.surveys' },
  '/about': { title: 'about.title', description: 'meta.about' },
  '/contact': { title: 'contact.title', description: 'meta.contact' },
  '/business-partnership': { title: 'partnership.title', description: 'meta.partnership' },
  '/privacy-policy': { title: 'privacy.title', description: 'meta.privacy' },
  '/terms-of-use': { title: 'terms.title', description: 'meta.terms' },
  '/notifications': { title: 'notifications.title', description: 'meta.notifications' },
  '/mobile/settings': { title: 'settings.title', description: 'meta.settings' },
};

/** The head for a page's app shell, in the page's language, and its status. */
export async function pageHead(
  pathname: string,
  entries: CatalogEntries,
  knownPage: KnownPage,
): Promise<PageHead> {
  const locale = localeOfPath(pathname);
  const t = translator(locale);
  const texts = DESCRIPTIONS[locale];
  const site = texts['meta.site'];
  const titled = (title: string) => `${title} | ${site}`;
  const found = (meta: PageMeta): PageHead => ({ meta, status: 200 });
  const missing = (title: MessageId): PageHead => ({
    meta: { title: titled(t(title)), description: texts['meta.notFound'] },
    status: 404,
  });

  const path = pathInLocale(pathname, 'en').replace(/\/+$/, '') || '/';
  const known = STATIC_PAGES[path];
  if (known) {
    return found({
      title: known.title ? titled(t(known.title)) : site,
      description: texts[known.description],
    });
  }
  const item = /^\/(beach|business)\/([^/]+)$/.exec(path);
  if (item) {
    const id = /^\d{1,9}$/.test(item[2]!) ? Number(item[2]) : null;
    if (item[1] === 'beach') {
      const beach = id === null ? null : await entries.beach(id);
      if (!beach) return missing('beach.notFound');
      return found({
        title: titled(beach.name),
        description: texts['meta.beach'].replace('{name}', beach.name),
        image: beachImage(beach),
      });
    }
    const business = id === null ? null : await entries.business(id);
    if (!business) return missing('businessPage.notFound');
    return found({
      title: titled(business.name),
      description: texts['meta.business'].replace('{name}', business.name),
      image: businessImageSources(business)[0],
    });
  }
  if (!knownPage(path)) return missing('notFound.title');
  return found({ title: site, description: texts['meta.home'] });
}

/** The shell with the page's title and description in place of the generic ones, and its picture asked for. */
export function withPageMeta(html: string, meta: PageMeta): string {
  const image = meta.image
    ? `\n    <link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(meta.image)}" />`
    : '';
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(meta.description)}" />${image}`,
    );
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
