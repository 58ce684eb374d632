import type { SurveyQuestion } from '@nsg/domain/surveys/survey.ts';

/**
 * RFC 4180 quoting; a cell starting with = + - @ (or a tab/CR) gets a leading apostrophe so a
 * spreadsheet never runs a respondent's text as a formula.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export function responsesCsv(
  questions: readonly SurveyQuestion[],
  responses: readonly { id: string; submittedAt: string; answers: Record<string, string | number> }[],
): string {
  const header = ['Response ID', 'Submitted At', ...questions.map((q) => q.questionText)];
  const rows = responses.map((r) => [r.id, r.submittedAt, ...questions.map((q) => r.answers[q.id] ?? '')]);
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
