import { theme } from '../../ui/theme';

/** Dimensions (world units) and finish of the WebGL wheel; one place to tune the look. */
export const sceneLook = {
  band: { inner: 1.02, outer: 2.3, halfGap: 0.05 },
  /** Extrusion depth and bevel of a segment. */
  depth: 0.2,
  bevel: { thickness: 0.07, size: 0.045, segments: 4 },
  arcSteps: 48,
  /** Radians the wheel leans back, so its bevels and depth catch the light. */
  tilt: -0.36,
  camera: { fov: 30, distance: 11.6 },
  /** Rest, hover and selected offsets: lift towards the viewer, pop outwards (world units). */
  lift: { rest: 0, hover: 0.16, selected: 0.3 },
  pop: { rest: 0, hover: 0.03, selected: 0.12 },
  color: {
    rest: '#edf2fc',
    hover: '#b9d0fa',
    selected: '#1e4fd8',
    emissive: theme.color.solutions,
    glow: theme.color.solutionsGlow,
    hub: '#ffffff',
    hubRing: theme.color.solutions,
    shadow: '#0b1a3a',
  },
  /** Emissive intensity of the selected segment (the others sit at 0). */
  glow: 0.3,
  spring: { tension: 260, friction: 24 },
} as const;
