import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { NewsletterSignUp } from '../../features/newsletter/components/newsletter-sign-up.tsx';
import { useT } from '../../i18n/use-t.ts';
import { WaveIcon } from '../../components/icons.tsx';
import { upcomingPath } from '../../components/router-links.tsx';
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
            <NewsletterSignUp labelClassName={classes.inputLabel} />
          </Stack>
        </SimpleGrid>
        <Text fz="xs" ta="center" mt={40} className={classes.muted}>
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </Box>
  );
}
