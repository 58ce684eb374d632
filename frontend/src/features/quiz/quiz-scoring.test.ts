import { describe, expect, it } from 'vitest';
import { QUIZ_QUESTIONS } from './quiz-questions.ts';
import { SCORE_MESSAGES, moodAfterAnswer, scoreQuiz } from './quiz-scoring.ts';

describe('quiz', () => {
  it('has 5 questions of four options each, with a valid answer', () => {
    expect(QUIZ_QUESTIONS).toHaveLength(5);
    for (const question of QUIZ_QUESTIONS) {
      expect(question.options).toHaveLength(4);
      expect(question.correctAnswer).toBeGreaterThanOrEqual(0);
      expect(question.correctAnswer).toBeLessThan(4);
    }
  });

  it('scores 80 % and more best, 60 % and more middle, below that lowest', () => {
    expect(scoreQuiz(5, 5)).toMatchObject({ percent: 100, band: 'best', message: SCORE_MESSAGES.best });
    expect(scoreQuiz(4, 5)).toMatchObject({ percent: 80, band: 'best', mood: 'celebration' });
    expect(scoreQuiz(3, 5)).toMatchObject({ percent: 60, band: 'middle', message: SCORE_MESSAGES.middle });
    expect(scoreQuiz(2, 5)).toMatchObject({ percent: 40, band: 'lowest', mood: 'concerned' });
  });

  it("sets Kai's mood from the answer", () => {
    expect(moodAfterAnswer(false, false)).toBe('swimming');
    expect(moodAfterAnswer(true, true)).toBe('happy');
    expect(moodAfterAnswer(true, false)).toBe('concerned');
  });
});
