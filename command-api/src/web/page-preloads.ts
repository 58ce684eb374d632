import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { messagePartsFor } from '@nsg/domain/i18n/message-parts.ts';
import { localeOfPath, pathInLocale } from '@nsg/domain/shared/locales.ts';

/** A chunk as Vite's build manifest (frontend/dist/.vite/manifest.json) lists it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** Reads of our API a page's first render makes: asked for in the head, they arrive while the code loads. */
const PAGE_DATA: [RegExp, (id: string) => string[]][] = [
  [/^\/beach\/(\d{1,9})$/, (id) => [`/api/beaches/${id}`, `/api/reviews?type=beach&targetId=${id}`]],
  [/^\/business\/(\d{1,9})$/, (id) => [`/api/businesses/${id}`, `/api/reviews?type=business&targetId=${id}`]],
  [/^\/shop$/, () => ['/api/products']],
];

/**
 * `<link>`s for a page's head that ask at once for what its first render needs: the app's code, the
 * language's messages, the page's route code and its data. Without them a phone finds each only once the
 * one before has run (entry → app → messages → route → data): four round trips of a slow network in a row.
 */
export function pagePreloads(distDir: string): (pathname: string) => string[] {
  const firstRender = firstRenderChunks(distDir);
  if (!firstRender) return () => [];
  return (pathname) => {
    const { chunks, inEntry } = firstRender(pathname);
    const scripts = chunks.map((chunk) => chunk.file).filter((file) => !inEntry.has(file));
    return [
      ...dataFor(bareOf(pathname)).map(
        (url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escape(url)}" />`,
      ),
      ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
      ...stylesheetsOf(chunks).map((file) => `<link rel="preload" as="style" crossorigin href="/${file}" />`),
    ];
  };
}

/** The stylesheets of a page's first render (`assets/…css`): those a page the server drew needs to paint. */
export function pageStylesheets(distDir: string): (pathname: string) => string[] {
  const firstRender = firstRenderChunks(distDir);
  return (pathname) => (firstRender ? stylesheetsOf(firstRender(pathname).chunks) : []);
}

const stylesheetsOf = (chunks: ManifestChunk[]) => [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
const bareOf = (pathname: string) => pathInLocale(pathname, 'en').replace(/(.)\/$/, '$1');

/** The chunks a page's first render loads, and the files of those the entry brings itself; null unbuilt. */
function firstRenderChunks(
  distDir: string,
): ((pathname: string) => { chunks: ManifestChunk[]; inEntry: Set<string> }) | null {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entry = Object.values(manifest).filter((chunk) => chunk.isEntry);
  const inEntry = new Set(entry.flatMap((chunk) => reachable(manifest, chunk)).map((chunk) => chunk.file));
  return (pathname) => {
    const locale = localeOfPath(pathname);
    const sources = [
      'src/app/app.tsx',
      `../domain/src/i18n/messages/${locale}.ts`,
      ...messagePartsFor(pathname).map((part) => `../domain/src/i18n/messages/${part}.${locale}.ts`),
      ...routeSources(manifest, bareOf(pathname)),
    ];
    const chunks = new Set(
      sources.flatMap((source) => (manifest[source] ? reachable(manifest, manifest[source]) : [])),
    );
    return { chunks: [...chunks], inEntry };
  };
}

/** The route files' chunks a page's first render loads: its component and its skeleton. */
function routeSources(manifest: Manifest, bare: string): string[] {
  const segments = bare.split('/').filter(Boolean);
  const candidates =
    segments.length === 0 ? ['index'] : [segments.join('.'), [...segments.slice(0, -1), '$id'].join('.')];
  const file = candidates.find((name) => manifest[`src/routes/${name}.tsx?tsr-split=component`]);
  if (!file) return [];
  return ['component', 'pendingComponent'].map((split) => `src/routes/${file}.tsx?tsr-split=${split}`);
}

function dataFor(bare: string): string[] {
  for (const [pattern, urls] of PAGE_DATA) {
    const match = pattern.exec(bare);
    if (match) return urls(match[1]!);
  }
  return [];
}

/** A chunk and every chunk it imports statically, transitively. */
function reachable(
  manifest: Manifest,
  chunk: ManifestChunk,
  seen = new Set<ManifestChunk>(),
): ManifestChunk[] {
  if (!seen.has(chunk)) {
    seen.add(chunk);
    for (const name of chunk.imports ?? []) if (manifest[name]) reachable(manifest, manifest[name], seen);
  }
  return [...seen];
}

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
