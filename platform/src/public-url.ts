import type { Config } from './config.ts';

/**
 * The address visitors reach the guide at, without a trailing slash: PUBLIC_URL, or the one `npm start`
 * prints. Links in mail and documents start with it, since a mail reader has no page to be relative to.
 */
export function publicUrlOf(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

/** An absolute link to one of the guide's pages, e.g. `/advertiser/login`. */
export const publicLink = (config: Pick<Config, 'PUBLIC_URL' | 'PORT'>, path: string): string =>
  `${publicUrlOf(config)}${path}`;
