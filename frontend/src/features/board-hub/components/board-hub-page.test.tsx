import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi, type RecordedRequest } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import type { Listing } from '../api/listings.ts';
import { sellerTokens } from '../seller-tokens.ts';
import { BoardHubPage } from './board-hub-page.tsx';

const listing = (overrides: Partial<Listing> = {}): Listing => ({
  id: crypto.randomUUID(),
  title: 'Rusty Twin Fin',
  length: `6'2"`,
  condition: 'Very Good',
  price: '$380',
  location: 'Pupukea',
  sellerName: 'Kainoa',
  description: null,
  photoUrl: null,
  status: 'active',
  createdAt: '2026-01-10T20:00:00.000Z',
  // 7 pm on March 11 in Honolulu, already March 12 in UTC.
  expiresAt: '2026-03-12T05:00:00.000Z',
  ...overrides,
});

const posts = (requests: RecordedRequest[]) => requests.filter((request) => request.method !== 'GET');

async function renderPage() {
  const user = userEvent.setup();
  const view = renderWithProviders(<BoardHubPage />);
  return { user, ...view };
}

async function openListDialog() {
  const { user, ...view } = await renderPage();
  await user.click(screen.getByRole('button', { name: 'List Your Board' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'List Your Board' }), ...view };
}

async function fillListingForm(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText(/^Title/), 'Pipe Gun');
  await user.type(within(dialog).getByLabelText(/^Feet/), '7');
  await user.type(within(dialog).getByLabelText(/^Inches/), '2');
  await user.selectOptions(within(dialog).getByLabelText(/^Condition/), 'Excellent');
  await user.type(within(dialog).getByLabelText(/^Price/), '$650');
  await user.type(within(dialog).getByLabelText(/^Location/), 'Haleiwa');
  await user.type(within(dialog).getByLabelText(/^Your Name/), 'Kai');
  await user.type(within(dialog).getByLabelText(/^Email/), 'kai@example.com');
  await user.type(within(dialog).getByLabelText(/^Phone/), '808-555-0100');
}

describe('Board Hub list', () => {
  it('shows 6 skeleton cards while the listings load', async () => {
    let answer: (response: Response) => void = () => {};
    stubApi({ 'GET /api/listings': () => new Promise<Response>((resolve) => (answer = resolve)) });

    await renderPage();

    expect(screen.getByLabelText('Loading listings')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('listing-skeleton')).toHaveLength(6);
    answer(json([]));
    expect(await screen.findByText('No boards found')).toBeInTheDocument();
    expect(screen.queryByTestId('listing-skeleton')).not.toBeInTheDocument();
  });

  it('keeps the boards shown, marked busy, while a search is answered', async () => {
    let answerSearch = () => {};
    const requests = stubApi({
      'GET /api/listings': ({ url }) =>
        url.includes('search=')
          ? new Promise<Response>((resolve) => (answerSearch = () => resolve(json([listing()]))))
          : json([listing(), listing({ title: 'Foamie' })]),
    });
    const { user } = await renderPage();
    await screen.findByRole('article', { name: 'Foamie' });

    await user.type(screen.getByLabelText('Search'), 'rusty');
    await waitFor(() => expect(requests.at(-1)?.url).toBe('/api/listings?search=rusty'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByTestId('listings')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('listing-skeleton')).not.toBeInTheDocument();

    answerSearch();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByTestId('listings')).not.toHaveAttribute('aria-busy');
  });

  it('invites the first listing when there are none, and suggests other filters when filtered', async () => {
    const requests = stubApi({ 'GET /api/listings': () => json([]) });
    const { user } = await renderPage();

    expect(await screen.findByText('Be the first to list a surfboard!')).toBeInTheDocument();
    expect(screen.queryByText('Try adjusting your search or filters')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Length'), '9');
    expect(await screen.findByText('Try adjusting your search or filters')).toBeInTheDocument();
    expect(screen.getByText('No boards found')).toBeInTheDocument();
    expect(requests.at(-1)?.url).toBe('/api/listings?length=9');

    await user.selectOptions(screen.getByLabelText('Length'), '');
    await user.type(screen.getByLabelText('Search'), 'sunset');
    await waitFor(() => expect(requests.at(-1)?.url).toBe('/api/listings?search=sunset'));
    expect(await screen.findByText('Try adjusting your search or filters')).toBeInTheDocument();
  });

  it('shows a card per listing with its details, expiry in Honolulu time and a 3-line description', async () => {
    stubApi({
      'GET /api/listings': () =>
        json([
          listing({ description: 'Fast and loose, perfect for summer Haleiwa. '.repeat(10) }),
          listing({ title: 'Foamie', photoUrl: '/uploads/listings/foamie.jpg' }),
        ]),
    });

    await renderPage();

    const card = await screen.findByRole('article', { name: 'Rusty Twin Fin' });
    expect(within(card).getByText(`6'2"`)).toBeInTheDocument();
    expect(within(card).getByText('Very Good')).toBeInTheDocument();
    expect(within(card).getByText('$380')).toBeInTheDocument();
    expect(within(card).getByText('Pupukea · Sold by Kainoa')).toBeInTheDocument();
    expect(within(card).getByText('Listed Jan 10, 2026 · Expires Mar 11, 2026')).toBeInTheDocument();
    const description = within(card).getByText(/^Fast and loose/);
    expect(description).toHaveAttribute('data-line-clamp');
    expect(description.style.getPropertyValue('--text-line-clamp')).toBe('3');
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();

    const withPhoto = screen.getByRole('article', { name: 'Foamie' });
    expect(within(withPhoto).getByRole('img', { name: 'Photo of Foamie' })).toHaveAttribute(
      'src',
      '/uploads/listings/foamie.jpg',
    );
    for (const name of ['Contact', 'Mark as Sold', 'Renew']) {
      expect(within(withPhoto).getByRole('button', { name })).toBeInTheDocument();
    }
  });
});

describe('Board Hub length filter', () => {
  it('names its buckets by starting feet, the last one and above', async () => {
    stubApi({ 'GET /api/listings': () => json([]) });
    await renderPage();
    expect(
      within(screen.getByLabelText('Length'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All lengths', `5'`, `6'`, `7'`, `8'`, `9'+`]);
  });
});

describe('List Your Board dialog', () => {
  it('offers the six conditions, Good first chosen, and image files only for the photo', async () => {
    stubApi({ 'GET /api/listings': () => json([]) });
    const { dialog } = await openListDialog();

    const condition = within(dialog).getByLabelText(/^Condition/);
    expect(
      within(condition)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['New', 'Excellent', 'Very Good', 'Good', 'Fair', 'Beat']);
    expect(condition).toHaveValue('Good');
    expect(dialog.querySelector('input[type=file]')).toHaveAttribute('accept', 'image/*');
  });

  it('shows the validation messages and sends nothing while the form is invalid', async () => {
    const requests = stubApi({ 'GET /api/listings': () => json([]) });
    const { user, dialog } = await openListDialog();

    await user.click(within(dialog).getByRole('button', { name: 'List Board' }));

    for (const message of [
      'Title is required',
      'Feet is required',
      'Inches is required',
      'Price is required',
      'Location is required',
      'Seller name is required',
      'Email is required',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }

    await user.type(within(dialog).getByLabelText(/^Email/), 'kai-at-example');
    await user.type(within(dialog).getByLabelText(/^Feet/), '0');
    await user.type(within(dialog).getByLabelText(/^Inches/), '12');
    await user.click(within(dialog).getByRole('button', { name: 'List Board' }));
    expect(await within(dialog).findByText('Invalid email format')).toBeInTheDocument();
    expect(within(dialog).getByText('Feet must be at least 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Inches must be 0 to 11')).toBeInTheDocument();
    expect(posts(requests)).toEqual([]);
  });

  it('sends the listing as multipart with length as feet\'inches" and the photo, then thanks the seller', async () => {
    const requests = stubApi({
      'GET /api/listings': () => json([]),
      'POST /api/listings': () =>
        json(
          { id: 'l1', status: 'active', photoUrl: null, position: '3', sellerToken: 'token-of-l1-seller' },
          201,
        ),
    });
    const { user, dialog } = await openListDialog();
    await fillListingForm(user, dialog);
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'board.jpg', { type: 'image/jpeg' });
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type=file]')!, photo);
    await user.click(within(dialog).getByRole('button', { name: 'List Board' }));

    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.getByText('Your surfboard listing has been created successfully.')).toBeInTheDocument();
    expect(screen.getByText(/This browser keeps your seller link/)).toBeInTheDocument();
    expect(sellerTokens.get('l1')).toBe('token-of-l1-seller');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'List Your Board' })).not.toBeInTheDocument(),
    );
    const [post] = posts(requests);
    expect(post?.url).toBe('/api/listings');
    const { photo: sentPhoto, ...fields } = post?.body as Record<string, unknown>;
    expect(fields).toEqual({
      title: 'Pipe Gun',
      length: `7'2"`,
      condition: 'Excellent',
      price: '$650',
      location: 'Haleiwa',
      sellerName: 'Kai',
      email: 'kai@example.com',
      phone: '808-555-0100',
      locale: 'en',
    });
    expect(sentPhoto).toBeInstanceOf(File);
    expect((sentPhoto as File).name).toBe('board.jpg');
  });

  it('marks a photo over 5MB on the field as soon as it is chosen, and sends nothing', async () => {
    const requests = stubApi({ 'GET /api/listings': () => json([]) });
    const { user, dialog } = await openListDialog();
    await fillListingForm(user, dialog);
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type=file]')!, huge);

    expect(await within(dialog).findByText('The photo is larger than 5MB.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'List Board' }));
    expect(posts(requests)).toEqual([]);
  });

  it("shows the server's message, or 'Failed to create listing' when it gives none", async () => {
    let answer = () =>
      json({ error: 'Bad Request', message: 'The photo is larger than 5MB.', fieldErrors: {} }, 413);
    stubApi({ 'GET /api/listings': () => json([]), 'POST /api/listings': () => answer() });
    const { user, dialog } = await openListDialog();
    await fillListingForm(user, dialog);

    await user.click(within(dialog).getByRole('button', { name: 'List Board' }));
    expect(await screen.findByText('The photo is larger than 5MB.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'List Your Board' })).toBeInTheDocument();

    answer = () => new Response('', { status: 502, statusText: 'Bad Gateway' });
    await user.click(within(dialog).getByRole('button', { name: 'List Board' }));
    expect(await screen.findByText('Failed to create listing')).toBeInTheDocument();
  });

  it("puts the server's field errors on the fields, the length one on Feet", async () => {
    stubApi({
      'GET /api/listings': () => json([]),
      'POST /api/listings': () =>
        json(
          {
            error: 'Bad Request',
            message: 'Please correct the highlighted fields',
            fieldErrors: {
              length: [`Length must be feet and inches, like 9'6"`],
              price: ['Price is too long'],
            },
          },
          400,
        ),
    });
    const { user, dialog } = await openListDialog();
    await fillListingForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'List Board' }));

    expect(await within(dialog).findByText(`Length must be feet and inches, like 9'6"`)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Feet/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Price is too long')).toBeInTheDocument();
  });
});

describe('seller actions on a card', () => {
  type Routes = Parameters<typeof stubApi>[0];

  async function openFromCard(
    buttonName: string,
    dialogName: string,
    routes: (board: Listing) => Routes,
    { seller = true } = {},
  ) {
    const board = listing();
    if (seller) sellerTokens.set(board.id, `token-of-${board.id}`);
    const requests = stubApi({ 'GET /api/listings': () => json([board]), ...routes(board) });
    const { user } = await renderPage();
    const card = await screen.findByRole('article', { name: board.title });
    await user.click(within(card).getByRole('button', { name: buttonName }));
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    return { user, board, card, dialog, requests };
  }
  const sentBody = (requests: RecordedRequest[]) => posts(requests)[0]?.body;

  it('marks a board sold from a browser holding its seller token, removes it and says so', async () => {
    let sold = false;
    const { user, board, dialog, requests } = await openFromCard('Mark as Sold', 'Mark as Sold', (board) => ({
      'GET /api/listings': () => json(sold ? [] : [board]),
      [`PATCH /api/listings/${board.id}/sold`]: () => {
        sold = true;
        const answer = json({ id: board.id, status: 'sold' });
        answer.headers.set('X-Log-Position', '77-77');
        return answer;
      },
    }));
    expect(dialog).toHaveTextContent('Mark “Rusty Twin Fin” as sold? Buyers will no longer see it.');
    expect(within(dialog).queryByLabelText(/email/i)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Sold' }));

    expect(await screen.findByText('Listing marked as sold successfully!')).toBeInTheDocument();
    // The list is read back once the read model shows the sale, not on a timer.
    expect(requests.map((request) => request.url)).toContain('/api/listings?minPosition=77-77');
    await waitFor(() => expect(screen.queryByRole('article', { name: board.title })).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Mark as Sold' })).not.toBeInTheDocument(),
    );
  });

  it('tells anyone else that only the seller can, and mails the seller link on request', async () => {
    const { user, dialog, requests } = await openFromCard(
      'Mark as Sold',
      'Mark as Sold',
      (board) => ({ [`POST /api/listings/${board.id}/seller-link`]: () => json({ status: 'queued' }, 202) }),
      { seller: false },
    );
    expect(dialog).toHaveTextContent('Only the seller can do this');
    expect(within(dialog).queryByRole('button', { name: 'Confirm Sold' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Email me the seller link' }));
    expect(await within(dialog).findByText(/^Sent\./)).toBeInTheDocument();
    expect(posts(requests).map((r) => r.url)).toEqual([expect.stringMatching(/\/seller-link$/)]);
  });

  it("shows the server's reason when marking sold fails, and keeps the dialog open", async () => {
    const { user, dialog } = await openFromCard('Mark as Sold', 'Mark as Sold', (board) => ({
      [`PATCH /api/listings/${board.id}/sold`]: () => new Response('', { status: 403 }),
    }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Sold' }));

    expect(await screen.findByText('Failed to mark as sold')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Mark as Sold' })).toBeInTheDocument();
  });

  it('renews with the seller token and shows the new expiry date on the card', async () => {
    const expiresAt = '2026-05-20T21:00:00.000Z';
    let renewed = false;
    const { user, card, dialog } = await openFromCard('Renew', 'Renew Listing', (board) => ({
      'GET /api/listings': () => json([renewed ? { ...board, expiresAt } : board]),
      [`POST /api/listings/${board.id}/renew`]: () => {
        renewed = true;
        return json({ id: board.id, expiresAt });
      },
    }));
    expect(dialog).toHaveTextContent('Keep “Rusty Twin Fin” on the Board Hub for another 60 days?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Renewal' }));

    expect(await screen.findByText('Listing renewed!')).toBeInTheDocument();
    expect(screen.getByText('Your listing now runs until May 20, 2026.')).toBeInTheDocument();
    await waitFor(() => expect(card).toHaveTextContent('Expires May 20, 2026'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Renew Listing' })).not.toBeInTheDocument(),
    );
  });

  it("opens the renewal of a listing that has ended from the reminder's link", async () => {
    const ended = crypto.randomUUID();
    sellerTokens.set(ended, `token-of-${ended}`);
    const requests = stubApi({
      'GET /api/listings': () => json([]),
      [`POST /api/listings/${ended}/renew`]: () => json({ id: ended, expiresAt: '2026-05-20T21:00:00.000Z' }),
    });
    const user = userEvent.setup();
    let closed = false;
    renderWithProviders(<BoardHubPage renewId={ended} onRenewClosed={() => (closed = true)} />);
    const dialog = await screen.findByRole('dialog', { name: 'Renew Listing' });
    expect(dialog).toHaveTextContent('Keep your board on the Board Hub for another 60 days?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Renewal' }));
    expect(await screen.findByText('Listing renewed!')).toBeInTheDocument();
    expect(posts(requests).map((r) => r.url)).toEqual([`/api/listings/${ended}/renew`]);
    await waitFor(() => expect(closed).toBe(true));
  });

  it('offers the seller what the seller link allows: mark sold or renew', async () => {
    const board = listing();
    sellerTokens.set(board.id, `token-of-${board.id}`);
    stubApi({ 'GET /api/listings': () => json([board]) });
    const user = userEvent.setup();
    let closed = false;
    renderWithProviders(<BoardHubPage sellerListingId={board.id} onSellerClosed={() => (closed = true)} />);
    const dialog = await screen.findByRole('dialog', { name: 'Your listing' });
    expect(dialog).toHaveTextContent('This browser now holds your seller link for “Rusty Twin Fin”');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Sold' }));
    expect(await screen.findByRole('dialog', { name: 'Mark as Sold' })).toHaveTextContent('Rusty Twin Fin');
    expect(closed).toBe(true);
  });

  it("shows the server's reason when a renewal fails", async () => {
    const { user, dialog } = await openFromCard('Renew', 'Renew Listing', (board) => ({
      [`POST /api/listings/${board.id}/renew`]: () =>
        json({ error: 'Conflict', message: 'This listing has expired' }, 409),
    }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Renewal' }));

    expect(await screen.findByText('Failed to renew listing')).toBeInTheDocument();
    expect(screen.getByText('This listing has expired')).toBeInTheDocument();
  });

  it('sends a trimmed message to the seller, only when there is one', async () => {
    const { user, dialog, requests } = await openFromCard('Contact', 'Contact Seller', (board) => ({
      [`POST /api/listings/${board.id}/contact`]: () => json({ status: 'queued' }, 202),
    }));
    const send = within(dialog).getByRole('button', { name: 'Send Message' });
    await user.type(within(dialog).getByLabelText(/^Message/), '   ');
    expect(send).toBeDisabled();

    await user.type(within(dialog).getByLabelText(/^Message/), ' Still for sale? ');
    await user.click(send);

    expect(await screen.findByText('Message sent to seller and admin!')).toBeInTheDocument();
    expect(sentBody(requests)).toEqual({ message: 'Still for sale?' });
  });

  it('says when the message could not be sent, and keeps it', async () => {
    const { user, dialog } = await openFromCard('Contact', 'Contact Seller', (board) => ({
      [`POST /api/listings/${board.id}/contact`]: () =>
        json({ error: 'Conflict', message: 'This board is no longer available' }, 409),
    }));
    await user.type(within(dialog).getByLabelText(/^Message/), 'Hi');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(screen.getByText('This board is no longer available')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Message/)).toHaveValue('Hi');
  });
});

describe('Board Hub in Japanese', () => {
  it('shows the page, a card and the list dialog in Japanese, with the price and dates for Japan', async () => {
    stubApi({ 'GET /api/listings': () => json([listing({ photoUrl: '/uploads/listings/rusty.jpg' })]) });
    const user = userEvent.setup();
    renderWithProviders(<BoardHubPage />, 'ja');

    expect(screen.getByRole('heading', { level: 1, name: 'Board Hub' })).toBeInTheDocument();
    expect(screen.getByText('ノースショアで中古サーフボードを売買できます。')).toBeInTheDocument();
    expect(screen.getByLabelText('出品を読み込み中')).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('状態'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['すべての状態', '新品', '美品', '良好', '使用感あり', 'やや難あり', '難あり']);
    expect(screen.getByLabelText('状態')).not.toHaveValue('新品');

    const card = await screen.findByRole('article', { name: 'Rusty Twin Fin' });
    expect(within(card).getByRole('img', { name: 'Rusty Twin Fin の写真' })).toBeInTheDocument();
    expect(within(card).getByText('$380')).toBeInTheDocument();
    expect(within(card).getByText('良好')).toBeInTheDocument();
    expect(within(card).getByText('Pupukea · 出品者: Kainoa')).toBeInTheDocument();
    expect(within(card).getByText('出品日 2026年1月10日 · 掲載期限 2026年3月11日')).toBeInTheDocument();
    for (const name of ['問い合わせる', '売約済みにする', '掲載を延長']) {
      expect(within(card).getByRole('button', { name })).toBeInTheDocument();
    }

    await user.click(screen.getByRole('button', { name: 'ボードを出品する' }));
    const dialog = await screen.findByRole('dialog', { name: 'ボードを出品する' });
    await user.click(within(dialog).getByRole('button', { name: '出品する' }));
    // Title, feet, inches, price, location, name and email: the phone is optional.
    expect(await within(dialog).findAllByText('入力してください')).toHaveLength(7);
    expect(within(dialog).getByText('公開されません')).toBeInTheDocument();
    expect(within(dialog).getByText('任意・サイトには表示されません')).toBeInTheDocument();
  });

  it('gives lengths in centimetres beside feet and inches, on the cards and the length filter', async () => {
    stubApi({ 'GET /api/listings': () => json([listing()]) });
    renderWithProviders(<BoardHubPage />, 'ja');

    const card = await screen.findByRole('article', { name: 'Rusty Twin Fin' });
    expect(within(card).getByText(`6'2"（188 cm）`)).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('長さ'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'すべての長さ',
      `5' 台（152 cm〜）`,
      `6' 台（183 cm〜）`,
      `7' 台（213 cm〜）`,
      `8' 台（244 cm〜）`,
      `9' 以上（274 cm 以上）`,
    ]);
  });

  it('sends the seller locale with a listing and thanks the seller in Japanese', async () => {
    const requests = stubApi({
      'GET /api/listings': () => json([]),
      'POST /api/listings': () => json({ id: 'l1', status: 'active', photoUrl: null, position: '3' }, 201),
    });
    const user = userEvent.setup();
    renderWithProviders(<BoardHubPage />, 'ja');
    expect(await screen.findByText('最初のサーフボードを出品してみませんか？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ボードを出品する' }));
    const dialog = await screen.findByRole('dialog', { name: 'ボードを出品する' });
    await user.type(within(dialog).getByLabelText(/^タイトル/), 'Pipe Gun');
    await user.type(within(dialog).getByLabelText(/^フィート/), '7');
    await user.type(within(dialog).getByLabelText(/^インチ/), '2');
    await user.type(within(dialog).getByLabelText(/^価格/), '$650');
    await user.type(within(dialog).getByLabelText(/^場所/), 'Haleiwa');
    await user.type(within(dialog).getByLabelText(/^お名前/), 'Kai');
    await user.type(within(dialog).getByLabelText(/^メールアドレス/), 'kai@example.com');
    await user.type(within(dialog).getByLabelText(/^電話番号/), '808-555-0100');
    await user.click(within(dialog).getByRole('button', { name: '出品する' }));

    expect(await screen.findByText('サーフボードを出品しました。')).toBeInTheDocument();
    expect(posts(requests)[0]?.body).toMatchObject({ title: 'Pipe Gun', condition: 'Good', locale: 'ja' });
  });

  it('tells a visitor in Japanese that only the seller can sell, and translates what the server says', async () => {
    const board = listing();
    stubApi({
      'GET /api/listings': () => json([board]),
      [`POST /api/listings/${board.id}/contact`]: () =>
        json(
          { error: 'Conflict', code: 'listing_unavailable', message: 'This board is no longer available' },
          409,
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<BoardHubPage />, 'ja');
    const card = await screen.findByRole('article', { name: board.title });

    await user.click(within(card).getByRole('button', { name: '売約済みにする' }));
    const sold = await screen.findByRole('dialog', { name: '売約済みにする' });
    expect(sold).toHaveTextContent(
      'この操作は出品者だけが、出品時にメールでお送りした出品者用リンクから行えます。',
    );
    expect(
      within(sold).getByRole('button', { name: '出品者用リンクをメールで受け取る' }),
    ).toBeInTheDocument();
    await user.click(within(sold).getByRole('button', { name: 'キャンセル' }));

    await user.click(within(card).getByRole('button', { name: '問い合わせる' }));
    const contact = await screen.findByRole('dialog', { name: '出品者に問い合わせる' });
    expect(contact).toHaveTextContent(
      '「Rusty Twin Fin」についてのメッセージは、Kainoa さんとサイト管理者にメールで届きます。',
    );
    await user.type(within(contact).getByLabelText(/^メッセージ/), 'まだ売っていますか？');
    await user.click(within(contact).getByRole('button', { name: 'メッセージを送信' }));
    expect(await screen.findByText('メッセージを送信できませんでした')).toBeInTheDocument();
    expect(screen.getByText('このボードは現在お取り引きできません。')).toBeInTheDocument();
  });
});
