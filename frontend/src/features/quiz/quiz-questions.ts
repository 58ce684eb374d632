import type { MessageId } from '@nsg/domain/i18n/messages/en.ts';

export interface QuizQuestion {
  /** Its texts are `quiz.q<id>.question`, `.option0`–`.option3`, `.explanation` and `.turtle`. */
  id: 1 | 2 | 3 | 4 | 5;
  /** Index into the four options. */
  correctAnswer: 0 | 1 | 2 | 3;
}

export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  { id: 1, correctAnswer: 1 },
  { id: 2, correctAnswer: 2 },
  { id: 3, correctAnswer: 2 },
  { id: 4, correctAnswer: 1 },
  { id: 5, correctAnswer: 2 },
];

export const OPTION_INDEXES = [0, 1, 2, 3] as const;

export const questionTextId = (q: QuizQuestion, part: 'question' | 'explanation' | 'turtle'): MessageId =>
  `quiz.q${q.id}.${part}`;
export const optionTextId = (q: QuizQuestion, option: (typeof OPTION_INDEXES)[number]): MessageId =>
  `quiz.q${q.id}.option${option}`;
