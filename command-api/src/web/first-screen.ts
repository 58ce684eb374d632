import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Pages the server sends drawn: the home page and the beach pages, in each language. */
const FIRST_SCREEN_PATH = /^(\/ja)?\/?$|^(\/ja)?\/beach\/\d{1,9}$/;
/** Conditions and the time of day move on: a drawn page is kept for a minute. */
const KEEP_MS = 60_000;
/** Pages kept at most (a beach page per beach and language, and the home pages). */
const KEEP_PAGES = 200;

/** Calls one of the API's own read routes, as the browser would. */
export type FetchApi = (path: string, init: RequestInit) => Promise<Response>;

type RenderFirstScreen = (
  pathname: string,
  at: Date,
  fetchApi: FetchApi,
) => Promise<{ html: string; data: { queries: unknown[] } } | null>;

/**
 * A page's `#root` as drawn, the data it was drawn with (JSON, for a `<script type="application/json">`) and
 * when: its clock shows that time, and so must the app's first render.
 */
export interface DrawnScreen {
  html: string;
  data: string | null;
  drawnAt: number;
}

export interface FirstScreenOptions {
  /** The frontend's server build (`npm run build` writes it to frontend/dist-server). */
  serverBuildDir: string;
  /** Draw the pages once at start, so the first visitor does not wait for the server build to load. */
  drawAtStart: boolean;
  /** The API's read routes the pages are drawn with. */
  fetchApi: FetchApi;
}

export interface FirstScreen {
  /** `#root`'s HTML for the page, or null when the page is not one of them or could not be drawn. */
  htmlFor(pathname: string): Promise<DrawnScreen | null>;
  /** `<link>`s to the stylesheets the drawn HTML needs before its first paint. */
  stylesheets: string;
}

/**
 * The first screens the frontend's server build draws (`frontend/dist-server`). Without that build, or when
 * drawing fails, pages are sent empty as before and the app draws them in the browser.
 */
export function firstScreen(
  distDir: string,
  { serverBuildDir, drawAtStart, fetchApi }: FirstScreenOptions,
  log: (error: unknown) => void,
): FirstScreen {
  const entry = path.join(serverBuildDir, 'entry-server.js');
  if (!existsSync(entry)) return { htmlFor: async () => null, stylesheets: '' };
  let render: Promise<RenderFirstScreen> | undefined;
  const kept = new Map<string, DrawnScreen>();
  const draw = async (pathname: string): Promise<DrawnScreen | null> => {
    render ??= import(pathToFileURL(entry).href).then(
      (module: { renderFirstScreen: RenderFirstScreen }) => module.renderFirstScreen,
    );
    const drawnAt = Date.now();
    const drawing = await (await render)(pathname, new Date(drawnAt), fetchApi);
    if (!drawing) return null;
    const data = drawing.data.queries.length > 0 ? scriptSafeJson(drawing.data) : null;
    return { html: drawing.html, data, drawnAt };
  };
  const drawn: FirstScreen = {
    stylesheets: stylesheetLinks(distDir),
    async htmlFor(pathname) {
      if (!FIRST_SCREEN_PATH.test(pathname)) return null;
      const hit = kept.get(pathname);
      if (hit && hit.drawnAt + KEEP_MS > Date.now()) return hit;
      try {
        const screen = await draw(pathname);
        if (!screen) return null;
        kept.delete(pathname);
        if (kept.size >= KEEP_PAGES) kept.delete(kept.keys().next().value!);
        kept.set(pathname, screen);
        return screen;
      } catch (error) {
        log(error);
        return null;
      }
    },
  };
  if (drawAtStart) for (const pathname of ['/', '/ja']) void drawn.htmlFor(pathname);
  return drawn;
}

/** JSON that cannot end the `<script>` it sits in, whatever text a review holds. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The visitor guide's stylesheets, as the build lists them for offline use. */
function stylesheetLinks(distDir: string): string {
  const list = path.join(distDir, 'offline-assets.json');
  if (!existsSync(list)) return '';
  const listed = JSON.parse(readFileSync(list, 'utf8')) as string[];
  return listed
    .filter((asset) => asset.endsWith('.css'))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}" />`)
    .join('\n    ');
}
