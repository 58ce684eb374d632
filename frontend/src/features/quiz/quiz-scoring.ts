/** Quiz result bands (spec 000 §9): 80 % or more is the best, 60 % or more the middle, else the lowest. */
export const BEST_SCORE_PERCENT = 80;
export const MIDDLE_SCORE_PERCENT = 60;

export type TurtleMood = 'idle' | 'happy' | 'concerned' | 'swimming' | 'celebration';

export interface QuizResult {
  percent: number;
  band: 'best' | 'middle' | 'lowest';
  /** Kai's verdict, in the catalogues. */
  message: `quiz.score.${'best' | 'middle' | 'lowest'}`;
  mood: TurtleMood;
}

export function scoreQuiz(correct: number, total: number): QuizResult {
  const percent = total === 0 ? 0 : Math.round((correct / total) * 100);
  if (percent >= BEST_SCORE_PERCENT)
    return { percent, band: 'best', message: 'quiz.score.best', mood: 'celebration' };
  if (percent >= MIDDLE_SCORE_PERCENT)
    return { percent, band: 'middle', message: 'quiz.score.middle', mood: 'happy' };
  return { percent, band: 'lowest', message: 'quiz.score.lowest', mood: 'concerned' };
}

/** Kai's mood after an answer: happy when right, concerned when wrong, swimming while a question waits. */
export const moodAfterAnswer = (answered: boolean, correct: boolean): TurtleMood =>
  !answered ? 'swimming' : correct ? 'happy' : 'concerned';
