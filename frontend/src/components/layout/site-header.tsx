import {
  Anchor,
  Box,
  Burger,
  Button,
  Container,
  Divider,
  Drawer,
  Group,
  NavLink,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { HOME_SECTIONS } from '../../features/navigation/home-sections.ts';
import { useSectionNavigation } from '../../features/navigation/use-section-navigation.ts';
import { ColorSchemeToggle } from '../../features/theme/color-scheme-toggle.tsx';
import { ExternalLinkIcon, WaveIcon } from '../icons.tsx';
import { upcomingPath } from '../router-links.tsx';
import classes from './site-header.module.css';

const ROUTE_LINKS = [
  { to: upcomingPath('/surveys'), label: 'Surveys' },
  { to: upcomingPath('/eco-challenges'), label: 'Eco-Challenges' },
  { to: upcomingPath('/notifications'), label: 'Notifications' },
];

/** Plain left clicks are handled in-app; modified clicks keep the browser's behaviour (new tab etc.). */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function SiteHeader() {
  const [menuOpened, menu] = useDisclosure(false);
  const { goToSection, openOfflineGuide } = useSectionNavigation();

  const onSectionClick = (sectionId: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    menu.close();
    goToSection(sectionId);
  };

  return (
    <Box component="header" className={classes.header}>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <Container size="xl" className={classes.inner}>
        <Anchor
          component={Link}
          to="/"
          underline="never"
          className={classes.brand}
          aria-label="North Shore Guide home"
        >
          <WaveIcon size={28} />
          <Text component="span" fw={800} fz="lg" className={classes.brandText}>
            North Shore Guide
          </Text>
        </Anchor>

        <Group component="nav" aria-label="Main" gap={2} visibleFrom="lg" wrap="nowrap">
          {HOME_SECTIONS.map((section) => (
            <a
              key={section.id}
              href={`/#${section.id}`}
              className={classes.link}
              onClick={onSectionClick(section.id)}
            >
              {section.label}
            </a>
          ))}
          {ROUTE_LINKS.map((link) => (
            <Link
              key={link.label}
              to={link.to}
              className={classes.link}
              activeProps={{ 'aria-current': 'page' }}
            >
              {link.label}
            </Link>
          ))}
        </Group>

        <Group gap="sm" wrap="nowrap">
          <ColorSchemeToggle />
          <Button
            component="a"
            href="/ads.html"
            target="_blank"
            rel="noopener noreferrer"
            color="coral.8"
            size="sm"
            rightSection={<ExternalLinkIcon size={14} />}
            visibleFrom="sm"
          >
            Advertise Here
          </Button>
          <Burger
            opened={menuOpened}
            onClick={menu.toggle}
            hiddenFrom="lg"
            color="white"
            aria-label={menuOpened ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpened}
            aria-controls="mobile-menu"
          />
        </Group>
      </Container>

      <Drawer
        id="mobile-menu"
        opened={menuOpened}
        onClose={menu.close}
        title="Menu"
        position="right"
        size="xs"
        hiddenFrom="lg"
      >
        <Stack component="nav" aria-label="Mobile" gap={2}>
          {HOME_SECTIONS.map((section) => (
            <NavLink
              key={section.id}
              href={`/#${section.id}`}
              label={section.label}
              onClick={onSectionClick(section.id)}
            />
          ))}
          <NavLink
            component="button"
            label="Offline Guide"
            onClick={() => {
              menu.close();
              openOfflineGuide();
            }}
          />
          <Divider my="xs" />
          {ROUTE_LINKS.map((link) => (
            <NavLink key={link.label} component={Link} to={link.to} label={link.label} onClick={menu.close} />
          ))}
          <NavLink
            component={Link}
            to={upcomingPath('/mobile/settings')}
            label="Settings"
            onClick={menu.close}
          />
          <Divider my="xs" />
          <Button
            component="a"
            href="/ads.html"
            target="_blank"
            rel="noopener noreferrer"
            color="coral.8"
            rightSection={<ExternalLinkIcon size={14} />}
            onClick={menu.close}
          >
            Advertise Here
          </Button>
        </Stack>
      </Drawer>
    </Box>
  );
}
