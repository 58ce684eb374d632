import type { Plugin } from 'vite';

/** Where the list is served; the service worker precaches every file it names. */
export const OFFLINE_ASSETS_FILE = 'offline-assets.json';

/** Modules whose code needs a connection anyway (maps) or is not part of the visitor guide (admin, advertisers). */
const ONLINE_ONLY = [/\/components\/map\/deck-map\.tsx$/, /\/routes\/(admin|advertiser)[^/]*$/];

interface ChunkInfo {
  imports: string[];
  dynamicImports: string[];
  facadeModuleId: string | null;
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Emits the list of the built scripts and stylesheets the guide needs offline: everything reachable from the entry,
 * except what only online-only modules reach. Parts loaded on demand (dialogs, the mobile menu, route pages) are
 * then in the worker's cache before the visitor first opens them, even with the network gone.
 */
export function offlineAssetsPlugin(): Plugin {
  return {
    name: 'nsg-offline-assets',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkInfo>();
      for (const [fileName, output] of Object.entries(bundle))
        if (output.type === 'chunk') chunks.set(fileName, output);
      const entries = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' && output.isEntry ? [output.fileName] : [],
      );
      const files = new Set<string>();
      const pending = [...entries];
      while (pending.length > 0) {
        const fileName = pending.pop()!;
        const chunk = chunks.get(fileName);
        if (!chunk || files.has(fileName)) continue;
        const id = (chunk.facadeModuleId ?? '').split('?')[0]!;
        if (ONLINE_ONLY.some((pattern) => pattern.test(id))) continue;
        files.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        pending.push(...chunk.imports, ...chunk.dynamicImports);
      }
      const urls = [...files].sort().map((file) => `/${file}`);
      this.emitFile({ type: 'asset', fileName: OFFLINE_ASSETS_FILE, source: `${JSON.stringify(urls)}\n` });
    },
  };
}
