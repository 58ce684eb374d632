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
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { contactMessageSchema } from '@nsg/domain/contact/contact-message.ts';
import { upcomingPath } from '../../../components/router-links.tsx';
import { apiFetch, firstFieldErrors } from '../../../lib/api-fetch.ts';

export const CONTACT_EMAIL = 'aloha@northshoreguide.example';
const empty = { name: '', email: '', subject: '', message: '' };

/** The contact form (recorded and mailed to the team) with the side information of spec 001. */
export function ContactPage() {
  const form = useForm({
    initialValues: empty,
    validate: schemaResolver(contactMessageSchema, { sync: true }),
  });
  const send = useMutation({
    mutationFn: (values: typeof empty) =>
      apiFetch<{ id: string }>('/api/contact', { method: 'POST', json: values }),
  });

  const submit = form.onSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        notifications.show({
          title: 'Message Sent!',
          message: "Thank you for contacting us. We'll get back to you within 24 hours.",
          color: 'teal',
        });
        form.reset();
      },
      onError: (error) => {
        notifications.show({
          title: 'Error',
          message: 'Failed to send message. Please try again.',
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
          <Title order={1}>Contact Us</Title>
          <Text c="dimmed">Questions, corrections or ideas for the guide? Send us a message.</Text>
        </div>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder radius="md" padding="lg">
              <form onSubmit={submit} noValidate>
                <Stack gap="sm">
                  <TextInput label="Full Name" required autoComplete="name" {...form.getInputProps('name')} />
                  <TextInput
                    label="Email"
                    type="email"
                    required
                    autoComplete="email"
                    {...form.getInputProps('email')}
                  />
                  <TextInput label="Subject" required {...form.getInputProps('subject')} />
                  <Textarea
                    label="Message"
                    required
                    autosize
                    minRows={5}
                    {...form.getInputProps('message')}
                  />
                  <Button type="submit" disabled={send.isPending}>
                    {send.isPending ? 'Sending...' : 'Send Message'}
                  </Button>
                </Stack>
              </form>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <Card withBorder radius="md" padding="lg">
                <Title order={2} fz="h4">
                  Get in touch
                </Title>
                <Text mt="xs">
                  Email: <Anchor href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Anchor>
                </Text>
                <Text>Location: North Shore, Oahu, Hawaii</Text>
              </Card>
              <Card withBorder radius="md" padding="lg">
                <Title order={2} fz="h4">
                  Response times
                </Title>
                <List mt="xs">
                  <List.Item>Weekdays: within 24 hours</List.Item>
                  <List.Item>Weekends: within 48 hours</List.Item>
                </List>
              </Card>
              <Card withBorder radius="md" padding="lg">
                <Title order={2} fz="h4">
                  Quick links
                </Title>
                <List mt="xs">
                  <List.Item>
                    <Anchor component={Link} to={upcomingPath('/about')}>
                      About
                    </Anchor>
                  </List.Item>
                  <List.Item>
                    <Anchor component={Link} to={upcomingPath('/privacy-policy')}>
                      Privacy Policy
                    </Anchor>
                  </List.Item>
                  <List.Item>
                    <Anchor component={Link} to={upcomingPath('/notifications')}>
                      Safety Alerts
                    </Anchor>
                  </List.Item>
                  <List.Item>
                    <Anchor component={Link} to="/">
                      Home
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
