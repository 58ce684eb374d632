import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../http/errors.ts';
import type { AllowedMethods } from '../http/method-not-allowed.ts';
import { firstScreen, type DrawnScreen, type FirstScreen, type FirstScreenOptions } from './first-screen.ts';
import { LOCALE_COOKIE } from '@nsg/domain/shared/locales.ts';
import { languageRedirect, localizedShell } from './page-language.ts';
import { pagePreloads } from './page-preloads.ts';
import { pageHead, withPageMeta, type CatalogEntries } from './page-meta.ts';
import { loadKnownPage } from './page-paths.ts';

export const FRONTEND_DIST = path.resolve(import.meta.dirname, '../../../frontend/dist');
/** The server build of the frontend that draws first screens (`renderFirstScreen`). */
export const FRONTEND_SERVER_BUILD = path.resolve(import.meta.dirname, '../../../frontend/dist-server');

/** The visitor's language choice, as the header switch saves it in the browser: a year, every page. */
const LOCALE_COOKIE_OPTIONS = { path: '/', maxAge: 365 * 24 * 60 * 60, sameSite: 'lax' } as const;

const HASHED_ASSET = /[/\\]assets[/\\]/;
const ALWAYS_FRESH = /(service-worker|push-worker)\.js$|\.html$|robots\.txt$/;

/** Hashed assets never change under their name: a year, immutable. Workers and pages: always revalidate. */
export function cacheControlFor(filePath: string): string {
  if (HASHED_ASSET.test(filePath)) return 'public, max-age=31536000, immutable';
  if (ALWAYS_FRESH.test(filePath)) return 'no-cache';
  return 'public, max-age=86400';
}

/**
 * Serves the built frontend; any other non-API GET gets index.html so the router can show its page, or its
 * 404 page with a 404 status when the route table or the catalog has no such page.
 */
export function frontendRoutes(
  distDir: string,
  uploadDir: string,
  publicUrl: string | undefined,
  methods: AllowedMethods,
  entries: CatalogEntries,
  drawing: Partial<FirstScreenOptions> = {},
) {
  const firstScreens = { serverBuildDir: FRONTEND_SERVER_BUILD, drawAtStart: false, ...drawing };
  const firstScreenData = async () => ({ headerImages: await entries.headerImages() });
  return async (app: FastifyInstance) => {
    const built = existsSync(path.join(distDir, 'index.html'));
    const drawn: FirstScreen | null = built
      ? firstScreen(
          distDir,
          firstScreens,
          (error) => app.log.warn({ err: error }, 'first screen not drawn'),
          firstScreenData,
        )
      : null;
    const preloadsFor = built ? pagePreloads(distDir) : () => [];
    // The route table comes with the whole server build: read on the first page asked for, not at start.
    let knownPage: ReturnType<typeof loadKnownPage> | undefined;
    const routeTable = () =>
      (knownPage ??= loadKnownPage(firstScreens.serverBuildDir, (error) =>
        app.log.warn({ err: error }, 'route table not read: every path is served as a page'),
      ));
    if (built) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        // The .br/.gz made at build (scripts/precompress.ts), chosen by Accept-Encoding.
        preCompressed: true,
        cacheControl: false,
        setHeaders: (response, filePath) => response.header('cache-control', cacheControlFor(filePath)),
      });
    }
    await app.register(fastifyStatic, {
      root: path.resolve(uploadDir),
      prefix: '/uploads/',
      decorateReply: false,
      maxAge: '7d',
    });

    app.setNotFoundHandler(async (request, reply) => {
      const requestPath = request.url.split('?')[0]!;
      const allowed = methods.allowedFor(requestPath);
      if (allowed.length > 0) {
        reply.header('allow', allowed.join(', '));
        return sendError(reply, 405, `${request.method} is not allowed here: use ${allowed.join(', ')}`);
      }
      if (request.url.startsWith('/api/') || request.method !== 'GET') {
        return sendError(reply, 404, `No route ${request.method} ${requestPath}`);
      }
      if (!built)
        return reply.code(503).type('text/plain').send('The frontend is not built yet: run `npm run build`.');
      reply.header('vary', 'Accept-Encoding, Accept-Language, Cookie').header('cache-control', 'no-cache');
      const redirect = languageRedirect(request);
      if (redirect?.chosen) reply.setCookie(LOCALE_COOKIE, redirect.chosen, LOCALE_COOKIE_OPTIONS);
      if (redirect) return reply.redirect(redirect.location, 302);
      const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
      const origin = publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;
      const head = await pageHead(requestPath, entries, await routeTable());
      reply.code(head.status);
      const page = localizedShell(withPageMeta(html, head.meta), request.url, origin);
      const screen = await drawn?.htmlFor(requestPath);
      // A drawn page paints before any script: its stylesheets come first, not shared with the code.
      const whole =
        screen && drawn
          ? withFirstScreen(page, requestPath, screen, drawn.stylesheetsFor(requestPath))
          : withPreloads(page, preloadsFor(requestPath));
      return sendPage(request, reply, whole);
    });
  };
}

/** The page with its first screen drawn into `#root` and the stylesheets it needs, where there is one. */
function withFirstScreen(page: string, pathname: string, screen: DrawnScreen, stylesheets: string): string {
  const root = `<div id="root" data-first-screen="${pathname}" data-drawn-at="${screen.drawnAt}">`;
  return page
    .replace('<html ', () => `<html${screen.documentAttributes} `)
    .replace('</head>', () => `  ${stylesheets}\n  ${screen.dataScript}\n  </head>`)
    .replace('<div id="root"></div>', () => `${root}${screen.html}</div>`);
}

/** The page with links in its head that ask at once for its first render's code and data (page-preloads.ts). */
function withPreloads(page: string, links: string[]): string {
  return links.length === 0 ? page : page.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
}

const gzipped = promisify(gzip);

/** A page gzipped when the browser takes it: a drawn first screen is 85 KB of HTML, 13 KB gzipped. */
async function sendPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.type('text/html');
  if (!/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.send(html);
  return reply.header('content-encoding', 'gzip').send(await gzipped(html));
}
