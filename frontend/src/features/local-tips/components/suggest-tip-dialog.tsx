import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  COST_LEVELS,
  CROWD_LEVELS,
  TIMES_OF_DAY,
  TIP_CATEGORIES,
  TIP_DIFFICULTIES,
} from '@nsg/domain/catalog/seed/types.ts';
import { StarRatingInput } from '../../../components/star-rating-input.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { firstFieldErrors, serverMessageOf } from '../../../lib/api-fetch.ts';
import { localizedSchemaResolver } from '../../../lib/localized-errors.ts';
import {
  emptySuggestTipForm,
  suggestTipFormSchema,
  useSuggestTip,
  type SuggestTipFormValues,
} from '../api/suggest-tip.ts';

type ChoiceMessage =
  | 'localTips.category'
  | 'localTips.timeOfDay'
  | 'localTips.cost'
  | 'localTips.crowdLevel'
  | 'localTips.difficulty';

/** A local's tip, sent for a moderator to verify before it shows on the page. */
export function SuggestTipDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const fullScreen = useMediaQuery('(max-width: 575px)');
  const suggest = useSuggestTip();
  const form = useForm<SuggestTipFormValues>({
    initialValues: emptySuggestTipForm,
    validate: localizedSchemaResolver(suggestTipFormSchema, { sync: true }),
  });
  const choice = (
    field: keyof SuggestTipFormValues,
    label: string,
    values: readonly string[],
    message: ChoiceMessage,
  ) => (
    <Select
      label={label}
      required
      data={values.map((value) => ({ value, label: t(message, { value, category: value }) }))}
      allowDeselect={false}
      {...form.getInputProps(field)}
    />
  );
  const submit = form.onSubmit((values) =>
    suggest.mutate(values, {
      onSuccess: () => {
        notifications.show({
          color: 'lagoon',
          title: t('localTips.suggest.sentTitle'),
          message: t('localTips.suggest.sent'),
        });
        form.reset();
        onClose();
      },
      onError: (error) => {
        notifications.show({
          color: 'red',
          title: t('localTips.suggest.errorTitle'),
          message: serverMessageOf(error) ?? t('localTips.loadError'),
        });
        form.setErrors(firstFieldErrors(error));
      },
    }),
  );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('localTips.suggest.title')}
      size="lg"
      fullScreen={fullScreen}
      centered
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text c="dimmed" fz="sm">
            {t('localTips.suggest.intro')}
          </Text>
          <TextInput
            label={t('localTips.suggest.tipTitle')}
            required
            data-autofocus
            {...form.getInputProps('title')}
          />
          <Textarea
            label={t('localTips.suggest.description')}
            required
            autosize
            minRows={3}
            maxRows={8}
            {...form.getInputProps('description')}
          />
          <TextInput label={t('localTips.suggest.location')} required {...form.getInputProps('location')} />
          <Textarea
            label={t('localTips.suggest.insiderNote')}
            autosize
            minRows={2}
            {...form.getInputProps('insiderNote')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {choice('category', t('localTips.field.category'), TIP_CATEGORIES, 'localTips.category')}
            {choice('timeOfDay', t('localTips.field.timeOfDay'), TIMES_OF_DAY, 'localTips.timeOfDay')}
            {choice('cost', t('localTips.field.cost'), COST_LEVELS, 'localTips.cost')}
            {choice('crowdLevel', t('localTips.field.crowdLevel'), CROWD_LEVELS, 'localTips.crowdLevel')}
            {choice(
              'difficulty',
              t('localTips.suggest.difficulty'),
              TIP_DIFFICULTIES,
              'localTips.difficulty',
            )}
          </SimpleGrid>
          <StarRatingInput
            label={t('localTips.suggest.rating')}
            starName={(count) => t('reviews.form.stars', { count })}
            required
            value={form.values.localRating}
            onChange={(value) => form.setFieldValue('localRating', value)}
            error={form.errors.localRating}
          />
          <TextInput
            label={t('localTips.suggest.name')}
            description={t('localTips.suggest.nameHint')}
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
            <Button variant="default" onClick={onClose} disabled={suggest.isPending}>
              {t('reviews.form.cancel')}
            </Button>
            <Button type="submit" loading={suggest.isPending}>
              {t('localTips.suggest.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
