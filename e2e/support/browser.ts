import { chromium, type Browser, type BrowserServer, type Page } from 'playwright-core';

/** Debian's Chromium; override with CHROMIUM_PATH on machines that keep it elsewhere. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Starts headless Chromium for end-to-end tests. Playwright gives every `launch` a fresh temporary
 * user-data-dir (and deletes it on `close()`), so no cookies, storage or service workers leak between runs.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
}

/**
 * Starts the one headless Chromium a test run shares (see `vitest.global-setup.ts`); test files
 * `connectBrowser()` to it and keep their own contexts, which share no cookies, storage or service workers.
 */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
}

export interface ConsoleErrors {
  /** Console errors and uncaught page errors seen so far, in order. */
  readonly messages: readonly string[];
  /** Stops listening. */
  stop(): void;
}

/**
 * Collects a page's console errors and uncaught exceptions, e.g. to assert `expect(errors.messages).toEqual([])`
 * at the end of a test. `ignore` drops expected noise (matched against the message text).
 */
export function collectConsoleErrors(page: Page, { ignore = [] }: { ignore?: RegExp[] } = {}): ConsoleErrors {
  const messages: string[] = [];
  const keep = (text: string) => {
    if (!ignore.some((pattern) => pattern.test(text))) messages.push(text);
  };
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') keep(message.text());
  };
  const onPageError = (error: Error) => keep(`Uncaught ${error.name}: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    messages,
    stop() {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}
