import { Button, Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { HOME_SECTIONS, sectionHref } from '../../lib/navigation/home-sections.ts';
import { LanguageSwitch } from '../../i18n/language-switch.tsx';
import { useLocale, useT } from '../../i18n/use-t.ts';
import { ExternalLinkIcon } from '../../components/icons.tsx';
import { upcomingPath } from '../../components/router-links.tsx';
import { MAIN_PAGE_LINKS, ROUTE_LINKS } from './header-links.ts';
import classes from './site-header.module.css';

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  onSectionClick: (sectionId: string) => (event: MouseEvent<HTMLAnchorElement>) => void;
  onOfflineGuide: () => void;
}

/**
 * The header's drawer below the large breakpoint: home sections, Offline Guide, routes, the main pages and
 * Advertise Here.
 */
export function MobileMenu({ opened, onClose, onSectionClick, onOfflineGuide }: MobileMenuProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <Drawer
      id="mobile-menu"
      opened={opened}
      onClose={onClose}
      title={t('nav.menu')}
      position="right"
      size="xs"
      hiddenFrom="xl"
    >
      <Stack component="nav" aria-label={t('nav.mobile')} gap={2}>
        {HOME_SECTIONS.map((section) => (
          <NavLink
            key={section.id}
            href={sectionHref(section.id, locale)}
            label={t(section.label)}
            onClick={onSectionClick(section.id)}
          />
        ))}
        <NavLink
          component="button"
          label={t('nav.offlineGuide')}
          onClick={() => {
            onClose();
            onOfflineGuide();
          }}
        />
        <Divider my="xs" />
        {[...ROUTE_LINKS, ...MAIN_PAGE_LINKS].map((link) => (
          <NavLink key={link.label} component={Link} to={link.to} label={t(link.label)} onClick={onClose} />
        ))}
        <NavLink
          component={Link}
          to={upcomingPath('/mobile/settings')}
          label={t('nav.settings')}
          onClick={onClose}
        />
        <LanguageSwitch className={classes.languageLink} />
        <Divider my="xs" />
        <Button
          component="a"
          href="/ads.html"
          target="_blank"
          rel="noopener noreferrer"
          color="coral.8"
          rightSection={<ExternalLinkIcon size={14} />}
          onClick={onClose}
        >
          {t('nav.advertise')}
        </Button>
      </Stack>
    </Drawer>
  );
}
