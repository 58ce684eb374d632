import { Alert, Button, Card, Group, Radio, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SurveyQuestion } from '@nsg/domain/surveys/survey.ts';
import type { MessageId } from '@nsg/domain/i18n/messages/en.ts';
import { SURVEY_FAIR_PLAY } from '@nsg/domain/surveys/survey.ts';
import { useT } from '../../../i18n/use-t.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import { surveyQueryOptions, useSubmitResponse, type SurveyWithQuestions } from '../api/surveys.ts';
import { readableErrorProps } from '../survey-errors.ts';
import { useSurveyToasts } from '../survey-toasts.ts';

/** Where the form keeps the error of a response that answers nothing (no question has this id). */
const NO_ANSWER = '';

/** The survey-taking view: one input per question by its type, Back to Surveys. */
export function TakeSurvey({ surveyId, onBack }: { surveyId: string; onBack: () => void }) {
  const t = useT();
  const surveyToasts = useSurveyToasts();
  const survey = useQuery(surveyQueryOptions(surveyId));
  const submit = useSubmitResponse(surveyId);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  const send = () => {
    const questions = survey.data?.questions ?? [];
    const missing = Object.fromEntries(
      questions
        .filter((q) => q.isRequired && !answers[q.id]?.trim())
        .map((q) => [q.id, t('surveys.required')]),
    );
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const responses = Object.fromEntries(
      questions
        .filter((q) => answers[q.id]?.trim())
        .map((q) => [q.id, q.questionType === 'rating' ? Number(answers[q.id]) : answers[q.id]!]),
    );
    if (Object.keys(responses).length === 0) {
      setErrors({ [NO_ANSWER]: t('errors.api.survey_response_empty') });
      return;
    }
    submit.mutate(responses, {
      onSuccess: () => {
        surveyToasts.responded();
        onBack();
      },
      onError: (error) => {
        surveyToasts.respondFailed(error);
        if (error instanceof ApiError) {
          setErrors(
            Object.fromEntries(
              Object.entries(error.fieldErrors).map(([key, messages]) => [
                key.replace(/^responses\./, ''),
                messages[0]!,
              ]),
            ),
          );
        }
      },
    });
  };

  return (
    <Stack gap="lg" maw={760}>
      <Group>
        <Button variant="subtle" onClick={onBack}>
          {t('surveys.back')}
        </Button>
      </Group>
      {survey.isPending ? (
        <Skeleton h={300} />
      ) : survey.isError ? (
        <Text c="red.9">{survey.error.message}</Text>
      ) : closedReason(survey.data) ? (
        <>
          <Title order={1}>{survey.data.title}</Title>
          <Alert color="blue" data-testid="survey-closed">
            {t(closedReason(survey.data)!)}
          </Alert>
        </>
      ) : (
        <>
          <div>
            <Title order={1}>{survey.data.title}</Title>
            {survey.data.description && <Text c="dimmed">{survey.data.description}</Text>}
          </div>
          {!survey.data.allowMultipleResponses && (
            <Text fz="sm" c="dimmed" data-testid="survey-one-per-visitor">
              {t('surveys.onePerVisitor', { perNetwork: SURVEY_FAIR_PLAY.responsesPerNetwork })}
            </Text>
          )}
          {survey.data.questions.map((question, index) => (
            <QuestionInput
              key={question.id}
              index={index}
              question={question}
              value={answers[question.id] ?? ''}
              error={errors[question.id]}
              onChange={(value) => setAnswers((all) => ({ ...all, [question.id]: value }))}
            />
          ))}
          {errors[NO_ANSWER] && (
            <Alert color="red" role="alert" data-testid="survey-no-answer">
              {errors[NO_ANSWER]}
            </Alert>
          )}
          <Group>
            <Button onClick={send} loading={submit.isPending}>
              {t('surveys.submit')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

/** Why the form is not offered, said before anyone fills it in; null when it can be answered. */
function closedReason(survey: SurveyWithQuestions): MessageId | null {
  if (survey.answeredByYou && !survey.allowMultipleResponses) return 'surveys.alreadyAnswered';
  if (!survey.isActive) return 'surveys.closed';
  return null;
}

interface QuestionInputProps {
  index: number;
  question: SurveyQuestion;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

function QuestionInput({ index, question, value, error, onChange }: QuestionInputProps) {
  const t = useT();
  const label = `${index + 1}. ${question.questionText}`;
  const choices =
    question.questionType === 'yes_no'
      ? [
          { value: 'yes', label: t('surveys.yes') },
          { value: 'no', label: t('surveys.no') },
        ]
      : question.questionType === 'rating'
        ? ['1', '2', '3', '4', '5'].map((n) => ({ value: n, label: n }))
        : question.options.map((option) => ({ value: option, label: option }));
  return (
    <Card withBorder padding="md">
      {question.questionType === 'text' ? (
        <Textarea
          label={label}
          required={question.isRequired}
          autosize
          minRows={3}
          value={value}
          error={error}
          errorProps={readableErrorProps}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      ) : (
        <Radio.Group
          label={label}
          required={question.isRequired}
          value={value}
          onChange={onChange}
          error={error}
          errorProps={readableErrorProps}
        >
          <Group mt="xs">
            {choices.map((choice) => (
              <Radio key={choice.value} value={choice.value} label={choice.label} />
            ))}
          </Group>
        </Radio.Group>
      )}
    </Card>
  );
}
