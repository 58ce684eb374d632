import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitorPage, startVisitorApp, type VisitorApp } from './support/visitor-app.ts';

let v: VisitorApp;
beforeAll(async () => {
  v = await startVisitorApp();
});
afterAll(() => v?.close());

/** The layout shifts a first visit records, as Lighthouse sums them, with what moved. */
async function layoutShifts(path: string) {
  const page = await newVisitorPage(v, { viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node }[];
      })[]) {
        shifts.push({
          value: entry.value,
          moved: (entry.sources ?? []).map((s) => (s.node as Element | undefined)?.tagName ?? '?'),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${v.baseUrl}${path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: { value: number; moved: string[] }[] }).layoutShifts,
  );
  await page.close();
  return shifts;
}

describe('layout shift on a phone', () => {
  // The footer was on the first screen and jumped down as each page filled in (CLS 0.67 and 0.79).
  it.each(['/beach/1', '/business/1', '/', '/shop'])('%s moves nothing once shown', async (path) => {
    expect(await layoutShifts(path)).toEqual([]);
  });
});
