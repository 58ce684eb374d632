import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import type { Review } from '../api/review.ts';
import { ReviewSection } from './review-section.tsx';

const target = { type: 'business', targetId: 7 } as const;

const review = (overrides: Partial<Review>): Review => ({
  id: crypto.randomUUID(),
  type: 'business',
  targetId: 7,
  rating: 5,
  title: 'Great spot',
  content: 'Loved it.',
  authorName: 'Kai',
  visitDate: null,
  createdAt: '2025-06-01T10:00:00.000Z',
  ...overrides,
});

const renderSection = () =>
  renderWithProviders(<ReviewSection target={target} targetName="Giovanni's Shrimp Truck" />);

async function openDialog() {
  const user = userEvent.setup();
  const { queryClient } = renderSection();
  await user.click(await screen.findByRole('button', { name: 'Add Review' }));
  return { user, queryClient, dialog: await screen.findByRole('dialog', { name: 'Write a Review' }) };
}

describe('review list', () => {
  it('shows the empty state with the target name', async () => {
    const requests = stubApi({ 'GET /api/reviews': () => json([]) });

    renderSection();

    expect(await screen.findByText("No reviews yet for Giovanni's Shrimp Truck")).toBeInTheDocument();
    expect(screen.getByText('Be the first to share your experience!')).toBeInTheDocument();
    expect(requests[0]?.url).toBe('/api/reviews?type=business&targetId=7');
  });

  it('shows the count, the one-decimal average with rounded stars, and a card per review', async () => {
    stubApi({
      'GET /api/reviews': () =>
        json([
          review({ rating: 5, title: 'Best shrimp' }),
          review({ rating: 4, title: 'Worth the wait', authorName: 'Leilani' }),
          review({ rating: 4, title: 'Tasty' }),
        ]),
    });

    renderSection();

    expect(await screen.findByTestId('review-average')).toHaveTextContent('4.3');
    expect(screen.getByTestId('review-count')).toHaveTextContent('3 reviews');
    const summary = screen.getByRole('group', { name: 'Review summary' });
    expect(within(summary).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[1]!).getByRole('heading', { name: 'Worth the wait' })).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Leilani')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('June 1, 2025')).toBeInTheDocument();
  });

  it('shows a loading skeleton until the reviews arrive', async () => {
    let answer: (response: Response) => void = () => {};
    stubApi({ 'GET /api/reviews': () => new Promise<Response>((resolve) => (answer = resolve)) });

    renderSection();

    expect(await screen.findByRole('status')).toHaveTextContent('Loading reviews...');
    answer(json([]));
    expect(await screen.findByText('Be the first to share your experience!')).toBeInTheDocument();
  });
});

describe('review dialog', () => {
  it('marks rating, title, review text and name as required, and email as optional', async () => {
    stubApi({ 'GET /api/reviews': () => json([]) });
    const { dialog } = await openDialog();

    expect(within(dialog).getByLabelText(/^Title/)).toBeRequired();
    expect(within(dialog).getByLabelText(/^Review/)).toBeRequired();
    expect(within(dialog).getByLabelText(/^Name/)).toBeRequired();
    expect(within(dialog).getByLabelText(/^Email/)).not.toBeRequired();
    const rating = within(dialog).getByRole('radiogroup', { name: /^Rating/ });
    expect(rating).toHaveAttribute('aria-required', 'true');
    expect(document.getElementById(rating.getAttribute('aria-labelledby')!)).toHaveTextContent(
      /^Rating\s*\*$/,
    );
    expect(
      within(rating)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label') ?? radio.parentElement?.textContent),
    ).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    expect(within(rating).getByRole('radio', { name: '5 stars' })).toBeChecked();
  });

  it('shows the validation messages and sends nothing when the form is invalid', async () => {
    const requests = stubApi({ 'GET /api/reviews': () => json([]) });
    const { user, dialog } = await openDialog();

    await user.type(within(dialog).getByLabelText(/^Email/), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));

    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Review text is required')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('submits, thanks the visitor, closes, resets and shows the review as awaiting moderation', async () => {
    let approved: Review[] = [];
    const requests = stubApi({
      'GET /api/reviews': () => json(approved),
      'POST /api/reviews': () => json({ id: 'a1', status: 'pending', position: '12' }, 201),
    });
    const { user, dialog, queryClient } = await openDialog();

    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await user.type(within(dialog).getByLabelText(/^Title/), '  Fresh garlic shrimp ');
    await user.type(within(dialog).getByLabelText(/^Review/), 'Buttery and worth the queue.');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Kai');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText('Review submitted!')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your review has been submitted and is pending approval. Thank you for your feedback!',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Write a Review' })).not.toBeInTheDocument(),
    );
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      type: 'business',
      targetId: 7,
      rating: 4,
      title: 'Fresh garlic shrimp',
      content: 'Buttery and worth the queue.',
      authorName: 'Kai',
    });
    // The public list holds approved reviews only: the visitor's own shows from what they sent.
    const pending = await screen.findByRole('list', { name: 'Your reviews awaiting moderation' });
    const card = within(pending).getByRole('article', { name: 'Fresh garlic shrimp' });
    expect(card).toHaveTextContent('Awaiting moderation');
    expect(card).toHaveTextContent('Buttery and worth the queue.');
    expect(within(card).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.getByText("No reviews yet for Giovanni's Shrimp Truck")).toBeInTheDocument();

    // Once approved, it shows in the public list only.
    approved = [review({ id: 'a1', rating: 4, title: 'Fresh garlic shrimp', authorName: 'Kai' })];
    await queryClient.invalidateQueries({ queryKey: ['reviews'] });
    expect(await screen.findByTestId('review-count')).toHaveTextContent('1 review');
    expect(screen.queryByRole('list', { name: 'Your reviews awaiting moderation' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Review' }));
    const reopened = await screen.findByRole('dialog', { name: 'Write a Review' });
    expect(within(reopened).getByLabelText(/^Title/)).toHaveValue('');
    expect(within(reopened).getByRole('radio', { name: '5 stars' })).toBeChecked();
  });

  it("shows the error toast and the server's field errors when the server refuses", async () => {
    stubApi({
      'GET /api/reviews': () => json([]),
      'POST /api/reviews': () =>
        json(
          {
            error: 'Bad Request',
            message: 'Please correct the highlighted fields',
            fieldErrors: { title: ['Title must be under 255 characters'] },
          },
          400,
        ),
    });
    const { user, dialog } = await openDialog();

    await user.type(within(dialog).getByLabelText(/^Title/), 'A title');
    await user.type(within(dialog).getByLabelText(/^Review/), 'Text');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Kai');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText('Error submitting review')).toBeInTheDocument();
    expect(screen.getByText('Please correct the highlighted fields')).toBeInTheDocument();
    expect(within(dialog).getByText('Title must be under 255 characters')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Write a Review' })).toBeInTheDocument();
  });

  it('shows the HTTP status when the server explains nothing', async () => {
    stubApi({
      'GET /api/reviews': () => json([]),
      'POST /api/reviews': () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
    });
    const { user, dialog } = await openDialog();

    await user.type(within(dialog).getByLabelText(/^Title/), 'A title');
    await user.type(within(dialog).getByLabelText(/^Review/), 'Text');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Kai');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText('Error submitting review')).toBeInTheDocument();
    expect(screen.getByText('HTTP 500: Internal Server Error')).toBeInTheDocument();
  });
});
