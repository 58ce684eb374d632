import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';

/** Light/dark switch; Mantine keeps the choice in local storage, so it is remembered. */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const next = scheme === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon
      variant="subtle"
      color="white"
      size="lg"
      onClick={() => setColorScheme(next)}
      aria-label={next === 'dark' ? 'Switch to dark mode' : 'Switch to light mode'}
    >
      <span aria-hidden="true">{scheme === 'dark' ? '☀' : '☾'}</span>
    </ActionIcon>
  );
}
