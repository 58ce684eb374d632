import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type BuildEnvironmentOptions } from 'vite';
import { offlineAssetsPlugin } from './offline-assets.ts';
import { precompiledMessagesPlugin } from './precompiled-messages.ts';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const apiProxy = { '/api': { target: 'http://127.0.0.1:3000', ws: true } };

export default defineConfig(({ isSsrBuild }) => ({
  root: fromHere('.'),
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Pending components too: a route's skeleton must not pull its page's modules into the entry chunk.
      codeSplittingOptions: {
        defaultBehavior: [['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: fromHere('./src/routes'),
      generatedRouteTree: fromHere('./src/routeTree.gen.ts'),
    }),
    react(),
    precompiledMessagesPlugin(),
    offlineAssetsPlugin(),
  ],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: isSsrBuild ? serverRenderBuild : clientBuild,
}));

const clientBuild: BuildEnvironmentOptions = {
  outDir: fromHere('./dist'),
  emptyOutDir: true,
  // dist/.vite/manifest.json: the server reads which chunks a page needs, to ask for them in the page's head.
  manifest: true,
  // SOURCEMAP=1 npm run build: for reading a CPU profile of the built pages by source file (bench/README.md).
  sourcemap: process.env.SOURCEMAP === '1',
  rolldownOptions: {
    // Shared chunks up to 32 KB are inlined into the chunks that use them: a page's first load is a few
    // larger scripts, not a hundred small ones, each a round trip on a phone's latency (at 16 KB Lighthouse
    // mobile gave the undrawn pages 91–92, at 32 KB 92–93). The price is code repeated across route chunks.
    preserveEntrySignatures: false,
    output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 32 * 1024 } } },
  },
};

/** `renderFirstScreen` for the API server, which sends each page's first screen as HTML (src/server-render). */
const serverRenderBuild: BuildEnvironmentOptions = {
  outDir: fromHere('./dist-server'),
  emptyOutDir: true,
  copyPublicDir: false,
};
