import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's shared Chromium, launched by the global setup. */
    browserWsEndpoint: string;
  }
}

/**
 * The run's shared Chromium, for one test file. Closing it ends this file's connection and contexts
 * only; the browser itself lives until the run ends.
 */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserWsEndpoint'));
}
