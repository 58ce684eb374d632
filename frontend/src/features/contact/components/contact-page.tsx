import {
  Anchor,
  Button,
  Card,
  Container,
  Grid,
  List,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { contactMessageSchema } from '@nsg/domain/contact/contact-message.ts';
import { upcomingPath } from '../../../components/router-links.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { apiFetch, firstFieldErrors } from '../../../lib/api-fetch.ts';
import { localizedSchemaResolver } from '../../../lib/localized-errors.ts';
import { PhraseBreaks } from '../../../components/phrase-breaks.tsx';

export const CONTACT_EMAIL = 'aloha@northshoreguide.example';
const empty = { name: '', email: '', subject: '', message: '' };

/** The contact form (recorded and mailed to the team) with the side information of spec 001. */
export function ContactPage() {
  const t = useT();
  const form = useForm({
    initialValues: empty,
    validate: localizedSchemaResolver(contactMessageSchema, { sync: true }),
  });
  const send = useMutation({
    mutationFn: (values: typeof empty) =>
      apiFetch<{ id: string }>('/api/contact', { method: 'POST', json: values }),
  });

  const submit = form.onSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        notifications.show({
          title: t('contact.sent'),
          message: t('contact.sentText'),
          color: 'teal',
        });
        form.reset();
      },
      onError: (error) => {
        notifications.show({
          title: t('contact.error'),
          message: t('contact.failed'),
          color: 'red',
        });
        form.setErrors(firstFieldErrors(error));
      },
    }),
  );

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>
            <PhraseBreaks>{t('contact.heading')}</PhraseBreaks>
          </Title>
          <Text c="dimmed">{t('contact.lead')}</Text>
        </div>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder radius="md" padding="lg">
              <form onSubmit={submit} noValidate>
                <Stack gap="sm">
                  <TextInput
                    label={t('contact.name')}
                    required
                    autoComplete="name"
                    {...form.getInputProps('name')}
                  />
                  <TextInput
                    label={t('contact.email')}
                    type="email"
                    required
                    autoComplete="email"
                    {...form.getInputProps('email')}
                  />
                  <TextInput label={t('contact.subject')} required {...form.getInputProps('subject')} />
                  <Textarea
                    label={t('contact.message')}
                    required
                    autosize
                    minRows={5}
                    {...form.getInputProps('message')}
                  />
                  <Button type="submit" disabled={send.isPending}>
                    {send.isPending ? t('contact.sending') : t('contact.send')}
                  </Button>
                </Stack>
              </form>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <Card withBorder radius="md" padding="lg">
                <Title order={2} fz="h4">
                  {t('contact.getInTouch')}
                </Title>
                <Text mt="xs">
                  {t('contact.emailLabel')} <Anchor href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Anchor>
                </Text>
                <Text>{t('contact.location')}</Text>
              </Card>
              <Card withBorder radius="md" padding="lg">
                <Title order={2} fz="h4">
                  {t('contact.responseTimes')}
                </Title>
                <List mt="xs">
                  <List.Item>{t('contact.weekdays')}</List.Item>
                  <List.Item>{t('contact.weekends')}</List.Item>
                </List>
              </Card>
              <Card withBorder radius="md" padding="lg">
                <Title order={2} fz="h4">
                  {t('contact.quickLinks')}
                </Title>
                <List mt="xs">
                  <List.Item>
                    <Anchor component={Link} to={upcomingPath('/about')}>
                      {t('footer.about')}
                    </Anchor>
                  </List.Item>
                  <List.Item>
                    <Anchor component={Link} to={upcomingPath('/privacy-policy')}>
                      {t('footer.privacy')}
                    </Anchor>
                  </List.Item>
                  <List.Item>
                    <Anchor component={Link} to={upcomingPath('/notifications')}>
                      {t('contact.safetyAlerts')}
                    </Anchor>
                  </List.Item>
                  <List.Item>
                    <Anchor component={Link} to="/">
                      {t('contact.home')}
                    </Anchor>
                  </List.Item>
                </List>
              </Card>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
