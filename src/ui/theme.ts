import { SITE_FONT_FAMILY } from '../shared/siteFont';

/** The design tokens: every colour, size, radius, shadow and duration on the site comes from here. */
export const theme = {
  color: {
    ink: '#0b1220',
    inkSoft: '#1e293b',
    text: '#0f172a',
    textMuted: '#475569',
    textInverse: '#f8fafc',
    textInverseMuted: '#cbd5e1',
    surface: '#ffffff',
    surfaceAlt: '#f1f5f9',
    surfaceSunken: '#e2e8f0',
    border: '#cbd5e1',
    borderStrong: '#94a3b8',
    /** Solutions side and primary actions. */
    solutions: '#1d4ed8',
    solutionsStrong: '#1e40af',
    solutionsSoft: '#dbeafe',
    solutionsGlow: '#60a5fa',
    /** Talent side. */
    talent: '#0f766e',
    talentStrong: '#115e59',
    talentSoft: '#ccfbf1',
    talentGlow: '#2dd4bf',
    accent: '#f59e0b',
    danger: '#b91c1c',
    dangerSoft: '#fee2e2',
    success: '#15803d',
    focus: '#2563eb',
    /** The focus ring over the dark hero and its diagrams: white, a hue none of their glows and borders has. */
    focusOnDark: '#ffffff',
    backdrop: 'rgba(11, 18, 32, 0.6)',
  },
  font: {
    body: `${SITE_FONT_FAMILY}, 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`,
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  /** Fluid type scale (rem). */
  text: {
    xs: '0.75rem',
    sm: '0.875rem',
    base: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': 'clamp(1.375rem, 1.2rem + 0.6vw, 1.625rem)',
    '3xl': 'clamp(1.75rem, 1.4rem + 1.2vw, 2.25rem)',
    '4xl': 'clamp(2.125rem, 1.6rem + 2vw, 3rem)',
    '5xl': 'clamp(2.5rem, 1.8rem + 3vw, 3.75rem)',
  },
  weight: { regular: 400, medium: 500, semibold: 600, bold: 700, heavy: 800 },
  leading: { tight: 1.15, snug: 1.3, normal: 1.6 },
  space: {
    0: '0',
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.25rem',
    6: '1.5rem',
    8: '2rem',
    10: '2.5rem',
    12: '3rem',
    16: '4rem',
    20: '5rem',
    24: '6rem',
  },
  /** Vertical rhythm of page sections. */
  section: 'clamp(3.5rem, 2.5rem + 4vw, 6rem)',
  radius: { sm: '6px', md: '10px', lg: '16px', xl: '24px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 4px 12px rgba(15, 23, 42, 0.08), 0 1px 3px rgba(15, 23, 42, 0.06)',
    lg: '0 18px 40px rgba(15, 23, 42, 0.14), 0 4px 12px rgba(15, 23, 42, 0.08)',
  },
  motion: {
    fast: '120ms',
    base: '200ms',
    slow: '320ms',
    ease: 'cubic-bezier(0.2, 0.8, 0.2, 1)',
  },
  layout: { maxWidth: '1200px', gutter: 'clamp(1rem, 0.5rem + 2.5vw, 2rem)', headerHeight: '4rem' },
  /**
   * The stacking order, lowest first. `raised` lifts content above its own section's decoration. In the desktop
   * hero: the scene canvas, then each scene's overlay and the art layer (twins), the copy where the art can reach it,
   * the art layer while its popup is open, then the divider; a popup stacks inside its art layer. Then the page's
   * header, menu and toasts, and the contact dialog shown open without script (a modal one is in the top layer).
   */
  z: {
    raised: 1,
    sceneCanvas: 1,
    sceneOverlay: 2,
    heroArt: 2,
    heroCopy: 3,
    heroArtOpen: 4,
    heroDivider: 5,
    popup: 5,
    header: 20,
    menu: 40,
    toast: 60,
    dialog: 70,
    debug: 10000,
  },
} as const;

/** Mobile means viewport width < 768px: the phone layout, without WebGL. */
export const MOBILE_MAX_WIDTH = 767;
export const media = {
  mobile: `@media (max-width: ${MOBILE_MAX_WIDTH}px)`,
  desktop: `@media (min-width: ${MOBILE_MAX_WIDTH + 1}px)`,
  wide: '@media (min-width: 1100px)',
  belowWide: '@media (max-width: 1099px)',
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  /**
   * Where the primary pointer hovers (a mouse, a trackpad): a hover look only there. A finger's tap leaves the
   * element it touched `:hover` until the next tap elsewhere, so on a touch screen the look would stay on the link
   * just followed or the button just pressed (docs/decisions/0073-hover-looks-only-where-a-pointer-hovers.md).
   */
  hover: '@media (hover: hover)',
} as const;

export type Theme = typeof theme;
