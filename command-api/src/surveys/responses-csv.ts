import type { SurveyQuestion } from '@nsg/domain/surveys/survey.ts';
import { csvRow } from '../http/csv.ts';

export function responsesCsv(
  questions: readonly SurveyQuestion[],
  responses: readonly { id: string; submittedAt: string; answers: Record<string, string | number> }[],
): string {
  const header = ['Response ID', 'Submitted At', ...questions.map((q) => q.questionText)];
  const rows = responses.map((r) => [r.id, r.submittedAt, ...questions.map((q) => r.answers[q.id] ?? '')]);
  return [header, ...rows].map(csvRow).join('\r\n') + '\r\n';
}
