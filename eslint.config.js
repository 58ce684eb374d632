import tseslint from 'typescript-eslint';
import nsg from './eslint-rules/index.ts';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/.tsbuild/**',
      'frontend/src/routeTree.gen.ts',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { nsg },
    rules: { 'nsg/effect-returns-cleanup': 'error' },
  },
);
