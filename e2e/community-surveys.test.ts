import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQueuedMail } from '@nsg/platform/mail/mail-outbox.ts';
import { listOutbox } from '@nsg/projections/mail/mail-queries.ts';
import type { TestApp } from '@nsg/command-api/testing/test-app.ts';
import { collectConsoleErrors } from './support/browser.ts';
import { startVisitorApp } from './support/visitor-app.ts';

let t: TestApp;
let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  ({ t, browser, baseUrl } = await startVisitorApp({ CONTACT_EMAIL: 'team@northshoreguide.test' }));
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

describe('surveys in the browser', () => {
  it('creates a survey, answers it, and shows the creator its results', async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(10_000);
    const errors = collectConsoleErrors(page);
    await page.goto(`${baseUrl}/surveys`);
    await page.getByRole('heading', { level: 1, name: 'Community Surveys' }).waitFor();
    await page.getByText('No active surveys available').waitFor();

    await page.getByRole('button', { name: 'Create Survey' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Survey' });
    await dialog.getByRole('button', { name: 'Create Survey' }).click();
    await dialog.getByText('Title is required').waitFor();

    await dialog.getByLabel('Title').fill('Lifeguard coverage at Waimea');
    await dialog.getByLabel('Category').selectOption({ label: 'Beach Safety' });
    const first = dialog.getByRole('group', { name: 'Question 1' });
    await first.getByLabel('Question text').fill('Did you swim near a lifeguard tower?');
    await first.getByLabel('Question type').selectOption('yes_no');
    await first.getByLabel('Required').check();
    await dialog.getByRole('button', { name: 'Add Question' }).click();
    const second = dialog.getByRole('group', { name: 'Question 2' });
    await second.getByLabel('Question text').fill('How safe did you feel?');
    await second.getByLabel('Question type').selectOption('rating');
    await dialog.getByRole('button', { name: 'Add Question' }).click();
    const third = dialog.getByRole('group', { name: 'Question 3' });
    await third.getByLabel('Question text').fill('Which part of the bay?');
    await third.getByLabel('Question type').selectOption('multiple_choice');
    await third.getByLabel('Options (one per line)').fill('Rock side\nRiver mouth');
    await dialog.getByRole('button', { name: 'Create Survey' }).click();
    await page.getByText('Survey created successfully!').waitFor();

    const card = page.getByRole('article', { name: 'Lifeguard coverage at Waimea' });
    await card.getByText('Active').waitFor();
    // Category filter: shown under Beach Safety, not under Events.
    await page.getByRole('button', { name: 'Events' }).click();
    await page.getByText('No surveys found in this category').waitFor();
    await page.getByRole('button', { name: 'Beach Safety' }).click();
    await card.waitFor();

    await card.getByRole('button', { name: 'Take Survey' }).click();
    await page.getByRole('heading', { level: 1, name: 'Lifeguard coverage at Waimea' }).waitFor();
    await page.getByRole('button', { name: 'Submit Survey' }).click();
    await page.getByText('This question is required').waitFor();
    await page
      .getByRole('radiogroup', { name: /Did you swim/ })
      .getByLabel('Yes')
      .check();
    await page
      .getByRole('radiogroup', { name: /How safe/ })
      .getByLabel('4')
      .check();
    await page
      .getByRole('radiogroup', { name: /Which part/ })
      .getByLabel('River mouth')
      .check();
    await page.getByRole('button', { name: 'Submit Survey' }).click();
    await page.getByText('Survey response submitted successfully!').waitFor();

    // One response per visitor: a second visit says so before any answer is filled in (the server
    // refuses a second response too: see the surveys route tests).
    await card.getByRole('button', { name: 'Take Survey' }).click();
    await page.getByTestId('survey-closed').getByText('You have already answered this survey.').waitFor();
    expect(await page.getByRole('button', { name: 'Submit Survey' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Back to Surveys' }).click();

    await card.getByRole('button', { name: 'Results' }).click();
    await page.getByTestId('response-count').getByText('1 response', { exact: true }).waitFor();
    const rating = page.getByRole('region', { name: 'How safe did you feel?' });
    await rating.getByText('average 4.00').waitFor();
    await page.getByRole('button', { name: 'Back to Surveys' }).click();

    await card.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Survey' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Survey deleted successfully!').waitFor();
    await card.waitFor({ state: 'detached' });
    expect(errors.messages.filter((m) => !m.includes('409'))).toEqual([]);
    await page.close();
  }, 90_000);

  it("refuses to send a survey with no answer, in the visitor's words", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/surveys',
      payload: {
        title: 'Favourite shave ice',
        categoryId: 1,
        questions: [{ questionText: 'Which flavour?', questionType: 'text', isRequired: false }],
      },
    });
    const { id } = created.json<{ id: string }>();
    await t.settle();
    const page = await browser.newPage();
    page.setDefaultTimeout(30_000);
    for (const [path, message] of [
      ['/surveys', 'Please answer at least one question before submitting'],
      ['/ja/surveys', '送信する前に、少なくとも 1 つの質問に回答してください。'],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      const card = page.getByRole('article', { name: 'Favourite shave ice' });
      await card.getByRole('button', { name: /Take Survey|アンケートに回答/ }).click();
      await page.getByRole('heading', { level: 1, name: 'Favourite shave ice' }).waitFor();
      await page.getByRole('button', { name: /Submit Survey|回答を送信/ }).click();
      await page.getByTestId('survey-no-answer').getByText(message).waitFor();
    }
    await t.settle();
    const read = await t.app.inject({ url: `/api/surveys/${id}` });
    expect(read.json()).toMatchObject({ responseCount: 0 });
    await page.close();
  }, 120_000);

  it('sends the contact form to the team through the outbox', async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(`${baseUrl}/contact`);
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    await page.getByText('North Shore, Oahu, Hawaii').waitFor();
    await page.getByRole('link', { name: 'Safety Alerts' }).waitFor();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Name is required').waitFor();

    const form = page.locator('main');
    await form.getByLabel('Full Name').fill('Leilani Akana');
    await form.getByLabel('Email').fill('leilani@example.com');
    await form.getByLabel('Subject').fill('Tide chart question');
    await form.getByLabel('Message').fill('Is the tide table for Haleiwa harbor?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText("Thank you for contacting us. We'll get back to you within 24 hours.").waitFor();
    expect(await page.getByLabel('Full Name').inputValue()).toBe('');
    await t.settle();
    const mails = await Promise.all((await listOutbox(t.deps.db)).map((m) => readQueuedMail(t.deps, m.id)));
    const mail = mails.find((m) => m?.subject === '[Contact] Tide chart question');
    expect(mail).toMatchObject({ to: 'team@northshoreguide.test', replyTo: 'leilani@example.com' });
    await page.close();
  }, 60_000);
});
