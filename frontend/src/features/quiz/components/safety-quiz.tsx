import { Button, Card, Group, Progress, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { OPTION_INDEXES, optionTextId, QUIZ_QUESTIONS, questionTextId } from '../quiz-questions.ts';
import { moodAfterAnswer, scoreQuiz } from '../quiz-scoring.ts';
import { KaiTheHonu } from './kai-the-honu.tsx';
import classes from './safety-quiz.module.css';

export function SafetyQuiz({ onBack }: { onBack: () => void }) {
  const t = useT();
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
          <Title order={3}>{t('quiz.title')}</Title>
          <Button variant="subtle" onClick={onBack}>
            {t('quiz.back')}
          </Button>
        </Group>

        {completed ? (
          <QuizResult correct={correctCount} total={total} onRestart={restart} />
        ) : (
          <>
            <Text fz="sm" c="dimmed">
              {t('quiz.progress', { number: index + 1, total })}
            </Text>
            <Progress
              value={((index + (answered ? 1 : 0)) / total) * 100}
              aria-label={t('quiz.progressLabel')}
            />
            <KaiTheHonu
              mood={moodAfterAnswer(answered, right)}
              says={
                !answered
                  ? t('quiz.waiting')
                  : right
                    ? t(questionTextId(question, 'turtle'))
                    : t('quiz.wrong')
              }
            />
            <Text fw={700} fz="lg">
              {t(questionTextId(question, 'question'))}
            </Text>
            <Stack gap="xs" role="group" aria-label={t('quiz.answers')}>
              {OPTION_INDEXES.map((optionIndex) => {
                const state = !answered
                  ? 'open'
                  : optionIndex === question.correctAnswer
                    ? 'correct'
                    : optionIndex === selected
                      ? 'wrong'
                      : 'other';
                return (
                  <UnstyledButton
                    key={optionIndex}
                    className={classes.option}
                    data-state={state}
                    disabled={answered}
                    aria-pressed={optionIndex === selected}
                    onClick={() => choose(optionIndex)}
                  >
                    {t(optionTextId(question, optionIndex))}
                    {answered && optionIndex === question.correctAnswer && (
                      <Text span fw={700} ml="xs">
                        {t('quiz.correctAnswer')}
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
                    {t('quiz.explanation')}{' '}
                  </Text>
                  {t(questionTextId(question, 'explanation'))}
                </Text>
                <Group justify="flex-end">
                  <Button onClick={next}>{last ? t('quiz.seeResults') : t('quiz.next')}</Button>
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
  const t = useT();
  const result = scoreQuiz(correct, total);
  return (
    <Stack gap="md" align="center" ta="center" data-testid="quiz-result" data-band={result.band}>
      <Title order={4}>{t('quiz.complete')}</Title>
      <Text fz={40} fw={800}>
        {correct} / {total}
      </Text>
      <Text fw={600}>{t('quiz.percentCorrect', { percent: result.percent })}</Text>
      <KaiTheHonu mood={result.mood} says={t(result.message)} />
      <Button onClick={onRestart}>{t('quiz.restart')}</Button>
    </Stack>
  );
}
