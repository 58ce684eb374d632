import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const apiProxy = { '/api': { target: 'http://127.0.0.1:3000', ws: true } };

export default defineConfig({
  root: fromHere('.'),
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: fromHere('./src/routes'),
      generatedRouteTree: fromHere('./src/routeTree.gen.ts'),
    }),
    react(),
  ],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: { outDir: fromHere('./dist'), emptyOutDir: true },
});
