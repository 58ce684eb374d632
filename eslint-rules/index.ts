import type { ESLint } from 'eslint';
import effectReturnsCleanup from './effect-returns-cleanup.ts';

/** The project's own lint rules, for what no published plugin checks. */
const plugin: ESLint.Plugin = {
  meta: { name: 'nsg' },
  rules: { 'effect-returns-cleanup': effectReturnsCleanup },
};

export default plugin;
