import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import {
  createSurveySchema,
  END_DATE_IN_PAST,
  questionTypes,
  type QuestionType,
} from '@nsg/domain/surveys/survey.ts';
import { useT } from '../../../i18n/use-t.ts';
import { firstFieldErrors } from '../../../lib/api-fetch.ts';
import { useCreateSurvey, type SurveyCategory } from '../api/surveys.ts';
import { readableErrorProps, translateSurveyErrors } from '../survey-errors.ts';
import { useSurveyToasts } from '../survey-toasts.ts';

interface DraftQuestion {
  questionText: string;
  questionType: QuestionType;
  options: string;
  isRequired: boolean;
}
const newQuestion = (): DraftQuestion => ({
  questionText: '',
  questionType: 'text',
  options: '',
  isRequired: false,
});

interface Props {
  opened: boolean;
  onClose: () => void;
  categories: SurveyCategory[];
}

export function CreateSurveyDialog({ opened, onClose, categories }: Props) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [endDate, setEndDate] = useState('');
  const [isAnonymous, setAnonymous] = useState(false);
  const [allowMultipleResponses, setAllowMultiple] = useState(false);
  const [questions, setQuestions] = useState<DraftQuestion[]>([newQuestion()]);
  const [englishErrors, setErrors] = useState<Record<string, string>>({});
  const t = useT();
  const errors = translateSurveyErrors(englishErrors, t);
  const surveyToasts = useSurveyToasts();
  const create = useCreateSurvey();

  const reset = () => {
    setTitle('');
    setDescription('');
    setCategoryId('');
    setEndDate('');
    setAnonymous(false);
    setAllowMultiple(false);
    setQuestions([newQuestion()]);
    setErrors({});
  };
  const updateQuestion = (index: number, change: Partial<DraftQuestion>) =>
    setQuestions((all) => all.map((q, i) => (i === index ? { ...q, ...change } : q)));

  const submit = () => {
    const body = {
      title,
      description,
      categoryId: categoryId ? Number.parseInt(categoryId, 10) : undefined,
      endDate: endDate || null,
      isAnonymous,
      allowMultipleResponses,
      isActive: true,
      questions: questions.map((q) => ({
        questionText: q.questionText,
        questionType: q.questionType,
        options: q.options
          .split('\n')
          .map((o) => o.trim())
          .filter(Boolean),
        isRequired: q.isRequired,
      })),
    };
    const parsed = createSurveySchema.safeParse(body);
    if (endDate && endDate < new Date().toLocaleDateString('en-CA')) {
      setErrors({ endDate: END_DATE_IN_PAST });
      return;
    }
    if (!parsed.success) {
      const first: Record<string, string> = {};
      for (const issue of parsed.error.issues) first[issue.path.join('.')] ??= issue.message;
      setErrors(first);
      return;
    }
    create.mutate(body as never, {
      onSuccess: () => {
        surveyToasts.created();
        reset();
        onClose();
      },
      onError: (error) => {
        surveyToasts.createFailed(error);
        setErrors(firstFieldErrors(error));
      },
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('surveys.create')} size="lg" centered>
      <Stack gap="sm">
        <TextInput
          label={t('surveys.form.title')}
          required
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={errors.title}
          errorProps={readableErrorProps}
          data-autofocus
        />
        <Textarea
          label={t('surveys.form.description')}
          autosize
          minRows={2}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <NativeSelect
          label={t('surveys.form.category')}
          required
          data={[
            { value: '', label: t('surveys.form.selectCategory') },
            ...categories.map((c) => ({
              value: String(c.id),
              label: t('surveys.category', { id: c.id, name: c.name }),
            })),
          ]}
          value={categoryId}
          onChange={(e) => setCategoryId(e.currentTarget.value)}
          error={errors.categoryId}
          errorProps={readableErrorProps}
        />
        <TextInput
          label={t('surveys.form.endDate')}
          type="date"
          value={endDate}
          onChange={(e) => setEndDate(e.currentTarget.value)}
          error={errors.endDate}
          errorProps={readableErrorProps}
        />
        <Group>
          <Checkbox
            label={t('surveys.form.anonymous')}
            checked={isAnonymous}
            onChange={(e) => setAnonymous(e.currentTarget.checked)}
          />
          <Checkbox
            label={t('surveys.form.allowMultiple')}
            checked={allowMultipleResponses}
            onChange={(e) => setAllowMultiple(e.currentTarget.checked)}
          />
        </Group>
        <Text fw={600}>{t('surveys.form.questions')}</Text>
        {errors.questions && (
          <Text c="red.9" fz="sm">
            {errors.questions}
          </Text>
        )}
        {questions.map((question, index) => (
          <Card
            key={index}
            withBorder
            padding="sm"
            aria-label={t('surveys.form.question', { number: index + 1 })}
            component="fieldset"
          >
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fz="sm" fw={600}>
                  {t('surveys.form.question', { number: index + 1 })}
                </Text>
                {questions.length > 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('surveys.form.removeQuestion', { number: index + 1 })}
                    onClick={() => setQuestions((all) => all.filter((_, i) => i !== index))}
                  >
                    ×
                  </ActionIcon>
                )}
              </Group>
              <TextInput
                label={t('surveys.form.questionText')}
                required
                value={question.questionText}
                onChange={(e) => updateQuestion(index, { questionText: e.currentTarget.value })}
                error={errors[`questions.${index}.questionText`]}
                errorProps={readableErrorProps}
              />
              <NativeSelect
                label={t('surveys.form.questionType')}
                data={questionTypes.map((type) => ({ value: type, label: t('surveys.form.type', { type }) }))}
                value={question.questionType}
                onChange={(e) =>
                  updateQuestion(index, { questionType: e.currentTarget.value as QuestionType })
                }
              />
              {question.questionType === 'multiple_choice' && (
                <Textarea
                  label={t('surveys.form.options')}
                  autosize
                  minRows={2}
                  value={question.options}
                  onChange={(e) => updateQuestion(index, { options: e.currentTarget.value })}
                  error={errors[`questions.${index}.options`]}
                  errorProps={readableErrorProps}
                />
              )}
              <Checkbox
                label={t('surveys.form.required')}
                checked={question.isRequired}
                onChange={(e) => updateQuestion(index, { isRequired: e.currentTarget.checked })}
              />
            </Stack>
          </Card>
        ))}
        <Button variant="light" onClick={() => setQuestions((all) => [...all, newQuestion()])}>
          {t('surveys.form.addQuestion')}
        </Button>
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose}>
            {t('surveys.cancel')}
          </Button>
          <Button onClick={submit} loading={create.isPending}>
            {t('surveys.create')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
