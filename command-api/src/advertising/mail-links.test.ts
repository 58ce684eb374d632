import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { advertiser, call, paidCampaign } from './advertising-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_URL: 'https://guide.northshore.example/' } });
});
afterAll(() => t?.close());

/** The texts of the mail queued to an address, decrypted. */
async function mailTextsTo(address: string): Promise<string[]> {
  await t.settle();
  const { rows } = await t.database.pool.query<{ data: { text: string; to: string; personId: string } }>(
    `select data from events where type = 'mail.MessageQueued' order by global_position`,
  );
  const mails = await Promise.all(
    rows.map(async ({ data }) => ({
      to: await t.deps.vault.decrypt(data.personId, data.to),
      text: await t.deps.vault.decrypt(data.personId, data.text),
    })),
  );
  return mails.filter((mail) => mail.to === address).map((mail) => mail.text ?? '');
}

/** Every path a text names after "at", as a reader's mail program would see it. */
const relativeLinks = (text: string) => text.match(/(?<![\w:/.])\/advertiser\/[\w/-]*/g) ?? [];

describe('links in mail to advertisers', () => {
  it('open the guide from a mail program: the approval names the full login address', async () => {
    await advertiser(t, 'Pua');
    const texts = await mailTextsTo('pua@shop.test');
    const approval = texts.find((text) => text.includes('has been approved'));
    expect(approval).toContain('Log in at https://guide.northshore.example/advertiser/login');
    expect(texts.flatMap(relativeLinks)).toEqual([]);
  });

  it('gives the full login address to someone who registers an email that has an account', async () => {
    await advertiser(t, 'Kai');
    const again = await call(t.app, 'POST', '/api/advertisers/register', undefined, {
      name: 'Kai',
      email: 'kai@shop.test',
      password: 'another-password',
      companyName: 'Kai Co',
    });
    expect(again.statusCode).toBeLessThan(300);
    const texts = await mailTextsTo('kai@shop.test');
    const attempt = texts.find((text) => text.includes('tried to register'));
    expect(attempt).toContain('at https://guide.northshore.example/advertiser/login.');
    expect(texts.flatMap(relativeLinks)).toEqual([]);
  });

  it('point the receipt to the billing page, where the invoice is', async () => {
    const owner = await advertiser(t, 'Iolana');
    await paidCampaign(t, owner.cookie);
    const texts = await mailTextsTo('iolana@shop.test');
    const receipt = texts.find((text) => text.includes('We received your payment'));
    expect(receipt).toContain(
      'Your invoice is on your billing page: https://guide.northshore.example/advertiser/billing',
    );
    expect(texts.flatMap(relativeLinks)).toEqual([]);
  });
});
