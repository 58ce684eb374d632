import {
  Alert,
  Button,
  Checkbox,
  Container,
  FileInput,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import {
  CALENDAR_CATEGORIES,
  PHOTO_MAX_BYTES,
  RECURRING_PATTERNS,
  submitCalendarEventSchema,
} from '@nsg/domain/calendar/calendar-event.ts';
import { useLocale, useT } from '../../../i18n/use-t.ts';
import { firstFieldErrors, serverMessageOf } from '../../../lib/api-fetch.ts';
import { localizedSchemaResolver } from '../../../lib/localized-errors.ts';
import { calendarKeys, useSubmitEvent, type EventFormValues } from '../api/calendar.ts';

const emptyEvent: EventFormValues = {
  title: '',
  description: '',
  category: 'other',
  location: '',
  address: '',
  coordinates: '',
  startDate: '',
  endDate: '',
  startTime: '',
  endTime: '',
  isAllDay: false,
  isRecurring: false,
  recurringPattern: 'weekly',
  cost: '',
  website: '',
  tags: '',
  capacity: '',
  isRegistrationRequired: false,
  registrationUrl: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
};

/** A visitor's or an advertiser's event, sent for a moderator's review: every field of the spec's model. */
export function SubmitEventPage() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submitEvent = useSubmitEvent(locale);
  const [photo, setPhoto] = useState<File | null>(null);
  const form = useForm<EventFormValues>({
    initialValues: emptyEvent,
    validate: localizedSchemaResolver(submitCalendarEventSchema, { sync: true }),
  });
  const photoTooLarge = Boolean(photo && photo.size > PHOTO_MAX_BYTES);

  const submit = form.onSubmit((values) => {
    if (photoTooLarge) return;
    submitEvent.mutate(
      { values, photo },
      {
        onSuccess: () => {
          notifications.show({
            title: t('calendar.form.sent'),
            message: t('calendar.form.sentText'),
            color: 'green',
          });
          void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
          void navigate({ to: '/events' });
        },
        onError: (error) => {
          form.setErrors(firstFieldErrors(error));
          notifications.show({
            title: t('calendar.form.failed'),
            message: serverMessageOf(error) ?? t('calendar.form.failed'),
            color: 'red',
          });
        },
      },
    );
  });
  const field = (name: keyof EventFormValues) => form.getInputProps(name);
  const checkbox = (name: 'isAllDay' | 'isRecurring' | 'isRegistrationRequired') =>
    form.getInputProps(name, { type: 'checkbox' });

  return (
    <Container size="sm" py="xl">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={1}>{t('calendar.form.title')}</Title>
          <Text>{t('calendar.form.intro')}</Text>
          <TextInput label={t('calendar.form.eventTitle')} required maxLength={255} {...field('title')} />
          <Textarea
            label={t('calendar.form.description')}
            required
            autosize
            minRows={4}
            {...field('description')}
          />
          <NativeSelect
            label={t('calendar.form.category')}
            required
            data={CALENDAR_CATEGORIES.map((value) => ({
              value,
              label: t('calendar.category', { category: value }),
            }))}
            {...field('category')}
          />
          <TextInput label={t('calendar.form.location')} required {...field('location')} />
          <TextInput label={t('calendar.form.address')} {...field('address')} />
          <TextInput
            label={t('calendar.form.coordinates')}
            description={t('calendar.form.coordinatesHint')}
            inputMode="decimal"
            {...field('coordinates')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput type="date" label={t('calendar.form.startDate')} required {...field('startDate')} />
            <TextInput
              type="date"
              label={t('calendar.form.endDate')}
              description={form.values.isRecurring ? t('calendar.form.endDateHint') : undefined}
              {...field('endDate')}
            />
          </SimpleGrid>
          <Checkbox label={t('calendar.form.isAllDay')} {...checkbox('isAllDay')} />
          {!form.values.isAllDay && (
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput type="time" label={t('calendar.form.startTime')} required {...field('startTime')} />
              <TextInput type="time" label={t('calendar.form.endTime')} {...field('endTime')} />
            </SimpleGrid>
          )}
          <Checkbox label={t('calendar.form.isRecurring')} {...checkbox('isRecurring')} />
          {form.values.isRecurring && (
            <NativeSelect
              label={t('calendar.form.recurringPattern')}
              data={RECURRING_PATTERNS.map((value) => ({
                value,
                label: t('calendar.pattern', { pattern: value }),
              }))}
              {...field('recurringPattern')}
            />
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={t('calendar.form.cost')}
              placeholder={t('calendar.form.costPlaceholder')}
              {...field('cost')}
            />
            <NumberInput
              label={t('calendar.form.capacity')}
              min={1}
              allowDecimal={false}
              {...field('capacity')}
              onChange={(value) => form.setFieldValue('capacity', String(value))}
            />
          </SimpleGrid>
          <TextInput
            type="url"
            label={t('calendar.form.website')}

            {...field('website')}
          />
          <TextInput
            label={t('calendar.form.tags')}
            description={t('calendar.form.tagsHint')}
            {...field('tags')}
          />
          <Checkbox
            label={t('calendar.form.isRegistrationRequired')}
            {...checkbox('isRegistrationRequired')}
          />
          {form.values.isRegistrationRequired && (
            <TextInput
              type="url"
              label={t('calendar.form.registrationUrl')}

              {...field('registrationUrl')}
            />
          )}
          <FileInput
            label={t('calendar.form.photo')}
            accept="image/*"
            clearable
            value={photo}
            onChange={setPhoto}
            error={photoTooLarge ? 'The photo is larger than 5MB.' : undefined}
          />
          <Title order={2} fz="lg">
            {t('calendar.form.contact')}
          </Title>
          <Alert color="ocean" variant="light">
            {t('calendar.form.contactPrivate')}
          </Alert>
          <TextInput
            label={t('calendar.form.contactName')}
            required
            autoComplete="name"
            {...field('contactName')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              type="email"
              label={t('calendar.form.contactEmail')}
              required
              autoComplete="email"
              {...field('contactEmail')}
            />
            <TextInput
              type="tel"
              label={t('calendar.form.contactPhone')}
              autoComplete="tel"
              {...field('contactPhone')}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={submitEvent.isPending}>
              {t('calendar.form.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Container>
  );
}
