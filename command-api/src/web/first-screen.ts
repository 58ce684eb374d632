import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { firstScreenDataScript, type FirstScreenData } from '@nsg/domain/shared/first-screen-data.ts';
import { pageStylesheets } from './page-preloads.ts';

/** Pages whose first screen needs no data, so the server can send it drawn: the home page in each language. */
const FIRST_SCREEN_PATHS = new Set(['/', '/ja', '/ja/']);
/** The home page's hero follows the time of day: a drawn page is kept for a minute. */
const KEEP_MS = 60_000;

interface ServerBuild {
  renderFirstScreen(pathname: string, at: Date, data: FirstScreenData): Promise<string>;
  documentAttributesAt(at: Date): string;
}

/**
 * A page's `#root` as drawn, and when: its clock shows that time, and so must the app's first render; and
 * the data it shows, as the script the page carries for that first render.
 */
export interface DrawnScreen {
  html: string;
  /** For `<html>`: the phase of the day it was drawn in, whose colours the header and hero paint with. */
  documentAttributes: string;
  drawnAt: number;
  dataScript: string;
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
  /** `<link>`s to the stylesheets a page's drawn HTML needs before its first paint. */
  stylesheetsFor(pathname: string): string;
}

/**
 * The first screens the frontend's server build draws (`frontend/dist-server`). Without that build, or when
 * drawing fails, pages are sent empty as before and the app draws them in the browser.
 */
export function firstScreen(
  distDir: string,
  { serverBuildDir, drawAtStart }: FirstScreenOptions,
  log: (error: unknown) => void,
  /** What the pages show besides their texts (the header images), read for each page sent. */
  loadData: () => Promise<FirstScreenData>,
): FirstScreen {
  const entry = path.join(serverBuildDir, 'entry-server.js');
  if (!existsSync(entry)) return { htmlFor: async () => null, stylesheetsFor: () => '' };
  let build: Promise<ServerBuild> | undefined;
  const kept = new Map<string, DrawnScreen>();
  const draw = async (pathname: string, data: FirstScreenData): Promise<DrawnScreen> => {
    build ??= import(pathToFileURL(entry).href) as Promise<ServerBuild>;
    const { renderFirstScreen, documentAttributesAt } = await build;
    const drawnAt = Date.now();
    const html = await renderFirstScreen(pathname, new Date(drawnAt), data);
    const documentAttributes = documentAttributesAt(new Date(drawnAt));
    return { html, documentAttributes, drawnAt, dataScript: firstScreenDataScript(data) };
  };
  const drawn: FirstScreen = {
    stylesheetsFor: stylesheetLinks(distDir),
    async htmlFor(pathname) {
      if (!FIRST_SCREEN_PATHS.has(pathname)) return null;
      try {
        const data = await loadData();
        const hit = kept.get(pathname);
        // An admin's change to the header images is drawn at once, not a minute later.
        if (hit && hit.drawnAt + KEEP_MS > Date.now() && hit.dataScript === firstScreenDataScript(data))
          return hit;
        const screen = await draw(pathname, data);
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

/**
 * A drawn page's stylesheets: those of the code its first render loads (the app's and its route's), not the
 * stylesheets of every other page, which come with their own code.
 */
function stylesheetLinks(distDir: string): (pathname: string) => string {
  const stylesheetsOf = pageStylesheets(distDir);
  return (pathname) =>
    stylesheetsOf(pathname)
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`)
      .join('\n    ');
}
