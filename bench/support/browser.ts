import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';

/**
 * What the browser benches share: Chromium and its flags (the browser tests' own), the pages they measure
 * and the floor page.
 */
export { chromiumArgs, chromiumPath } from '../../e2e/support/browser.ts';

/** `LIGHTHOUSE_PAGES=/shop,/` audits (and the main-thread bench measures) only those pages. */
export const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? [
  '/',
  '/beach/1',
  '/business/1',
  '/shop',
  '/ja',
  '/ja/beach/1',
];

/** The floor: a bare static page of a heading and a paragraph, served by Node's http module. */
const FLOOR_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="A bare static page: the floor for this machine's Lighthouse figures.">
<title>Floor</title></head><body><main><h1>North Shore</h1><p>Surf, beaches and local tips.</p></main></body></html>`;

export async function serveFloorPage(): Promise<{ server: Server; url: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(FLOOR_HTML);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { server, url: `http://127.0.0.1:${port}/` };
}

/**
 * Which face this machine draws Japanese pages in, for the figures' notes. Without the face phones have,
 * Chromium looks each Japanese character up in the system's fallback: with only IPAGothic installed that took
 * up to a second of layout at 4× on `/ja/beach/1`, which a phone does not pay.
 */
export function japaneseFaceNote(): string {
  let families = '';
  try {
    families = execFileSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' });
  } catch {
    // No fontconfig: no faces to name.
  }
  if (families.includes('Noto Sans CJK JP'))
    return 'Japanese pages are drawn in Noto Sans CJK JP, as on Android phones.';
  const found = families.trim().split('\n')[0] || 'no Japanese face';
  return (
    `**Japanese pages are drawn without Noto Sans CJK JP** (${found}): their figures include the system's font ` +
    'fallback, up to a second of layout at 4× (`apt-get install fonts-noto-cjk`).'
  );
}
