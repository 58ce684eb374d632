import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../http/errors.ts';
import type { AllowedMethods } from '../http/method-not-allowed.ts';
import { languageRedirect, localizedShell } from './page-language.ts';
import { pageMeta, withPageMeta, type CatalogNames } from './page-meta.ts';

export const FRONTEND_DIST = path.resolve(import.meta.dirname, '../../../frontend/dist');

const HASHED_ASSET = /[/\\]assets[/\\]/;
const ALWAYS_FRESH = /(service-worker|push-worker)\.js$|\.html$|robots\.txt$/;

/** Hashed assets never change under their name: a year, immutable. Workers and pages: always revalidate. */
export function cacheControlFor(filePath: string): string {
  if (HASHED_ASSET.test(filePath)) return 'public, max-age=31536000, immutable';
  if (ALWAYS_FRESH.test(filePath)) return 'no-cache';
  return 'public, max-age=86400';
}

/** Serves the built frontend; any other non-API GET gets index.html so the router can show its page or its 404. */
export function frontendRoutes(
  distDir: string,
  uploadDir: string,
  publicUrl: string | undefined,
  methods: AllowedMethods,
  names: CatalogNames,
) {
  return async (app: FastifyInstance) => {
    const built = existsSync(path.join(distDir, 'index.html'));
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
      reply.header('vary', 'Accept-Language, Cookie').header('cache-control', 'no-cache');
      const redirect = languageRedirect(request);
      if (redirect) return reply.redirect(redirect, 302);
      const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
      const origin = publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;
      const meta = await pageMeta(requestPath, names);
      return reply.type('text/html').send(localizedShell(withPageMeta(html, meta), request.url, origin));
    });
  };
}
