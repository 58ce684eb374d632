import {
  Anchor,
  Box,
  Button,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '../../i18n/use-t.ts';
import { WaveIcon } from '../icons.tsx';
import { upcomingPath } from '../router-links.tsx';
import classes from './site-footer.module.css';

const FOOTER_LINKS = [
  { to: upcomingPath('/about'), label: 'footer.about' },
  { to: upcomingPath('/contact'), label: 'footer.contact' },
  { to: upcomingPath('/privacy-policy'), label: 'footer.privacy' },
  { to: upcomingPath('/terms-of-use'), label: 'footer.terms' },
  { to: upcomingPath('/business-partnership'), label: 'footer.partnership' },
  { to: upcomingPath('/eco-challenges'), label: 'nav.ecoChallenges' },
] as const;

export function SiteFooter() {
  const t = useT();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py={48}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing={40}>
          <Stack gap="xs">
            <Group gap={8}>
              <WaveIcon size={26} />
              <Text fw={800} fz="lg">
                North Shore Guide
              </Text>
            </Group>
            <Text fz="sm" className={classes.muted}>
              {t('footer.tagline')}
            </Text>
          </Stack>

          <Stack gap="xs" component="nav" aria-label={t('footer.nav')}>
            <Title order={2} fz="md" c="white">
              {t('footer.explore')}
            </Title>
            {FOOTER_LINKS.map((link) => (
              <Anchor key={link.label} component={Link} to={link.to} fz="sm" className={classes.link}>
                {t(link.label)}
              </Anchor>
            ))}
          </Stack>

          <Stack gap="xs">
            <Title order={2} fz="md" c="white">
              {t('footer.newsletterTitle')}
            </Title>
            <Text fz="sm" className={classes.muted}>
              {t('footer.newsletterText')}
            </Text>
            {/* The newsletter is not offered yet: the form is shown but sends nothing. */}
            <form aria-label={t('footer.newsletter')} onSubmit={(event) => event.preventDefault()}>
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  type="email"
                  name="email"
                  label={t('footer.email')}
                  placeholder="you@example.com"
                  autoComplete="email"
                  flex={1}
                  classNames={{ label: classes.inputLabel }}
                />
                <Button type="submit" color="coral.8">
                  {t('footer.subscribe')}
                </Button>
              </Group>
            </form>
          </Stack>
        </SimpleGrid>
        <Text fz="xs" ta="center" mt={40} className={classes.muted}>
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </Box>
  );
}
