import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  creatorTokens,
  surveyCategoriesQueryOptions,
  surveysQueryOptions,
  useDeleteSurvey,
  type Survey,
} from '../api/surveys.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useSurveyToasts } from '../survey-toasts.ts';
import { PhraseBreaks } from '../../../components/phrase-breaks.tsx';
import { CreateSurveyDialog } from './create-survey-dialog.tsx';
import { SurveyResultsView } from './survey-results.tsx';
import { TakeSurvey } from './take-survey.tsx';

type View = { kind: 'list' } | { kind: 'take' | 'results'; surveyId: string };

/** Surveys: category filter, cards, create, delete (own surveys), answer and results. */
export function SurveysPage() {
  const [view, setView] = useState<View>({ kind: 'list' });
  const back = () => setView({ kind: 'list' });
  return (
    <Container size="xl" py="xl">
      {view.kind === 'take' ? (
        <TakeSurvey surveyId={view.surveyId} onBack={back} />
      ) : view.kind === 'results' ? (
        <SurveyResultsView surveyId={view.surveyId} onBack={back} />
      ) : (
        <SurveyList
          onTake={(surveyId) => setView({ kind: 'take', surveyId })}
          onResults={(surveyId) => setView({ kind: 'results', surveyId })}
        />
      )}
    </Container>
  );
}

function SurveyList({
  onTake,
  onResults,
}: {
  onTake: (id: string) => void;
  onResults: (id: string) => void;
}) {
  const t = useT();
  const surveyToasts = useSurveyToasts();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const categories = useQuery(surveyCategoriesQueryOptions());
  const surveys = useQuery(surveysQueryOptions(categoryId));
  const [createOpened, createDialog] = useDisclosure(false);
  const [deleting, setDeleting] = useState<Survey | null>(null);
  const deleteSurvey = useDeleteSurvey();
  const categoryOf = (id: number) => categories.data?.find((c) => c.id === id);

  const confirmDelete = () => {
    if (!deleting) return;
    deleteSurvey.mutate(deleting.id, {
      onSuccess: () => {
        surveyToasts.deleted();
        setDeleting(null);
      },
      onError: surveyToasts.deleteFailed,
    });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>
            <PhraseBreaks>{t('surveys.heading')}</PhraseBreaks>
          </Title>
          <Text c="dimmed">{t('surveys.intro')}</Text>
        </div>
        <Button onClick={createDialog.open}>{t('surveys.create')}</Button>
      </Group>
      <Group gap="xs" role="group" aria-label={t('surveys.categories')}>
        <Button
          size="xs"
          variant={categoryId === null ? 'filled' : 'light'}
          aria-pressed={categoryId === null}
          onClick={() => setCategoryId(null)}
        >
          {t('surveys.all')}
        </Button>
        {categories.data?.map((category) => (
          <Button
            key={category.id}
            size="xs"
            color={category.color}
            // The categories' own colours are too light for text on a tint: filled takes readable text.
            variant={categoryId === category.id ? 'filled' : 'default'}
            aria-pressed={categoryId === category.id}
            autoContrast
            onClick={() => setCategoryId(category.id)}
          >
            {t('surveys.category', { id: category.id, name: category.name })}
          </Button>
        ))}
      </Group>
      {surveys.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} h={180} radius="md" />
          ))}
        </SimpleGrid>
      ) : surveys.isError ? (
        <Text c="red.9">{t('surveys.loadFailed', { message: surveys.error.message })}</Text>
      ) : surveys.data.length === 0 ? (
        <Text ta="center" c="dimmed" py="xl">
          {categoryId === null ? t('surveys.none') : t('surveys.noneInCategory')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {surveys.data.map((survey) => {
            const category = categoryOf(survey.categoryId);
            const mine = Boolean(creatorTokens.get(survey.id));
            return (
              <Card
                key={survey.id}
                withBorder
                radius="md"
                padding="lg"
                component="article"
                aria-label={survey.title}
              >
                <Stack gap="xs">
                  <Group justify="space-between">
                    {category && (
                      <Badge color={category.color} variant="dot">
                        {t('surveys.category', { id: category.id, name: category.name })}
                      </Badge>
                    )}
                    <Badge color="green" autoContrast>
                      {t('surveys.active')}
                    </Badge>
                  </Group>
                  <Title order={3} fz="lg">
                    {survey.title}
                  </Title>
                  {survey.description && (
                    <Text fz="sm" c="dimmed" lineClamp={3}>
                      {survey.description}
                    </Text>
                  )}
                  <Text fz="xs" c="dimmed">
                    {survey.endDate
                      ? t('surveys.countsEnding', { ...counts(survey), endDate: survey.endDate })
                      : t('surveys.counts', counts(survey))}
                  </Text>
                  <Group gap="xs" mt="xs">
                    <Button size="sm" onClick={() => onTake(survey.id)}>
                      {t('surveys.take')}
                    </Button>
                    {mine && (
                      <>
                        <Button size="sm" variant="light" onClick={() => onResults(survey.id)}>
                          {t('surveys.results')}
                        </Button>
                        <Button size="sm" variant="subtle" color="red" onClick={() => setDeleting(survey)}>
                          {t('surveys.delete')}
                        </Button>
                      </>
                    )}
                  </Group>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
      <CreateSurveyDialog
        opened={createOpened}
        onClose={createDialog.close}
        categories={categories.data ?? []}
      />
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('surveys.deleteTitle')}
        centered
      >
        <Stack>
          <Text>{t('surveys.deleteConfirm', { title: deleting?.title ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('surveys.cancel')}
            </Button>
            <Button color="red" onClick={confirmDelete} loading={deleteSurvey.isPending}>
              {t('surveys.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

const counts = (survey: Survey) => ({ questions: survey.questionCount, responses: survey.responseCount });
