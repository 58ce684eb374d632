import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertiser, call, paidCampaign } from '../advertising/advertising-test-helpers.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await loginCookie(t.app, t.admin.email, t.admin.password);
});
afterAll(() => t.close());

interface Overview {
  money: { month: string; revenue: number; refunds: number }[];
  inventory: { placement: string; month: string; sold: number; capacity: number | null }[];
}
const hawaiiMonth = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Honolulu', year: 'numeric', month: '2-digit' })
    .format(date)
    .slice(0, 7);

describe('the admin overview', () => {
  it("adds up this month's payments and refunds, and counts each placement's campaigns by month", async () => {
    const owner = await advertiser(t, 'Pua');
    const kept = await paidCampaign(t, owner.cookie);
    const refunded = await paidCampaign(t, owner.cookie, { name: 'Refunded one' });
    const refund = await call(t.app, 'POST', `/api/campaigns/${refunded}/refund`, admin, { reason: 'Test' });
    expect(refund.statusCode, refund.body).toBe(200);
    await t.settle();
    const amount = async (id: string) =>
      Math.round(
        Number((await call(t.app, 'GET', `/api/campaigns/${id}`, admin)).json<{ budget: string }>().budget) *
          100,
      );

    const response = await call(t.app, 'GET', '/api/admin/overview', admin);
    expect(response.statusCode, response.body).toBe(200);
    const { money, inventory } = response.json<Overview>();
    const month = hawaiiMonth(new Date());
    expect(money).toEqual([
      { month, revenue: (await amount(kept)) + (await amount(refunded)), refunds: await amount(refunded) },
    ]);
    // The refunded campaign no longer runs: one sold in each of the kept campaign's three months.
    const sold = inventory.filter((row) => row.sold > 0);
    expect(sold.map((row) => row.sold)).toEqual([1, 1, 1, 1].slice(0, sold.length));
    expect(sold[0]).toMatchObject({ month, sold: 1 });
    expect(sold.length).toBeGreaterThanOrEqual(3);

    expect((await call(t.app, 'GET', '/api/admin/overview')).statusCode).toBe(401);
  });
});
