import { Button, Card, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { downloadResponsesCsv, surveyResultsQueryOptions } from '../api/surveys.ts';

/** Per-question counts and rating averages, for the survey's creator; CSV download of all responses. */
export function SurveyResultsView({ surveyId, onBack }: { surveyId: string; onBack: () => void }) {
  const results = useQuery(surveyResultsQueryOptions(surveyId));
  const download = () =>
    downloadResponsesCsv(surveyId).catch((error: unknown) =>
      notifications.show({ title: 'Download failed', message: String(error), color: 'red' }),
    );
  return (
    <Stack gap="lg" maw={760}>
      <Group>
        <Button variant="subtle" onClick={onBack}>
          Back to Surveys
        </Button>
        <Button variant="light" onClick={download}>
          Download CSV
        </Button>
      </Group>
      {results.isPending ? (
        <Skeleton h={300} />
      ) : results.isError ? (
        <Text c="red">{results.error.message}</Text>
      ) : (
        <>
          <div>
            <Title order={1}>Results: {results.data.title}</Title>
            <Text c="dimmed" data-testid="response-count">
              {results.data.responseCount} {results.data.responseCount === 1 ? 'response' : 'responses'}
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
                {question.answered} answered
                {question.average !== null ? ` · average ${question.average.toFixed(2)}` : ''}
              </Text>
              <Stack gap={6} mt="sm">
                {Object.entries(question.counts).map(([answer, count]) => (
                  <div key={answer}>
                    <Group justify="space-between">
                      <Text fz="sm">{answer}</Text>
                      <Text fz="sm">{count}</Text>
                    </Group>
                    <Progress value={question.answered ? (count / question.answered) * 100 : 0} size="sm" />
                  </div>
                ))}
              </Stack>
            </Card>
          ))}
        </>
      )}
    </Stack>
  );
}
