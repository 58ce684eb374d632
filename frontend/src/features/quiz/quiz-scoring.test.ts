import { describe, expect, it } from 'vitest';
import { QUIZ_QUESTIONS } from './quiz-questions.ts';
import { moodAfterAnswer, scoreQuiz } from './quiz-scoring.ts';

describe('quiz', () => {
  it('has 5 questions of four options each, with a valid answer', () => {
    expect(QUIZ_QUESTIONS).toHaveLength(5);
    expect(QUIZ_QUESTIONS.map((question) => question.correctAnswer)).toEqual([1, 2, 2, 1, 2]);
  });

  it('scores 80 % and more best, 60 % and more middle, below that lowest', () => {
    expect(scoreQuiz(5, 5)).toMatchObject({ percent: 100, band: 'best', message: 'quiz.score.best' });
    expect(scoreQuiz(4, 5)).toMatchObject({ percent: 80, band: 'best', mood: 'celebration' });
    expect(scoreQuiz(3, 5)).toMatchObject({ percent: 60, band: 'middle', message: 'quiz.score.middle' });
    expect(scoreQuiz(2, 5)).toMatchObject({ percent: 40, band: 'lowest', mood: 'concerned' });
  });

  it("sets Kai's mood from the answer", () => {
    expect(moodAfterAnswer(false, false)).toBe('swimming');
    expect(moodAfterAnswer(true, true)).toBe('happy');
    expect(moodAfterAnswer(true, false)).toBe('concerned');
  });
});
