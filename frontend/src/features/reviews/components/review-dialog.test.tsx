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
  it('shows the schema’s own English messages on English pages', async () => {
    stubApi({});
    const { dialog, submit } = await openDialog('en');
    await submit();
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Review text is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
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
