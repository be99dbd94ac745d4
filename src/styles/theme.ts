// Design tokens: no raw colours or breakpoints in components.
import type { Direction } from '../shared/lib/language';
import { BREAKPOINTS } from '../shared/rules/constants';

const palette = {
  teal900: '#0b3b45',
  teal700: '#11606e',
  teal600: '#167686',
  teal100: '#dcf0f2',
  teal50: '#f0f8f9',
  amber700: '#9a5a12',
  amber500: '#d98e2b',
  amber100: '#fbeedb',
  ink: '#1c2a30',
  slate: '#52636b',
  mist: '#dfe7ea',
  fog: '#f5f8f9',
  white: '#ffffff',
  green700: '#1f7a4d',
  red700: '#b42318',
  violet700: '#5b3fb5',
} as const;

export function createTheme(dir: Direction) {
  return {
    dir,
    color: {
      primary: palette.teal700,
      primaryHover: palette.teal900,
      primarySoft: palette.teal100,
      onPrimary: palette.white,
      accent: palette.amber500,
      accentStrong: palette.amber700,
      accentSoft: palette.amber100,
      text: palette.ink,
      textMuted: palette.slate,
      background: palette.fog,
      surface: palette.white,
      surfaceTint: palette.teal50,
      border: palette.mist,
      focus: palette.amber500,
      danger: palette.red700,
      backdrop: 'rgba(11, 59, 69, 0.55)',
      badge: {
        new: palette.violet700,
        available: palette.green700,
        unavailable: palette.red700,
      },
      onBadge: palette.white,
    },
    font: {
      family: "'Cairo', system-ui, -apple-system, 'Segoe UI', Tahoma, sans-serif",
      size: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
      weight: { regular: 400, bold: 700 },
    },
    /** 4 px grid: space(2) → '8px'. */
    space: (steps: number) => `${steps * 4}px`,
    radius: { sm: '6px', md: '12px', pill: '999px' },
    shadow: {
      card: '0 1px 2px rgba(11, 59, 69, 0.08), 0 4px 12px rgba(11, 59, 69, 0.06)',
      raised: '0 12px 32px rgba(11, 59, 69, 0.18)',
    },
    breakpoint: BREAKPOINTS,
    /** `@media ${theme.media.tablet}` etc.; mobile-first (min-width). */
    media: {
      small: `(min-width: ${BREAKPOINTS.small}px)`,
      tablet: `(min-width: ${BREAKPOINTS.mobile + 1}px)`,
      desktop: `(min-width: ${BREAKPOINTS.desktop}px)`,
    },
    layout: { maxWidth: '1280px' },
    zIndex: { header: 10, overlay: 100, dialog: 200, toast: 300 },
  } as const;
}

export type AppTheme = ReturnType<typeof createTheme>;
