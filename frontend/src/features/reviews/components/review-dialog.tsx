import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { StarRatingInput } from '../../../components/star-rating-input.tsx';
import { firstFieldErrors } from '../../../lib/api-fetch.ts';
import { localizedSchemaResolver } from '../../../lib/localized-errors.ts';
import { useT } from '../../../i18n/use-t.ts';
import {
  emptyReviewForm,
  reviewFormSchema,
  useCreateReview,
  type ReviewFormValues,
} from '../api/create-review.ts';
import type { ReviewTarget } from '../api/review.ts';
import { showReviewError, showReviewSubmitted } from '../review-toasts.ts';

interface ReviewDialogProps {
  opened: boolean;
  onClose: () => void;
  target: ReviewTarget;
  targetName: string;
}

export function ReviewDialog({ opened, onClose, target, targetName }: ReviewDialogProps) {
  const t = useT();
  const fullScreen = useMediaQuery('(max-width: 575px)');
  const createReview = useCreateReview(target);
  const form = useForm<ReviewFormValues>({
    initialValues: emptyReviewForm,
    validate: localizedSchemaResolver(reviewFormSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) =>
    createReview.mutate(values, {
      onSuccess: () => {
        showReviewSubmitted();
        form.reset();
        onClose();
      },
      onError: (error) => {
        showReviewError(error);
        form.setErrors(firstFieldErrors(error));
      },
    }),
  );

  const close = () => {
    form.clearErrors();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('reviews.write')}
      size="lg"
      fullScreen={fullScreen}
      centered
      overlayProps={{ backgroundOpacity: 0.55, blur: 2 }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text c="dimmed" fz="sm">
            {t('reviews.form.intro', { name: targetName })}
          </Text>
          <StarRatingInput
            label={t('reviews.form.rating')}
            starName={(count) => t('reviews.form.stars', { count })}
            required
            value={form.values.rating}
            onChange={(value) => form.setFieldValue('rating', value)}
            error={form.errors.rating}
          />
          <TextInput
            label={t('reviews.form.title')}
            placeholder={t('reviews.form.titlePlaceholder')}
            required
            data-autofocus
            {...form.getInputProps('title')}
          />
          <Textarea
            label={t('reviews.form.content')}
            placeholder={t('reviews.form.contentPlaceholder')}
            required
            autosize
            minRows={4}
            maxRows={10}
            {...form.getInputProps('content')}
          />
          <TextInput
            label={t('reviews.form.name')}
            required
            autoComplete="name"
            {...form.getInputProps('authorName')}
          />
          <TextInput
            label={t('reviews.form.email')}
            description={t('reviews.form.emailHint')}
            type="email"
            autoComplete="email"
            {...form.getInputProps('authorEmail')}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close} disabled={createReview.isPending}>
              {t('reviews.form.cancel')}
            </Button>
            <Button type="submit" loading={createReview.isPending}>
              {t('reviews.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
