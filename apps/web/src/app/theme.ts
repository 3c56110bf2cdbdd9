import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Every shade from 6 up keeps white text above the WCAG AA ratio of 4.5:1.
const bamboo: MantineColorsTuple = [
  '#eaf7ef',
  '#d4eedd',
  '#a9dcbc',
  '#7bca98',
  '#52b979',
  '#2f9c5d',
  '#1a8049',
  '#156b3c',
  '#115a32',
  '#0c4726',
];

const navy: MantineColorsTuple = [
  '#eef2f9',
  '#d9e1f0',
  '#b0c0df',
  '#849dcd',
  '#5f7fbe',
  '#4a6cb5',
  '#3d5fab',
  '#2f4f96',
  '#1c3366',
  '#0d1b36',
];

export const theme = createTheme({
  primaryColor: 'bamboo',
  primaryShade: 7,
  colors: { bamboo, navy },
  fontFamily:
    "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  headings: {
    fontFamily:
      "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
    fontWeight: '750',
    textWrap: 'balance',
    sizes: {
      h1: { fontSize: 'clamp(2rem, 1.4rem + 2.8vw, 3.5rem)', lineHeight: '1.1' },
      h2: { fontSize: 'clamp(1.75rem, 1.4rem + 1.5vw, 2.5rem)', lineHeight: '1.2' },
      h3: { fontSize: '1.25rem', lineHeight: '1.35' },
    },
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  respectReducedMotion: true,
});

// Mantine's default dimmed and error greys and reds are too light for AA contrast on white.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
