import { createTheme, mergeThemeOverrides, type MantineColorsTuple } from '@mantine/core';

const ocean: MantineColorsTuple = [
  '#e3f8ff',
  '#cdebfa',
  '#9dd4f2',
  '#69bcea',
  '#40a8e3',
  '#259bdf',
  '#0f8fd4',
  '#0079bd',
  '#006ba9',
  '#005c95',
];

const lagoon: MantineColorsTuple = [
  '#e0fcf8',
  '#cdf5ee',
  '#9ee9dc',
  '#6bdcc9',
  '#42d1b9',
  '#28caaf',
  '#12c6aa',
  '#00ae95',
  '#009b84',
  '#008670',
];

const coral: MantineColorsTuple = [
  '#fff0ec',
  '#ffded5',
  '#fcbca9',
  '#f9977a',
  '#f67852',
  '#f56438',
  '#f5592a',
  '#da4a1e',
  '#c34118',
  '#ab340f',
];

const sand: MantineColorsTuple = [
  '#fdf8ec',
  '#f6eedb',
  '#eddbb1',
  '#e4c783',
  '#dcb65d',
  '#d8ab44',
  '#d6a636',
  '#bd9129',
  '#a88020',
  '#916e13',
];

/** Ocean blues with lagoon, coral and sand accents. */
export const theme = createTheme({
  primaryColor: 'ocean',
  primaryShade: { light: 7, dark: 5 },
  colors: { ocean, lagoon, coral, sand },
  fontFamily: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: { fontFamily: "'Poppins', 'Inter', system-ui, sans-serif", fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  // Dark text on light fills (a yellow "pending" badge, a red "Reject"), white on dark ones. At a luminance
  // of 0.179 both give the same contrast, 4.58:1, so every fill is readable at the 4.5:1 of WCAG AA.
  autoContrast: true,
  luminanceThreshold: 0.179,
  components: {
    Card: { defaultProps: { withBorder: true, shadow: 'sm', radius: 'lg' } },
    // A badge is a status word or two: a squeezed table column must not cut it to "ACT…".
    Badge: { styles: { root: { minWidth: 'max-content' } } },
  },
});

/** The theme with close buttons (dialogs, notifications) named in the visitor's language. */
export function themeWithLabels(closeLabel: string) {
  const closeButtonProps = { 'aria-label': closeLabel };
  return mergeThemeOverrides(theme, {
    components: {
      Modal: { defaultProps: { closeButtonProps } },
      Drawer: { defaultProps: { closeButtonProps } },
      // Mantine dims a titled notification's text below 4.5:1 contrast; keep it the body colour.
      Notification: {
        defaultProps: { closeButtonProps },
        styles: { description: { color: 'var(--mantine-color-text)' } },
      },
    },
  });
}
