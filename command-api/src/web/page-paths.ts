import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { KnownPage } from './page-meta.ts';

/**
 * Whether the app has a page at a path, from the route table of the frontend's server build (its
 * `pagePaths()`, e.g. `/beach/$id`): the server answers 404 for any other path. Without that build, or when
 * it cannot be read, every path is taken as a page, as the app then decides alone.
 */
export async function loadKnownPage(
  serverBuildDir: string,
  log: (error: unknown) => void,
): Promise<KnownPage> {
  const entry = path.join(serverBuildDir, 'entry-server.js');
  if (!existsSync(entry)) return () => true;
  let patterns: RegExp[];
  try {
    const { pagePaths } = (await import(pathToFileURL(entry).href)) as { pagePaths: () => string[] };
    patterns = pagePaths().map(routePattern);
  } catch (error) {
    log(error);
    return () => true;
  }
  return (englishPath) => {
    const pathname = englishPath.replace(/\/+$/, '') || '/';
    return patterns.some((pattern) => pattern.test(pathname));
  };
}

/** `/beach/$id` matches `/beach/` and one segment; the route's own trailing slash is dropped. */
function routePattern(routePath: string): RegExp {
  const segments = (routePath.replace(/\/+$/, '') || '/')
    .split('/')
    .map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^{}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/') || '/'}$`);
}
