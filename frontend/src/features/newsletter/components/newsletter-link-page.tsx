import { Anchor, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '../../../i18n/use-t.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import { useNewsletterLink, type NewsletterLinkAction } from '../api/newsletter.ts';

interface NewsletterLinkPageProps {
  action: NewsletterLinkAction;
  subscriptionId: string;
  token: string;
}

/**
 * Where the links of our newsletter mails lead. Nothing changes until the visitor presses the button:
 * mail scanners open links too, and must not subscribe or unsubscribe anybody.
 */
export function NewsletterLinkPage({ action, subscriptionId, token }: NewsletterLinkPageProps) {
  const t = useT();
  const link = useNewsletterLink(action);
  const failure =
    link.error instanceof ApiError && link.error.fromServer
      ? link.error.message
      : link.error && t('newsletter.failed');

  return (
    <Container size="sm" py="xl">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Title order={1} fz="h2">
            {t(`newsletter.${action}.heading`)}
          </Title>
          {link.isSuccess ? (
            <Text role="status">{t(`newsletter.${action}.done`)}</Text>
          ) : (
            <>
              <Text>{t(`newsletter.${action}.lead`)}</Text>
              <Button onClick={() => link.mutate({ subscriptionId, token })} loading={link.isPending}>
                {t(`newsletter.${action}.button`)}
              </Button>
            </>
          )}
          {failure && (
            <Text role="alert" c="red.8">
              {failure}
            </Text>
          )}
          <Anchor component={Link} to="/">
            {t('newsletter.home')}
          </Anchor>
        </Stack>
      </Card>
    </Container>
  );
}
