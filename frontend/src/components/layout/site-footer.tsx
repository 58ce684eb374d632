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
import { WaveIcon } from '../icons.tsx';
import { upcomingPath } from '../router-links.tsx';
import classes from './site-footer.module.css';

const FOOTER_LINKS = [
  { to: upcomingPath('/about'), label: 'About' },
  { to: upcomingPath('/contact'), label: 'Contact' },
  { to: upcomingPath('/privacy-policy'), label: 'Privacy Policy' },
  { to: upcomingPath('/terms-of-use'), label: 'Terms of Use' },
  { to: upcomingPath('/business-partnership'), label: 'Business Partnership' },
  { to: upcomingPath('/eco-challenges'), label: 'Eco-Challenges' },
];

export function SiteFooter() {
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
              Beaches, surf and safety, live conditions and local businesses on Oahu&apos;s North Shore.
            </Text>
          </Stack>

          <Stack gap="xs" component="nav" aria-label="Footer">
            <Title order={2} fz="md" c="white">
              Explore
            </Title>
            {FOOTER_LINKS.map((link) => (
              <Anchor key={link.label} component={Link} to={link.to} fz="sm" className={classes.link}>
                {link.label}
              </Anchor>
            ))}
          </Stack>

          <Stack gap="xs">
            <Title order={2} fz="md" c="white">
              Stay in the loop
            </Title>
            <Text fz="sm" className={classes.muted}>
              Surf reports, events and local tips in your inbox.
            </Text>
            {/* The newsletter is not offered yet: the form is shown but sends nothing. */}
            <form aria-label="Newsletter" onSubmit={(event) => event.preventDefault()}>
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  type="email"
                  name="email"
                  label="Email address"
                  placeholder="you@example.com"
                  autoComplete="email"
                  flex={1}
                  classNames={{ label: classes.inputLabel }}
                />
                <Button type="submit" color="coral.8">
                  Subscribe
                </Button>
              </Group>
            </form>
          </Stack>
        </SimpleGrid>
        <Text fz="xs" ta="center" mt={40} className={classes.muted}>
          © {new Date().getFullYear()} North Shore Guide · Oahu, Hawaii
        </Text>
      </Container>
    </Box>
  );
}
