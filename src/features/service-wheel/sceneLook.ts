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
    rest: '#aec4f2',
    hover: '#b9d0fa',
    selected: '#05247f',
    emissive: theme.color.solutions,
    glow: theme.color.solutionsGlow,
    hub: '#ffffff',
    hubRing: theme.color.solutions,
    shadow: '#0b1a3a',
  },
  /**
   * The scene's colours as they reach the screen (lit, reflected, tone-mapped), read from its render at rest; the
   * SVG first paint fills the same shapes with them (docs/decisions/0035-one-wheel-two-renderers.md). Pairs run from
   * the top of the wheel (or of the face) to its bottom. Retune them after a change of colour, light or finish:
   * tests/webgl/wheel.spec.ts compares the two pictures.
   */
  svg: {
    top: ['#d5dce9', '#d9dfeb'],
    shoulder: ['#d6dcea', '#b3c0d8'],
    wall: ['#c9d2e3', '#8d9bb9'],
    innerWall: '#8796b7',
    hoverTop: ['#e2e8f3', '#e6ebf4'],
    selectedTop: ['#3b4aad', '#747bba'],
    selectedShoulder: '#0a1f78',
    selectedWall: '#0f1a57',
    hubTop: '#ececec',
    hubSide: '#b4b8be',
    ring: ['#6888ee', '#3a62e0'],
    shadow: '#0b1a3a',
    /** Offset and opacity along the shadow's radius (the scene's fading alpha map, as it comes out on screen). */
    shadowStops: [
      [0, 0.17],
      [0.5, 0.1],
      [0.8, 0.05],
      [1, 0],
    ],
  },
  /** The segments' surface: a soft satin, so each face reads as one colour (the SVG first paint draws it flat). */
  finish: { roughness: 0.5, clearcoat: 0.3, clearcoatRoughness: 0.5 },
  /** Emissive intensity of the selected segment (the others sit at 0). */
  glow: 0,
  spring: { tension: 260, friction: 24 },
} as const;
