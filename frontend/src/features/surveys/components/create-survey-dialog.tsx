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
import { createSurveySchema, questionTypes, type QuestionType } from '@nsg/domain/surveys/survey.ts';
import { firstFieldErrors } from '../../../lib/api-fetch.ts';
import { useCreateSurvey, type SurveyCategory } from '../api/surveys.ts';
import { surveyToasts } from '../survey-toasts.ts';

interface DraftQuestion {
  questionText: string;
  questionType: QuestionType;
  options: string;
  isRequired: boolean;
}
const typeLabels: Record<QuestionType, string> = {
  multiple_choice: 'Multiple choice',
  yes_no: 'Yes / No',
  rating: 'Rating (1-5)',
  text: 'Text',
};
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
  const [errors, setErrors] = useState<Record<string, string>>({});
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
      setErrors({ endDate: 'End date cannot be in the past' });
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
    <Modal opened={opened} onClose={onClose} title="Create Survey" size="lg" centered>
      <Stack gap="sm">
        <TextInput
          label="Title"
          required
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={errors.title}
          data-autofocus
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <NativeSelect
          label="Category"
          required
          data={[
            { value: '', label: 'Select a category' },
            ...categories.map((c) => ({ value: String(c.id), label: c.name })),
          ]}
          value={categoryId}
          onChange={(e) => setCategoryId(e.currentTarget.value)}
          error={errors.categoryId}
        />
        <TextInput
          label="End date"
          type="date"
          value={endDate}
          onChange={(e) => setEndDate(e.currentTarget.value)}
          error={errors.endDate}
        />
        <Group>
          <Checkbox
            label="Anonymous responses"
            checked={isAnonymous}
            onChange={(e) => setAnonymous(e.currentTarget.checked)}
          />
          <Checkbox
            label="Allow multiple responses"
            checked={allowMultipleResponses}
            onChange={(e) => setAllowMultiple(e.currentTarget.checked)}
          />
        </Group>
        <Text fw={600}>Questions</Text>
        {errors.questions && (
          <Text c="red" fz="sm">
            {errors.questions}
          </Text>
        )}
        {questions.map((question, index) => (
          <Card key={index} withBorder padding="sm" aria-label={`Question ${index + 1}`} component="fieldset">
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fz="sm" fw={600}>
                  Question {index + 1}
                </Text>
                {questions.length > 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove question ${index + 1}`}
                    onClick={() => setQuestions((all) => all.filter((_, i) => i !== index))}
                  >
                    ×
                  </ActionIcon>
                )}
              </Group>
              <TextInput
                label="Question text"
                required
                value={question.questionText}
                onChange={(e) => updateQuestion(index, { questionText: e.currentTarget.value })}
                error={errors[`questions.${index}.questionText`]}
              />
              <NativeSelect
                label="Question type"
                data={questionTypes.map((type) => ({ value: type, label: typeLabels[type] }))}
                value={question.questionType}
                onChange={(e) =>
                  updateQuestion(index, { questionType: e.currentTarget.value as QuestionType })
                }
              />
              {question.questionType === 'multiple_choice' && (
                <Textarea
                  label="Options (one per line)"
                  autosize
                  minRows={2}
                  value={question.options}
                  onChange={(e) => updateQuestion(index, { options: e.currentTarget.value })}
                  error={errors[`questions.${index}.options`]}
                />
              )}
              <Checkbox
                label="Required"
                checked={question.isRequired}
                onChange={(e) => updateQuestion(index, { isRequired: e.currentTarget.checked })}
              />
            </Stack>
          </Card>
        ))}
        <Button variant="light" onClick={() => setQuestions((all) => [...all, newQuestion()])}>
          Add Question
        </Button>
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={create.isPending}>
            Create Survey
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
