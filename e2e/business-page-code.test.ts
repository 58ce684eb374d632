import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRONTEND_DIST } from '@nsg/command-api/web/frontend-routes.ts';

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const manifest = (): Manifest =>
  JSON.parse(readFileSync(path.join(FRONTEND_DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** The names of the chunks a module loads with it, itself included. */
function loadedWith(chunks: Manifest, source: string, seen = new Set<string>()): Set<string> {
  if (!seen.has(source)) {
    seen.add(source);
    for (const name of chunks[source]?.imports ?? []) loadedWith(chunks, name, seen);
  }
  return seen;
}

describe("the business page's code", () => {
  it('brings no scroll area, floating-ui or zod of its own: its opening hours are a plain table', () => {
    const chunks = manifest();
    const app = new Set([...loadedWith(chunks, 'index.html'), ...loadedWith(chunks, 'src/app/app.tsx')]);
    const page = [...loadedWith(chunks, 'src/routes/business.$id.tsx?tsr-split=component')];
    const own = page.filter((name) => !app.has(name)).map((name) => chunks[name]!.name ?? name);
    expect(own.filter((name) => /ScrollArea|floating-ui|schemas|zod/i.test(name))).toEqual([]);
  });
});
