import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectConsoleErrors } from './support/browser.ts';
import {
  newVisitorPage,
  seriousAxeViolations,
  startVisitorApp,
  type VisitorApp,
} from './support/visitor-app.ts';

let v: VisitorApp;
beforeAll(async () => {
  v = await startVisitorApp();
});
afterAll(() => v?.close());

/** Live conditions and ads are other features: until they answer, their failed requests are expected noise. */
const expectedNoise = [/Failed to load resource/];

describe('beach detail', () => {
  it('shows a beach with its facts, safety tips, nearby beaches and reviews, and takes a review', async () => {
    const beach = (await v.t.app.inject({ url: '/api/beaches/1' })).json<{ name: string; bestFor: string }>();
    const page = await newVisitorPage(v);
    const errors = collectConsoleErrors(page, { ignore: expectedNoise });
    await page.goto(`${v.baseUrl}/beach/1`);
    await page.getByRole('heading', { level: 1, name: beach.name }).waitFor();
    await page.getByText(beach.bestFor).first().waitFor();
    // The three nearest beaches, as links, never the beach itself; and directions to this one.
    const nearby = page.getByTestId('nearby-beaches').getByRole('link');
    await nearby.first().waitFor();
    const names = await nearby.allTextContents();
    expect(names).toHaveLength(3);
    expect(names).toContain('Sharks Cove');
    expect(names).not.toContain(beach.name);
    expect(
      await page
        .getByRole('link', { name: `Directions to ${beach.name} (Google Maps)` })
        .getAttribute('href'),
    ).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=21\.6648,-158\.0534$/);
    await page.getByText('Never turn your back on the ocean.').waitFor();
    await page.getByText(`No reviews yet for ${beach.name}`).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Write a Review' });
    await dialog.getByLabel('Title').fill('Glassy morning');
    await dialog.getByLabel('Review').fill('Clear water and friendly lifeguards.');
    await dialog.getByLabel('Name').fill('Kekoa');
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText('Review submitted!').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(errors.messages).toEqual([]);
    await page.close();
  });

  it('opens a nearby beach at its top, and going back returns to where the visitor was', async () => {
    const page = await newVisitorPage(v, { viewport: { width: 390, height: 844 } });
    await page.goto(`${v.baseUrl}/beach/1`);
    const nearby = page.getByTestId('nearby-beaches').getByRole('link');
    await nearby.first().scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    const name = (await nearby.first().textContent())!;
    await nearby.first().click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.getByTestId('nearby-beaches').waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.close();
  });

  it('says "Beach Not Found" for a missing or non-numeric id, and 404 for an unknown path', async () => {
    const page = await newVisitorPage(v);
    await page.goto(`${v.baseUrl}/beach/987654`);
    await page.getByRole('heading', { name: 'Beach Not Found' }).waitFor();
    await page.getByText("Sorry, we couldn't find information about this beach.").waitFor();
    await page.goto(`${v.baseUrl}/beach/pipeline`);
    await page.getByRole('heading', { name: 'Beach Not Found' }).waitFor();
    await page.goto(`${v.baseUrl}/no-such-page`);
    await page.getByText('404 Page Not Found').waitFor();
    await page.getByRole('contentinfo').waitFor();
    await page.close();
  });
});

describe('business detail', () => {
  it('has no serious accessibility violation', async () => {
    const page = await newVisitorPage(v);
    await page.goto(`${v.baseUrl}/business/1`);
    await page.getByRole('heading', { name: 'About' }).waitFor();
    await page.getByRole('heading', { name: 'Customer Reviews' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('shop', () => {
  it('filters by category and search, and adds to the cart with "Adding..." then a toast', async () => {
    const products = (await v.t.app.inject({ url: '/api/products' })).json<
      { name: string; category: string }[]
    >();
    const page = await newVisitorPage(v);
    await page.goto(`${v.baseUrl}/shop`);
    await page.getByTestId('product-card').first().waitFor();
    expect(await page.getByTestId('product-card').count()).toBe(products.length);
    // There is no checkout: the page says how to buy before anyone tries.
    await page.getByTestId('how-ordering-works').getByText('Online checkout is not open yet.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page
      .getByRole('group', { name: 'Product categories' })
      .getByText('Surf Gear', { exact: true })
      .click();
    await expect
      .poll(() => page.getByTestId('product-card').count())
      .toBe(products.filter((product) => product.category === 'Surf Gear').length);

    await page.getByPlaceholder('Search products...').fill('zzzz');
    await page.getByText('No products found').waitFor();
    await page.getByText('Try adjusting your search or category selection').waitFor();
    await page.getByPlaceholder('Search products...').fill('');

    const product = products.find((candidate) => candidate.category === 'Surf Gear')!;
    const add = page.getByRole('button', { name: `Add to Cart: ${product.name}` });
    await add.click();
    await page
      .getByRole('button', { name: `Add to Cart: ${product.name}` })
      .getByText('Adding...')
      .waitFor();
    await page.getByText('Added to Cart').waitFor();
    await page.getByText(`${product.name} has been added to your cart.`).waitFor();
    await page.close();
  });
});

describe('local tips', () => {
  it('browses by category and finds tips by full-text search with Enter', async () => {
    const page = await newVisitorPage(v);
    await page.goto(`${v.baseUrl}/local-tips`);
    await page.getByText('Garlic shrimp before the lunch rush').waitFor();
    await page.getByText('local favorite').first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const tips = (await v.t.app.inject({ url: '/api/local-tips' })).json<{ category: string }[]>();
    const cultural = tips.filter((tip) => tip.category === 'cultural');
    await page.getByRole('group', { name: 'Tip categories' }).getByText('Cultural', { exact: true }).click();
    // The cultural tips alone are shown before the food tip's absence counts.
    await expect.poll(() => page.getByTestId('tip-card').count()).toBe(cultural.length);
    expect(await page.getByText('Garlic shrimp before the lunch rush').count()).toBe(0);

    await page.getByRole('tab', { name: 'Search Tips' }).click();
    const box = page.getByRole('textbox', { name: 'Search tips' });
    await box.fill('turtles');
    await box.press('Enter');
    await page.getByTestId('tip-card').first().getByText('Turtle manners at Laniakea').waitFor();
    await page.close();
  });

  it('recommends every tip when every filter says "Any"', async () => {
    const all = (await v.t.app.inject({ url: '/api/local-tips' })).json<unknown[]>();
    const page = await newVisitorPage(v);
    page.setDefaultTimeout(30_000);
    await page.goto(`${v.baseUrl}/local-tips`);
    await page.getByRole('tab', { name: 'Get Recommendations' }).click();
    await page.getByRole('button', { name: 'Get Recommendations' }).click();
    await page.getByTestId('tip-card').first().waitFor();
    expect(await page.getByTestId('tip-card').count()).toBe(all.length);
    expect(await page.getByText('No tips match these preferences yet.').count()).toBe(0);
    await page.close();
  }, 90_000);
});
