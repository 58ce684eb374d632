import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
for (const path of ['/beach/1', '/business/1']) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    (window as any).__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as any[]) (window as any).__shifts.push({ value: e.value, sources: (e.sources ?? []).map((s: any) => s.node?.outerHTML?.slice(0, 120)) });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${process.argv[2]}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const shifts = await page.evaluate(() => (window as any).__shifts);
  console.log(path, shifts.reduce((s: number, e: any) => s + e.value, 0).toFixed(3), JSON.stringify(shifts).slice(0, 1500));
  await context.close();
}
await browser.close();
