import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ReviewDialog } from './review-dialog.tsx';

const target = { type: 'beach', targetId: 3 } as const;

async function openDialog(locale: 'en' | 'ja') {
  const user = userEvent.setup();
  renderWithProviders(
    <ReviewDialog opened onClose={() => {}} target={target} targetName="Waimea Bay" />,
    locale,
  );
  const dialog = await screen.findByRole('dialog');
  // Title, review, name and email, in the form's order (their labels are another matter).
  const [title, content, name] = within(dialog).getAllByRole('textbox');
  const submit = () => user.click(dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!);
  return { user, dialog, title: title!, content: content!, name: name!, submit };
}

describe('review dialog errors in the visitor’s language', () => {
  it('shows the schema’s own English messages on English pages, and sends nothing', async () => {
    const requests = stubApi({});
    const { dialog, submit } = await openDialog('en');
    await submit();
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Review text is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('says the client-side validation in Japanese on /ja', async () => {
    stubApi({});
    const { dialog, user, title, submit } = await openDialog('ja');
    await user.click(title);
    await user.paste('x'.repeat(256));
    await submit();
    expect(await within(dialog).findByText('255 文字以内で入力してください')).toBeInTheDocument();
    expect(within(dialog).getAllByText('入力してください')).toHaveLength(2);
    expect(within(dialog).queryByText(/is required|must be under/)).toBeNull();
  });

  it('says the server’s field error in Japanese by its code', async () => {
    stubApi({
      'POST /api/reviews': () =>
        json(
          {
            error: 'Bad Request',
            code: 'validation_failed',
            message: 'authorName: Name must be under 100 characters',
            fieldErrors: { authorName: ['Name must be under 100 characters'] },
            fieldErrorCodes: {
              authorName: [{ code: 'too_big', params: { maximum: 100, origin: 'string' } }],
            },
          },
          400,
        ),
    });
    const { dialog, user, title, content, name, submit } = await openDialog('ja');
    await user.type(title, 'Calm morning');
    await user.type(content, 'Turtles everywhere.');
    await user.type(name, 'Keoni');
    await submit();
    await waitFor(() =>
      expect(within(dialog).getByText('100 文字以内で入力してください')).toBeInTheDocument(),
    );
    expect(within(dialog).queryByText('Name must be under 100 characters')).toBeNull();
    expect(await screen.findByText('入力内容に誤りがあります。各項目をご確認ください。')).toBeInTheDocument();
  });
});

/** English words in a text once the reviewed place's name is taken out. */
const englishIn = (text: string) => text.replaceAll('Waimea Bay', '').match(/[A-Za-z]{2,}/g) ?? [];

describe('review dialog in Japanese', () => {
  it('says its title, intro, labels, hints and buttons in Japanese on /ja', async () => {
    stubApi({});
    const { dialog } = await openDialog('ja');
    const attributes = [...dialog.querySelectorAll('[placeholder], [aria-label]')].flatMap((element) => [
      element.getAttribute('placeholder') ?? '',
      element.getAttribute('aria-label') ?? '',
    ]);
    expect(englishIn([dialog.textContent, ...attributes].join(' '))).toEqual([]);
    expect(within(dialog).getByRole('heading', { name: 'レビューを書く' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'レビューを送信' })).toBeInTheDocument();
  });

  it('thanks in Japanese once the review is submitted', async () => {
    stubApi({ 'POST /api/reviews': () => json({ id: 'r1', status: 'pending', position: '1-1' }, 201) });
    const { user, title, content, name, submit } = await openDialog('ja');
    await user.type(title, 'Calm morning');
    await user.type(content, 'Turtles everywhere.');
    await user.type(name, 'Keoni');
    await submit();
    expect(await screen.findByText('レビューを送信しました')).toBeInTheDocument();
    expect(
      screen.getByText('レビューは承認待ちです。ご感想をお寄せいただき、ありがとうございます。'),
    ).toBeInTheDocument();
  });

  it('titles an error toast in Japanese, and says an error without a message in Japanese', async () => {
    stubApi({ 'POST /api/reviews': () => new Response('', { status: 418 }) });
    const { user, title, content, name, submit } = await openDialog('ja');
    await user.type(title, 'Calm morning');
    await user.type(content, 'Turtles everywhere.');
    await user.type(name, 'Keoni');
    await submit();
    expect(await screen.findByText('レビューを送信できませんでした')).toBeInTheDocument();
    expect(screen.getByText('問題が発生しました。もう一度お試しください。')).toBeInTheDocument();
  });
});
