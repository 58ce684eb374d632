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
