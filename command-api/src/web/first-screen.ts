import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Pages whose first screen needs no data, so the server can send it drawn: the home page in each language. */
const FIRST_SCREEN_PATHS = new Set(['/', '/ja', '/ja/']);
/** The home page's hero follows the time of day: a drawn page is kept for a minute. */
const KEEP_MS = 60_000;

type RenderFirstScreen = (pathname: string, at: Date) => Promise<string>;

/** A page's `#root` as drawn, and when: its clock shows that time, and so must the app's first render. */
export interface DrawnScreen {
  html: string;
  drawnAt: number;
}

export interface FirstScreenOptions {
  /** The frontend's server build (`npm run build` writes it to frontend/dist-server). */
  serverBuildDir: string;
  /** Draw the pages once at start, so the first visitor does not wait for the server build to load. */
  drawAtStart: boolean;
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
  { serverBuildDir, drawAtStart }: FirstScreenOptions,
  log: (error: unknown) => void,
): FirstScreen {
  const entry = path.join(serverBuildDir, 'entry-server.js');
  if (!existsSync(entry)) return { htmlFor: async () => null, stylesheets: '' };
  let render: Promise<RenderFirstScreen> | undefined;
  const kept = new Map<string, DrawnScreen>();
  const draw = async (pathname: string): Promise<DrawnScreen> => {
    render ??= import(pathToFileURL(entry).href).then(
      (module: { renderFirstScreen: RenderFirstScreen }) => module.renderFirstScreen,
    );
    const drawnAt = Date.now();
    return { html: await (await render)(pathname, new Date(drawnAt)), drawnAt };
  };
  const drawn: FirstScreen = {
    stylesheets: stylesheetLinks(distDir),
    async htmlFor(pathname) {
      if (!FIRST_SCREEN_PATHS.has(pathname)) return null;
      const hit = kept.get(pathname);
      if (hit && hit.drawnAt + KEEP_MS > Date.now()) return hit;
      try {
        const screen = await draw(pathname);
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
