import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useT } from '../../i18n/use-t.ts';

/** Light/dark switch; Mantine keeps the choice in local storage, so it is remembered. */
export function ColorSchemeToggle() {
  const t = useT();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const next = scheme === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon
      variant="subtle"
      color="white"
      size="lg"
      onClick={() => setColorScheme(next)}
      aria-label={next === 'dark' ? t('theme.toDark') : t('theme.toLight')}
    >
      <span aria-hidden="true">{scheme === 'dark' ? '☀' : '☾'}</span>
    </ActionIcon>
  );
}
