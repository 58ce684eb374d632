import { Button, Card, Group, Progress, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { QUIZ_QUESTIONS, WRONG_ANSWER_RESPONSE } from '../quiz-questions.ts';
import { moodAfterAnswer, scoreQuiz } from '../quiz-scoring.ts';
import { KaiTheHonu } from './kai-the-honu.tsx';
import classes from './safety-quiz.module.css';

export function SafetyQuiz({ onBack }: { onBack: () => void }) {
  const [index, setIndex] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);
  const [correctCount, setCorrectCount] = useState(0);
  const [completed, setCompleted] = useState(false);

  const total = QUIZ_QUESTIONS.length;
  const question = QUIZ_QUESTIONS[index]!;
  const answered = selected !== null;
  const right = answered && selected === question.correctAnswer;
  const last = index === total - 1;

  const restart = () => {
    setIndex(0);
    setSelected(null);
    setCorrectCount(0);
    setCompleted(false);
  };

  const choose = (option: number) => {
    if (answered) return;
    setSelected(option);
    if (option === question.correctAnswer) setCorrectCount((count) => count + 1);
  };

  const next = () => {
    if (last) {
      setCompleted(true);
      return;
    }
    setIndex(index + 1);
    setSelected(null);
  };

  return (
    <Card padding="xl" data-testid="safety-quiz">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={3}>Beach Safety Quiz with Kai the Honu</Title>
          <Button variant="subtle" onClick={onBack}>
            Back to Safety Info
          </Button>
        </Group>

        {completed ? (
          <QuizResult correct={correctCount} total={total} onRestart={restart} />
        ) : (
          <>
            <Text fz="sm" c="dimmed">
              Question {index + 1} of {total}
            </Text>
            <Progress value={((index + (answered ? 1 : 0)) / total) * 100} aria-label="Quiz progress" />
            <KaiTheHonu
              mood={moodAfterAnswer(answered, right)}
              says={
                !answered
                  ? "Take your time, I'll wait right here."
                  : right
                    ? question.turtleResponse
                    : WRONG_ANSWER_RESPONSE
              }
            />
            <Text fw={700} fz="lg">
              {question.question}
            </Text>
            <Stack gap="xs" role="group" aria-label="Answers">
              {question.options.map((option, optionIndex) => {
                const state = !answered
                  ? 'open'
                  : optionIndex === question.correctAnswer
                    ? 'correct'
                    : optionIndex === selected
                      ? 'wrong'
                      : 'other';
                return (
                  <UnstyledButton
                    key={option}
                    className={classes.option}
                    data-state={state}
                    disabled={answered}
                    aria-pressed={optionIndex === selected}
                    onClick={() => choose(optionIndex)}
                  >
                    {option}
                    {answered && optionIndex === question.correctAnswer && (
                      <Text span fw={700} ml="xs">
                        (correct answer)
                      </Text>
                    )}
                  </UnstyledButton>
                );
              })}
            </Stack>
            {answered && (
              <>
                <Text fz="sm">
                  <Text span fw={700}>
                    Explanation:{' '}
                  </Text>
                  {question.explanation}
                </Text>
                <Group justify="flex-end">
                  <Button onClick={next}>{last ? 'See Results' : 'Next Question'}</Button>
                </Group>
              </>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}

function QuizResult({
  correct,
  total,
  onRestart,
}: {
  correct: number;
  total: number;
  onRestart: () => void;
}) {
  const result = scoreQuiz(correct, total);
  return (
    <Stack gap="md" align="center" ta="center" data-testid="quiz-result" data-band={result.band}>
      <Title order={4}>Quiz Complete!</Title>
      <Text fz={40} fw={800}>
        {correct} / {total}
      </Text>
      <Text fw={600}>{result.percent}% correct</Text>
      <KaiTheHonu mood={result.mood} says={result.message} />
      <Button onClick={onRestart}>Restart Quiz</Button>
    </Stack>
  );
}
