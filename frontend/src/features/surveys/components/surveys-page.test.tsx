import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubApi, type RecordedRequest } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import type { SurveyQuestion } from '@nsg/domain/surveys/survey.ts';
import type { Survey, SurveyCategory, SurveyWithQuestions } from '../api/surveys.ts';
import { SurveysPage } from './surveys-page.tsx';

const categories: SurveyCategory[] = [
  { id: 1, name: 'Beach Safety', icon: 'shield', color: 'blue', description: '' },
  { id: 2, name: 'Local Business', icon: 'store', color: 'green', description: '' },
];

const survey = (overrides: Partial<Survey> = {}): Survey => ({
  id: crypto.randomUUID(),
  title: 'Lifeguard coverage at Waimea',
  description: null,
  categoryId: 1,
  isAnonymous: false,
  allowMultipleResponses: false,
  isActive: true,
  endDate: null,
  questionCount: 3,
  responseCount: 0,
  createdAt: '2026-05-01T00:00:00.000Z',
  ...overrides,
});

const questions: Omit<SurveyQuestion, 'orderIndex'>[] = [
  { id: 'q1', questionText: 'Do you feel safe?', questionType: 'yes_no', options: [], isRequired: true },
  { id: 'q2', questionText: 'Rate the coverage', questionType: 'rating', options: [], isRequired: true },
  {
    id: 'q3',
    questionText: 'Best time to swim?',
    questionType: 'multiple_choice',
    options: ['Morning', 'Sunset'],
    isRequired: false,
  },
  { id: 'q4', questionText: 'Anything else?', questionType: 'text', options: [], isRequired: false },
];

const withQuestions = (base: Survey): SurveyWithQuestions => ({
  ...base,
  category: { id: 1, name: 'Beach Safety', icon: 'shield', color: 'blue' },
  questions: questions.map((question, orderIndex) => ({ ...question, orderIndex })),
  answeredByYou: false,
});

const writes = (requests: RecordedRequest[]) => requests.filter((request) => request.method !== 'GET');

afterEach(() => localStorage.clear());

function renderPage(routes: Parameters<typeof stubApi>[0] = {}) {
  const requests = stubApi({
    'GET /api/survey/categories': () => json(categories),
    'GET /api/surveys': () => json([]),
    ...routes,
  });
  const user = userEvent.setup();
  renderWithProviders(<SurveysPage />);
  return { user, requests };
}

async function openCreateDialog(routes: Parameters<typeof stubApi>[0] = {}) {
  const { user, requests } = renderPage(routes);
  await screen.findByRole('button', { name: 'Beach Safety' });
  await user.click(screen.getByRole('button', { name: 'Create Survey' }));
  return { user, requests, dialog: await screen.findByRole('dialog', { name: 'Create Survey' }) };
}

describe('survey list', () => {
  it('says no surveys are active, or none in the chosen category', async () => {
    const { user, requests } = renderPage();

    expect(await screen.findByText('No active surveys available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All', pressed: true })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Beach Safety' }));

    expect(await screen.findByText('No surveys found in this category')).toBeInTheDocument();
    expect(requests.at(-1)?.url).toBe('/api/surveys?category=1');
    expect(screen.getByRole('button', { name: 'Beach Safety', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All', pressed: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(await screen.findByText('No active surveys available')).toBeInTheDocument();
  });

  it('shows each survey as an Active card with its category and a 3-line description', async () => {
    renderPage({
      'GET /api/surveys': () =>
        json([
          survey({
            description: 'How safe do you feel swimming at Waimea Bay? '.repeat(10),
            endDate: '2026-12-31',
          }),
          survey({ title: 'Best shave ice', categoryId: 2, responseCount: 1 }),
        ]),
    });

    const card = await screen.findByRole('article', { name: 'Lifeguard coverage at Waimea' });
    const one = await screen.findByRole('article', { name: 'Best shave ice' });
    expect(within(one).getByText(/3 questions · 1 response\b/)).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByText('Beach Safety')).toBeInTheDocument());
    expect(within(card).getByText('3 questions · 0 responses · ends 2026-12-31')).toBeInTheDocument();
    const description = within(card).getByText(/^How safe do you feel/);
    expect(description.style.getPropertyValue('--text-line-clamp')).toBe('3');
    const other = screen.getByRole('article', { name: 'Best shave ice' });
    expect(within(other).getByText('Local Business')).toBeInTheDocument();
    // Only the creating browser may delete a survey or see its results.
    expect(within(other).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: 'Results' })).not.toBeInTheDocument();
  });
});

describe('Create Survey dialog', () => {
  it('shows the validation messages and sends nothing while the survey is invalid', async () => {
    const { user, requests, dialog } = await openCreateDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Create Survey' }));

    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select a category')).toBeInTheDocument();
    expect(within(dialog).getByText('Question text is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Title/), 'Parking at Sunset Beach');
    await user.selectOptions(within(dialog).getByLabelText(/^Category/), 'Local Business');
    await user.type(within(dialog).getByLabelText(/^Question text/), 'Where do you park?');
    await user.selectOptions(within(dialog).getByLabelText(/^Question type/), 'Multiple choice');
    await user.type(within(dialog).getByLabelText(/^Options/), 'Lot');
    await user.click(within(dialog).getByRole('button', { name: 'Create Survey' }));
    expect(
      await within(dialog).findByText('Multiple choice questions need at least two options'),
    ).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^End date/), '2020-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Create Survey' }));
    expect(await within(dialog).findByText('End date cannot be in the past')).toBeInTheDocument();
    expect(writes(requests)).toEqual([]);
  });

  it('creates the survey with the category as an integer and the defaults, then says so', async () => {
    const created = survey({ title: 'Parking at Sunset Beach', categoryId: 2 });
    let list: Survey[] = [];
    const { user, requests, dialog } = await openCreateDialog({
      'GET /api/surveys': () => json(list),
      'POST /api/surveys': () => {
        list = [created];
        return json({ id: created.id, creatorToken: 'token-1' }, 201);
      },
    });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Parking at Sunset Beach');
    await user.selectOptions(within(dialog).getByLabelText(/^Category/), 'Local Business');
    await user.type(within(dialog).getByLabelText(/^Question text/), 'Where do you park?');
    await user.selectOptions(within(dialog).getByLabelText(/^Question type/), 'Multiple choice');
    await user.type(within(dialog).getByLabelText(/^Options/), 'Lot{Enter} {Enter}Roadside ');
    await user.click(within(dialog).getByLabelText('Required'));
    await user.click(within(dialog).getByRole('button', { name: 'Create Survey' }));

    expect(await screen.findByText('Survey created successfully!')).toBeInTheDocument();
    expect(writes(requests)[0]?.body).toEqual({
      title: 'Parking at Sunset Beach',
      description: '',
      categoryId: 2,
      endDate: null,
      isAnonymous: false,
      allowMultipleResponses: false,
      isActive: true,
      questions: [
        {
          questionText: 'Where do you park?',
          questionType: 'multiple_choice',
          options: ['Lot', 'Roadside'],
          isRequired: true,
        },
      ],
    });
    // This browser created it: it may see the results and delete it.
    const card = await screen.findByRole('article', { name: 'Parking at Sunset Beach' });
    expect(within(card).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Results' })).toBeInTheDocument();
  });

  it("shows the failure toast with the server's reason and keeps the dialog", async () => {
    const { user, dialog } = await openCreateDialog({
      'POST /api/surveys': () =>
        json({ error: 'Too Many Requests', message: 'Rate limit exceeded, retry in 1 hour' }, 429),
    });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Parking');
    await user.selectOptions(within(dialog).getByLabelText(/^Category/), 'Beach Safety');
    await user.type(within(dialog).getByLabelText(/^Question text/), 'Where?');
    await user.click(within(dialog).getByRole('button', { name: 'Create Survey' }));

    expect(await screen.findByText('Failed to create survey. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Rate limit exceeded, retry in 1 hour')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create Survey' })).toBeInTheDocument();
  });
});

describe('deleting a survey', () => {
  async function confirmDelete(deleteResponse: () => Response) {
    const mine = survey({ title: 'My survey' });
    localStorage.setItem('surveyCreatorTokens', JSON.stringify({ [mine.id]: 'token-1' }));
    let deleted = false;
    const { user, requests } = renderPage({
      'GET /api/surveys': () => json(deleted ? [] : [mine]),
      [`DELETE /api/surveys/${mine.id}`]: () => {
        const response = deleteResponse();
        deleted = response.ok;
        return response;
      },
    });
    const card = await screen.findByRole('article', { name: 'My survey' });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Survey' });
    expect(within(confirm).getByText(/Are you sure you want to delete “My survey”\?/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    return { mine, requests };
  }

  it('deletes after confirmation and says so', async () => {
    const { requests } = await confirmDelete(() => new Response(null, { status: 204 }));

    expect(await screen.findByText('Survey deleted successfully!')).toBeInTheDocument();
    expect(writes(requests).map((request) => request.method)).toEqual(['DELETE']);
    expect(await screen.findByText('No active surveys available')).toBeInTheDocument();
  });

  it('says when the survey could not be deleted', async () => {
    await confirmDelete(() => json({ error: 'Forbidden', message: 'Only the creator can delete it' }, 403));

    expect(await screen.findByText('Failed to delete survey. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'My survey' })).toBeInTheDocument();
  });
});

describe('taking a survey', () => {
  async function openSurvey(routes: (base: Survey) => Parameters<typeof stubApi>[0] = () => ({})) {
    const base = survey();
    const result = renderPage({
      'GET /api/surveys': () => json([base]),
      [`GET /api/surveys/${base.id}`]: () => json(withQuestions(base)),
      ...routes(base),
    });
    const card = await screen.findByRole('article', { name: base.title });
    await result.user.click(within(card).getByRole('button', { name: 'Take Survey' }));
    await screen.findByRole('heading', { level: 1, name: base.title });
    return { ...result, base };
  }

  it('asks for every required question before sending', async () => {
    const { user, requests } = await openSurvey();

    await user.click(screen.getByRole('button', { name: 'Submit Survey' }));

    expect(await screen.findAllByText('This question is required')).toHaveLength(2);
    expect(writes(requests)).toEqual([]);
  });

  it('sends each answer by its type, thanks the visitor and goes back to the list', async () => {
    const { user, requests } = await openSurvey((base) => ({
      [`POST /api/surveys/${base.id}/responses`]: () => {
        const answer = json({ id: 'r1' }, 201);
        answer.headers.set('X-Log-Position', '91-91');
        return answer;
      },
    }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('radio', { name: '4' }));
    await user.click(screen.getByRole('radio', { name: 'Sunset' }));
    await user.click(screen.getByRole('button', { name: 'Submit Survey' }));

    expect(await screen.findByText('Survey response submitted successfully!')).toBeInTheDocument();
    expect(writes(requests)[0]?.body).toEqual({
      responses: { q1: 'yes', q2: 4, q3: 'Sunset' },
      respondentId: null,
    });
    // The surveys are read back once the read model shows the answer, not on a timer.
    expect(requests.map((request) => request.url)).toContain('/api/surveys?minPosition=91-91');
    expect(await screen.findByRole('heading', { level: 1, name: 'Community Surveys' })).toBeInTheDocument();
  });

  it("shows the failure toast with the server's reason", async () => {
    const { user } = await openSurvey((base) => ({
      [`POST /api/surveys/${base.id}/responses`]: () =>
        json({ error: 'Conflict', message: 'You have already answered this survey' }, 409),
    }));
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('radio', { name: '2' }));
    await user.click(screen.getByRole('button', { name: 'Submit Survey' }));

    expect(
      await screen.findByText('Failed to submit survey response. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('You have already answered this survey')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Surveys' })).toBeInTheDocument();
  });

  it('says the visitor has answered before they fill anything in, and offers no form', async () => {
    await openSurvey((base) => ({
      [`GET /api/surveys/${base.id}`]: () => json({ ...withQuestions(base), answeredByYou: true }),
    }));
    expect(screen.getByTestId('survey-closed')).toHaveTextContent('You have already answered this survey.');
    expect(screen.queryByRole('button', { name: 'Submit Survey' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('offers the form again where the survey takes repeat answers', async () => {
    await openSurvey((base) => ({
      [`GET /api/surveys/${base.id}`]: () =>
        json({ ...withQuestions({ ...base, allowMultipleResponses: true }), answeredByYou: true }),
    }));
    expect(screen.getByRole('button', { name: 'Submit Survey' })).toBeInTheDocument();
    expect(screen.queryByTestId('survey-one-per-visitor')).toBeNull();
  });

  it('says what counts as one visitor before the form', async () => {
    await openSurvey();
    expect(screen.getByTestId('survey-one-per-visitor')).toHaveTextContent(
      'a visitor is this browser, and also this device on its network',
    );
    expect(screen.getByTestId('survey-one-per-visitor')).toHaveTextContent('at most 3 responses');
  });

  it('goes back to the list with Back to Surveys', async () => {
    const { user } = await openSurvey();

    await user.click(screen.getByRole('button', { name: 'Back to Surveys' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Community Surveys' })).toBeInTheDocument();
  });
});

describe('the surveys heading in Japanese', () => {
  it('breaks only between phrases, never inside a word, on a narrow screen', async () => {
    stubApi({ 'GET /api/survey/categories': () => json(categories), 'GET /api/surveys': () => json([]) });
    renderWithProviders(<SurveysPage />, 'ja');
    const heading = await screen.findByRole('heading', { level: 1 });
    // A break opportunity between the two words, and none inside them.
    expect([...heading.querySelectorAll('wbr')]).toHaveLength(1);
    expect(heading.textContent).toBe('コミュニティ・アンケート');
    expect(getComputedStyle(heading.querySelector('[data-phrases]')!).wordBreak).toBe('keep-all');
  });
});
