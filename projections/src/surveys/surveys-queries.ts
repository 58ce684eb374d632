import { sql, type Kysely, type Selectable } from 'kysely';
import type { SurveyQuestion } from '@nsg/domain/surveys/survey.ts';
import type { ReadModelTables } from '../read-model-tables.ts';

type Db = Kysely<ReadModelTables>;

export interface SurveyCategory {
  id: number;
  name: string;
  icon: string;
  color: string;
  description: string;
}

export async function listSurveyCategories(db: Db): Promise<SurveyCategory[]> {
  const rows = await db.selectFrom('survey_categories').select(['id', 'document']).orderBy('id').execute();
  return rows.map((row) => {
    const doc = row.document as Omit<SurveyCategory, 'id'>;
    return { id: row.id, name: doc.name, icon: doc.icon, color: doc.color, description: doc.description };
  });
}

export async function surveyCategoryExists(db: Db, id: number): Promise<boolean> {
  return Boolean(
    await db.selectFrom('survey_categories').select('id').where('id', '=', id).executeTakeFirst(),
  );
}

type SurveyRow = Selectable<ReadModelTables['surveys']>;

/** `isActive` is whether it takes answers now: switched on and not past its end date (Hawaii time). */
function toSurvey(row: SurveyRow, now: Date) {
  const questions = row.questions as SurveyQuestion[];
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    categoryId: row.category_id,
    isAnonymous: row.is_anonymous,
    allowMultipleResponses: row.allow_multiple_responses,
    isActive: row.is_active && (row.closes_at === null || row.closes_at > now),
    endDate: row.end_date,
    questionCount: questions.length,
    responseCount: row.response_count,
    createdAt: row.created_at.toISOString(),
  };
}
export type SurveySummary = ReturnType<typeof toSurvey>;

/** Surveys still taking answers (active, not past their end date), newest first. */
export async function listOpenSurveys(
  db: Db,
  categoryId: number | undefined,
  now = new Date(),
): Promise<SurveySummary[]> {
  let query = db
    .selectFrom('surveys')
    .selectAll()
    .where('is_active', '=', true)
    .where((eb) => eb.or([eb('closes_at', 'is', null), eb('closes_at', '>', now)]))
    .orderBy('created_at', 'desc')
    .limit(200);
  if (categoryId !== undefined) query = query.where('category_id', '=', categoryId);
  return (await query.execute()).map((row) => toSurvey(row, now));
}

export async function findSurvey(db: Db, id: string, now = new Date()) {
  const row = await db.selectFrom('surveys').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const category = await db
    .selectFrom('survey_categories')
    .select(['id', 'document'])
    .where('id', '=', row.category_id)
    .executeTakeFirst();
  const doc = category?.document as Omit<SurveyCategory, 'id'> | undefined;
  return {
    survey: toSurvey(row, now),
    questions: [...(row.questions as SurveyQuestion[])].sort((a, b) => a.orderIndex - b.orderIndex),
    category: category && doc ? { id: category.id, name: doc.name, icon: doc.icon, color: doc.color } : null,
    creatorTokenHash: row.creator_token_hash,
  };
}

/** Per-question results: counts per answer, and the average for ratings. */
export async function surveyResults(db: Db, surveyId: string, questions: readonly SurveyQuestion[]) {
  const rows = await db.selectFrom('survey_results').selectAll().where('survey_id', '=', surveyId).execute();
  return questions.map((question) => {
    const own = rows.filter((row) => row.question_id === question.id).sort((a, b) => b.count - a.count);
    const answered = own.reduce((sum, row) => sum + row.count, 0);
    const counts: Record<string, number> = {};
    if (question.questionType === 'yes_no') Object.assign(counts, { yes: 0, no: 0 });
    if (question.questionType === 'rating') Object.assign(counts, { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 });
    for (const option of question.options) counts[option] = 0;
    // Text answers: the 50 most frequent, so one survey cannot make the answer unbounded.
    for (const row of question.questionType === 'text' ? own.slice(0, 50) : own)
      counts[row.answer] = row.count;
    const average =
      question.questionType === 'rating' && answered > 0
        ? Math.round((own.reduce((sum, row) => sum + Number(row.answer) * row.count, 0) / answered) * 100) /
          100
        : null;
    return {
      id: question.id,
      questionText: question.questionText,
      questionType: question.questionType,
      answered,
      counts,
      average,
    };
  });
}

export async function listSurveyResponses(db: Db, surveyId: string) {
  const rows = await db
    .selectFrom('survey_responses')
    .select(['id', 'answers', 'submitted_at'])
    .where('survey_id', '=', surveyId)
    .orderBy('submitted_at')
    .orderBy(sql`id`)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    answers: row.answers as Record<string, string | number>,
    submittedAt: row.submitted_at.toISOString(),
  }));
}

/** Whether this respondent (keyed hash of the visitor) has answered the survey. */
export async function hasResponded(db: Db, surveyId: string, respondentKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('survey_responses')
    .select('id')
    .where('survey_id', '=', surveyId)
    .where('respondent_key', '=', respondentKey)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
