import { Anchor, Box, Burger, Button, Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, type MouseEvent } from 'react';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';
import { HOME_SECTIONS, sectionHref } from '../../lib/navigation/home-sections.ts';
import { useSectionNavigation } from '../../lib/navigation/use-section-navigation.ts';
import { ColorSchemeToggle } from '../../features/theme/color-scheme-toggle.tsx';
import { LanguageSwitch } from '../../i18n/language-switch.tsx';
import { useLocale, useT } from '../../i18n/use-t.ts';
import { DialogOnItsWay } from '../../components/dialog-on-its-way.tsx';
import { ExternalLinkIcon, WaveIcon } from '../../components/icons.tsx';
import { ROUTE_LINKS } from './header-links.ts';
import classes from './site-header.module.css';

// The drawer's code loads on the first open; the service worker keeps it for offline use.
const MobileMenu = lazy(() => import('./mobile-menu.tsx').then((module) => ({ default: module.MobileMenu })));

/** Plain left clicks are handled in-app; modified clicks keep the browser's behaviour (new tab etc.). */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function SiteHeader() {
  const [menuOpened, menu] = useDisclosure(false);
  const menuOpenedOnce = useOpenedOnce(menuOpened);
  const { goToSection, openOfflineGuide } = useSectionNavigation();
  const t = useT();
  const locale = useLocale();

  const onSectionClick = (sectionId: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    menu.close();
    goToSection(sectionId);
  };

  return (
    <Box component="header" className={classes.header}>
      <a className="skip-link" href="#main-content">
        {t('nav.skipToContent')}
      </a>
      <Container size="xl" className={classes.inner}>
        <Anchor
          component={Link}
          to="/"
          underline="never"
          className={classes.brand}
          aria-label={t('nav.home')}
        >
          <WaveIcon size={28} />
          <Text component="span" fw={800} fz={{ base: 'md', xs: 'lg' }} className={classes.brandText}>
            North Shore Guide
          </Text>
        </Anchor>

        <Group component="nav" aria-label={t('nav.main')} gap={2} visibleFrom="xl" wrap="nowrap">
          {HOME_SECTIONS.map((section) => (
            <a
              key={section.id}
              href={sectionHref(section.id, locale)}
              className={classes.link}
              onClick={onSectionClick(section.id)}
            >
              {t(section.label)}
            </a>
          ))}
          {ROUTE_LINKS.map((link) => (
            <Link
              key={link.label}
              to={link.to}
              className={classes.link}
              activeProps={{ 'aria-current': 'page' }}
            >
              {t(link.label)}
            </Link>
          ))}
        </Group>

        <Group gap="sm" wrap="nowrap">
          {/* Phones find it in the menu: the header has no room for it there. */}
          <Box visibleFrom="xs">
            <LanguageSwitch className={classes.link} />
          </Box>
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
            {t('nav.advertise')}
          </Button>
          <Burger
            opened={menuOpened}
            onClick={menu.toggle}
            hiddenFrom="xl"
            color="white"
            aria-label={menuOpened ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={menuOpened}
            aria-controls="mobile-menu"
          />
        </Group>
      </Container>

      {menuOpenedOnce && (
        <Suspense fallback={<DialogOnItsWay onCancel={menu.close} />}>
          <MobileMenu
            opened={menuOpened}
            onClose={menu.close}
            onSectionClick={onSectionClick}
            onOfflineGuide={openOfflineGuide}
          />
        </Suspense>
      )}
    </Box>
  );
}
