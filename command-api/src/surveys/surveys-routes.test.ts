import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';
import { csvCell } from '../http/csv.ts';
import { CREATOR_TOKEN_HEADER } from './surveys-routes.ts';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await startTestApp();
  adminCookie = await loginCookie(t.app, t.admin.email, t.admin.password);
});
afterAll(() => t.close());

let counter = 0;
const address = () => `10.7.${Math.floor(counter / 250)}.${counter++ % 250}`;
const inAYear = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString().slice(0, 10);

const survey = {
  title: 'Beach safety on the North Shore',
  description: 'How safe did you feel?',
  categoryId: 1,
  endDate: inAYear,
  questions: [
    {
      questionText: 'Did you swim at a guarded beach?',
      questionType: 'yes_no',
      options: [],
      isRequired: true,
    },
    { questionText: 'Rate the lifeguards', questionType: 'rating', options: [], isRequired: true },
    {
      questionText: 'Which beach?',
      questionType: 'multiple_choice',
      options: ['Waimea Bay', 'Sunset Beach'],
      isRequired: false,
    },
    { questionText: 'Anything else?', questionType: 'text', options: [], isRequired: false },
  ],
};

async function create(body: object = survey) {
  return t.app.inject({ method: 'POST', url: '/api/surveys', payload: body, remoteAddress: address() });
}

interface Question {
  id: string;
  questionType: string;
}
async function questionsOf(id: string): Promise<Question[]> {
  await t.settle();
  return (await t.app.inject({ url: `/api/surveys/${id}?withQuestions=true` })).json<{
    questions: Question[];
  }>().questions;
}

/** A new visitor's cookie, as the first visit issues it. */
async function visitorCookie(): Promise<string> {
  const response = await t.app.inject({ url: '/api/survey/categories', remoteAddress: address() });
  const issued = response.cookies.find((c) => c.name === 'nsg_visitor');
  if (!issued) throw new Error('no visitor cookie issued');
  return `nsg_visitor=${issued.value}`;
}

/** Answers as one visitor: the visitor cookie from the first answer is sent back with the next. */
function visitor() {
  let cookie = '';
  return async (surveyId: string, responses: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/surveys/${surveyId}/responses`,
      payload: { responses, respondentId: null },
      headers: cookie ? { cookie } : {},
      remoteAddress: address(),
    });
    const issued = response.cookies.find((c) => c.name === 'nsg_visitor');
    if (issued) cookie = `nsg_visitor=${issued.value}`;
    return response;
  };
}

describe('surveys', () => {
  it('lists the seeded categories', async () => {
    const categories = (await t.app.inject({ url: '/api/survey/categories' })).json<
      { id: number; name: string }[]
    >();
    expect(categories[0]).toMatchObject({ id: 1, name: 'Beach Safety' });
    expect(categories[0]).toHaveProperty('icon');
    expect(categories[0]).toHaveProperty('color');
  });

  it('creates a survey with defaults, lists it by category and answers it with questions and category', async () => {
    const response = await create();
    expect(response.statusCode).toBe(201);
    const { id, creatorToken } = response.json<{ id: string; creatorToken: string }>();
    expect(creatorToken.length).toBeGreaterThan(20);
    await t.settle();
    const inCategory = (await t.app.inject({ url: '/api/surveys?category=1' })).json<{ id: string }[]>();
    expect(inCategory.map((s) => s.id)).toContain(id);
    const elsewhere = (await t.app.inject({ url: '/api/surveys?category=2' })).json<{ id: string }[]>();
    expect(elsewhere.map((s) => s.id)).not.toContain(id);
    const one = (await t.app.inject({ url: `/api/surveys/${id}?withQuestions=true` })).json();
    expect(one).toMatchObject({
      id,
      title: survey.title,
      isAnonymous: false,
      allowMultipleResponses: false,
      isActive: true,
      endDate: inAYear,
      category: { id: 1, name: 'Beach Safety' },
    });
    expect(one.questions).toHaveLength(4);
    expect(one.questions[2]).toMatchObject({
      questionType: 'multiple_choice',
      options: ['Waimea Bay', 'Sunset Beach'],
      isRequired: false,
    });
    expect(one).not.toHaveProperty('creatorTokenHash');
    const without = (await t.app.inject({ url: `/api/surveys/${id}` })).json();
    expect(without).not.toHaveProperty('questions');
  });

  it('validates the create form with the spec messages', async () => {
    const fieldErrors = async (body: object) =>
      (await create(body)).json<{ fieldErrors?: Record<string, string[]> }>().fieldErrors ?? {};
    expect((await fieldErrors({ ...survey, title: '' })).title).toEqual(['Title is required']);
    expect((await fieldErrors({ ...survey, endDate: '2020-01-01' })).endDate).toEqual([
      'End date cannot be in the past',
    ]);
    expect((await fieldErrors({ ...survey, endDate: '2099-11-31' })).endDate).toEqual([
      'End date must be a date',
    ]);
    expect((await fieldErrors({ ...survey, endDate: '9999-12-31' })).endDate).toEqual([
      'Date must be between 2000-01-01 and 2100-12-31',
    ]);
    expect((await fieldErrors({ ...survey, categoryId: '1' })).categoryId).toBeDefined();
    expect((await fieldErrors({ ...survey, categoryId: 999 })).categoryId).toEqual([
      'Please select a category',
    ]);
    expect(
      (
        await fieldErrors({
          ...survey,
          questions: [{ questionText: 'Pick', questionType: 'multiple_choice', options: [] }],
        })
      )['questions.0.options'],
    ).toEqual(['Multiple choice questions need at least two options']);
    expect(
      (await fieldErrors({ ...survey, questions: [{ questionText: 'Q', questionType: 'essay' }] }))[
        'questions.0.questionType'
      ],
    ).toEqual(['Question type must be multiple_choice, yes_no, rating or text']);
  });

  it('takes one response per visitor, checks every answer, and shows results to the creator only', async () => {
    const { id, creatorToken } = (await create()).json<{ id: string; creatorToken: string }>();
    const [yesNo, rating, choice, text] = await questionsOf(id);
    const first = visitor();
    const missing = await first(id, { [rating!.id]: 4 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      fieldErrors: { [`responses.${yesNo!.id}`]: ['This question is required'] },
    });
    const wrong = await first(id, { [yesNo!.id]: 'maybe', [rating!.id]: 7, [choice!.id]: 'Pipeline' });
    expect(wrong.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      [`responses.${yesNo!.id}`]: ['Answer yes or no'],
      [`responses.${rating!.id}`]: ['Rating must be a whole number from 1 to 5'],
      [`responses.${choice!.id}`]: ['Choose one of the options'],
    });
    const ok = await first(id, {
      [yesNo!.id]: 'yes',
      [rating!.id]: 4,
      [choice!.id]: 'Waimea Bay',
      [text!.id]: '=HYPERLINK("x")',
    });
    expect(ok.statusCode).toBe(201);
    const again = await first(id, { [yesNo!.id]: 'no', [rating!.id]: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'You have already responded to this survey' });
    expect((await visitor()(id, { [yesNo!.id]: 'no', [rating!.id]: '5' })).statusCode).toBe(201);
    await t.settle();

    expect((await t.app.inject({ url: `/api/surveys/${id}/results` })).statusCode).toBe(403);
    const forged = await t.app.inject({
      url: `/api/surveys/${id}/results`,
      headers: { [CREATOR_TOKEN_HEADER]: 'x'.repeat(32) },
    });
    expect(forged.statusCode).toBe(403);
    const results = await t.app.inject({
      url: `/api/surveys/${id}/results`,
      headers: { [CREATOR_TOKEN_HEADER]: creatorToken },
    });
    expect(results.statusCode).toBe(200);
    const body = results.json<{
      responseCount: number;
      questions: { counts: Record<string, number>; average: number | null; answered: number }[];
    }>();
    expect(body.responseCount).toBe(2);
    expect(body.questions[0]).toMatchObject({ answered: 2, counts: { yes: 1, no: 1 } });
    expect(body.questions[1]).toMatchObject({ answered: 2, average: 4.5, counts: { 1: 0, 4: 1, 5: 1 } });
    expect(body.questions[2]).toMatchObject({ answered: 1, counts: { 'Waimea Bay': 1, 'Sunset Beach': 0 } });
    const asAdmin = await t.app.inject({
      url: `/api/surveys/${id}/results`,
      headers: { cookie: adminCookie },
    });
    expect(asAdmin.statusCode).toBe(200);

    const csv = await t.app.inject({
      url: `/api/surveys/${id}/responses.csv`,
      headers: { [CREATOR_TOKEN_HEADER]: creatorToken },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Response ID,Submitted At,Did you swim at a guarded beach?,Rate the lifeguards,Which beach?,Anything else?',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`yes,4,Waimea Bay,"'=HYPERLINK(""x"")"`);
  });

  it('tells a visitor they have answered before they fill the form in', async () => {
    const { id } = (await create()).json<{ id: string }>();
    const [yesNo, rating] = await questionsOf(id);
    const cookie = await visitorCookie();
    const read = async () =>
      (await t.app.inject({ url: `/api/surveys/${id}`, headers: { cookie } })).json<{
        answeredByYou: boolean;
      }>();
    expect((await read()).answeredByYou).toBe(false);
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/surveys/${id}/responses`,
      headers: { cookie },
      payload: { responses: { [yesNo!.id]: 'no', [rating!.id]: 2 } },
      remoteAddress: address(),
    });
    expect(answered.statusCode).toBe(201);
    await t.settle();
    expect((await read()).answeredByYou).toBe(true);
    // Somebody else has not.
    const other = (
      await t.app.inject({ url: `/api/surveys/${id}`, headers: { cookie: await visitorCookie() } })
    ).json();
    expect(other.answeredByYou).toBe(false);
  });

  it('refuses a response without a single answer, and counts none', async () => {
    const optional = survey.questions.map((question) => ({ ...question, isRequired: false }));
    const { id } = (await create({ ...survey, questions: optional })).json<{ id: string }>();
    const [, , , text] = await questionsOf(id);
    for (const responses of [{}, { [text!.id]: '   ' }]) {
      const refused = await visitor()(id, responses);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'survey_response_empty',
        message: 'Please answer at least one question before submitting',
      });
    }
    await t.settle();
    const read = await t.app.inject({ url: `/api/surveys/${id}` });
    expect(read.json()).toMatchObject({ responseCount: 0 });
    expect((await visitor()(id, { [text!.id]: 'Loved it' })).statusCode).toBe(201);
  });

  it('allows repeat answers when the survey says so, and refuses inactive surveys', async () => {
    const { id } = (await create({ ...survey, allowMultipleResponses: true })).json<{ id: string }>();
    const [yesNo, rating] = await questionsOf(id);
    const same = visitor();
    expect((await same(id, { [yesNo!.id]: 'yes', [rating!.id]: 3 })).statusCode).toBe(201);
    expect((await same(id, { [yesNo!.id]: 'yes', [rating!.id]: 3 })).statusCode).toBe(201);

    const inactive = (await create({ ...survey, isActive: false })).json<{ id: string }>();
    const [q1, q2] = await questionsOf(inactive.id);
    const refused = await visitor()(inactive.id, { [q1!.id]: 'yes', [q2!.id]: 3 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'This survey is not accepting responses' });
    const listed = (await t.app.inject({ url: '/api/surveys' })).json<{ id: string }[]>().map((s) => s.id);
    expect(listed).not.toContain(inactive.id);
  });

  it('reads isActive: false once its end date has passed, and takes no more answers', async () => {
    const { id } = (await create()).json<{ id: string }>();
    const [yesNo, rating] = await questionsOf(id);
    await t.settle();
    const realNow = t.deps.clock.now;
    t.deps.clock.now = () => new Date(Date.now() + 367 * 24 * 3600 * 1000);
    try {
      const ended = (await t.app.inject({ url: `/api/surveys/${id}` })).json();
      expect(ended).toMatchObject({ id, isActive: false, endDate: inAYear });
      const refused = await visitor()(id, { [yesNo!.id]: 'yes', [rating!.id]: 3 });
      expect(refused.json()).toMatchObject({ message: 'This survey has ended' });
      const listed = (await t.app.inject({ url: '/api/surveys' })).json<{ id: string }[]>().map((s) => s.id);
      expect(listed).not.toContain(id);
    } finally {
      t.deps.clock.now = realNow;
    }
  });

  it('is deleted only by its creator token or an admin', async () => {
    const { id, creatorToken } = (await create()).json<{ id: string; creatorToken: string }>();
    const del = (headers: Record<string, string>) =>
      t.app.inject({ method: 'DELETE', url: `/api/surveys/${id}`, headers });
    expect((await del({})).statusCode).toBe(403);
    expect((await del({ [CREATOR_TOKEN_HEADER]: 'y'.repeat(32) })).statusCode).toBe(403);
    expect((await del({ [CREATOR_TOKEN_HEADER]: creatorToken })).statusCode).toBe(200);
    expect((await del({ [CREATOR_TOKEN_HEADER]: creatorToken })).statusCode).toBe(404);
    await t.settle();
    expect((await t.app.inject({ url: `/api/surveys/${id}` })).statusCode).toBe(404);

    const other = (await create()).json<{ id: string }>();
    const byAdmin = await t.app.inject({
      method: 'DELETE',
      url: `/api/surveys/${other.id}`,
      headers: { cookie: adminCookie },
    });
    expect(byAdmin.statusCode).toBe(200);
  });
});

describe('CSV cells', () => {
  it('quotes separators and neutralises formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell(4)).toBe('4');
  });
});

describe('one response per visitor', () => {
  const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1';
  const answerAs = (surveyId: string, questions: Question[], from: string, userAgent: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/surveys/${surveyId}/responses`,
      // No cookie: every answer comes as a visitor the server has never seen.
      payload: { responses: { [questions[0]!.id]: 'yes', [questions[1]!.id]: 5 }, respondentId: null },
      headers: { 'user-agent': userAgent },
      remoteAddress: from,
    });

  it('counts one device once, whatever its cookies, and a network at most three times', async () => {
    const { id } = (await create()).json<{ id: string }>();
    const questions = await questionsOf(id);
    const network = '10.8.0.1';
    const fromPhone = [];
    for (let i = 0; i < 8; i++) fromPhone.push(await answerAs(id, questions, network, PHONE));
    expect(fromPhone.map((r) => r.statusCode)).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(fromPhone[1]!.json()).toMatchObject({ code: 'survey_already_answered' });

    const otherDevices = [];
    for (let i = 0; i < 4; i++) otherDevices.push(await answerAs(id, questions, network, `Browser ${i}`));
    expect(otherDevices.map((r) => r.statusCode)).toEqual([201, 201, 409, 409]);
    expect(otherDevices[2]!.json()).toMatchObject({ code: 'survey_network_cap' });

    expect((await answerAs(id, questions, '10.8.0.2', PHONE)).statusCode).toBe(201);
    await t.settle();
    const results = await t.app.inject({
      url: `/api/surveys/${id}/results`,
      headers: { cookie: adminCookie },
    });
    expect(results.json<{ responseCount: number }>().responseCount).toBe(4);
  });

  it('keeps no limit for surveys that take repeat answers', async () => {
    const { id } = (await create({ ...survey, allowMultipleResponses: true })).json<{ id: string }>();
    const questions = await questionsOf(id);
    for (let i = 0; i < 5; i++) {
      expect((await answerAs(id, questions, '10.8.1.1', PHONE)).statusCode).toBe(201);
    }
  });
});
