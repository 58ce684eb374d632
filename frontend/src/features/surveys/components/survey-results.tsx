import { Button, Card, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n/use-t.ts';
import { downloadResponsesCsv, surveyResultsQueryOptions } from '../api/surveys.ts';

/** Per-question counts and rating averages, for the survey's creator; CSV download of all responses. */
export function SurveyResultsView({ surveyId, onBack }: { surveyId: string; onBack: () => void }) {
  const t = useT();
  const results = useQuery(surveyResultsQueryOptions(surveyId));
  const download = () =>
    downloadResponsesCsv(surveyId).catch(() =>
      notifications.show({
        title: t('surveys.downloadFailed'),
        message: t('surveys.downloadFailedText'),
        color: 'red',
      }),
    );
  return (
    <Stack gap="lg" maw={760}>
      <Group>
        <Button variant="subtle" onClick={onBack}>
          {t('surveys.back')}
        </Button>
        <Button variant="light" onClick={download}>
          {t('surveys.download')}
        </Button>
      </Group>
      {results.isPending ? (
        <Skeleton h={300} />
      ) : results.isError ? (
        <Text c="red.9">{results.error.message}</Text>
      ) : (
        <>
          <div>
            <Title order={1}>{t('surveys.resultsTitle', { title: results.data.title })}</Title>
            <Text c="dimmed" data-testid="response-count">
              {t('surveys.responseCount', { count: results.data.responseCount })}
            </Text>
          </div>
          {results.data.questions.map((question) => (
            <Card
              key={question.id}
              withBorder
              padding="md"
              component="section"
              aria-label={question.questionText}
            >
              <Text fw={600}>{question.questionText}</Text>
              <Text fz="sm" c="dimmed">
                {question.average === null
                  ? t('surveys.answered', { count: question.answered })
                  : t('surveys.answeredAverage', {
                      count: question.answered,
                      average: question.average.toFixed(2),
                    })}
              </Text>
              <Stack gap={6} mt="sm">
                {Object.entries(question.counts).map(([answer, count]) => {
                  const label = question.questionType === 'yes_no' ? t('surveys.answer', { answer }) : answer;
                  return (
                    <div key={answer}>
                      <Group justify="space-between">
                        <Text fz="sm">{label}</Text>
                        <Text fz="sm">{count}</Text>
                      </Group>
                      <Progress
                        value={question.answered ? (count / question.answered) * 100 : 0}
                        size="sm"
                        aria-label={t('surveys.answerShare', { answer: label })}
                      />
                    </div>
                  );
                })}
              </Stack>
            </Card>
          ))}
        </>
      )}
    </Stack>
  );
}
