/**
 * The service wheel's look, written once: the WebGL scene (WheelScene, WheelSegments, wheelGeometry) and the SVG
 * (WheelSvg through projection.ts, wheelDrawing.ts and wheelShading.ts) read it, the `?debug` panel tunes it live and
 * its "Save to source" writes it back here (docs/decisions/0046-one-look-module-per-scene.md,
 * docs/decisions/0035-one-wheel-two-renderers.md). Lengths in world units, angles in radians or degrees as named,
 * colours `#rrggbb`.
 */
export const wheelLook = {
  band: { inner: 1.02, outer: 2.3, halfGap: 0.05 },
  /** Extrusion depth and bevel of a segment. */
  depth: 0.2,
  bevel: { thickness: 0.07, size: 0.045, segments: 4 },
  arcSteps: 48,
  /** Radians the wheel leans back, so its bevels and depth catch the light. */
  tilt: -0.36,
  /** The camera on the wheel's axis: its vertical field of view (degrees) and its distance. */
  camera: { fov: 30, distance: 11.6 },
  /** Rest, hover and selected offsets: lift towards the viewer, pop outwards (world units). */
  lift: { rest: 0, hover: 0.16, selected: 0.3 },
  pop: { rest: 0, hover: 0.03, selected: 0.12 },
  /** The materials' own colours, before the light. */
  color: {
    rest: '#aec4f2',
    hover: '#b9d0fa',
    selected: '#05247f',
    emissive: '#1d4ed8',
    hub: '#ffffff',
    hubRing: '#1d4ed8',
    shadow: '#0b1a3a',
  },
  /** The segments' surface: a soft satin, so each face reads as one colour (the SVG fills each face flat). */
  finish: { roughness: 0.5, clearcoat: 0.3, clearcoatRoughness: 0.5 },
  /** Emissive intensity of the selected segment (the others sit at 0). */
  glow: 0,
  /** The selection and hover springs. */
  spring: { tension: 260, friction: 24 },
  /**
   * A product shot's light: a hemisphere from above, a key light from the upper left, a faint blue fill from the
   * lower right (directional: from their position towards the centre) and the studio light probe (its intensity).
   */
  lights: {
    sky: '#ffffff',
    ground: '#c7d4ea',
    hemisphere: 0.55,
    key: { color: '#ffffff', intensity: 1.5, position: [-4, 6, 8] },
    fill: { color: '#60a5fa', intensity: 0.35, position: [5, -3, 4] },
    environment: 0.45,
  },
  /** The hub: a glossy white cylinder from `foot` to `top` (z), its radii `inset` inside the band at each end. */
  hub: {
    top: 0.29,
    foot: -0.05,
    topInset: 0.16,
    footInset: 0.12,
    roughness: 0.3,
    clearcoat: 1,
    clearcoatRoughness: 0.15,
  },
  /** The blue ring on the hub: how far inside the band, its tube's radius, its height, its glow and finish. */
  ring: { inset: 0.42, tube: 0.035, z: 0.3, emissive: 0.5, roughness: 0.4 },
  /**
   * The soft shadow under the wheel: a square plane of `size` at `position`, its opacity, and its alpha along its
   * radius (offset, alpha).
   */
  shadow: {
    position: [0.1, -0.12, -0.4],
    size: 5.2,
    opacity: 0.22,
    ramp: [
      [0, 1],
      [0.5, 0.588],
      [1, 0],
    ],
  },
  /**
   * The SVG: the shadow's falloff as it reads on screen in a flat gradient (offset, share of the opacity). Its faces'
   * colours are the scene's materials under the scene's lights (wheelShading.ts).
   */
  svg: {
    shadowRamp: [
      [0, 0.773],
      [0.5, 0.455],
      [0.8, 0.227],
      [1, 0],
    ],
  },
};

export type WheelLook = typeof wheelLook;
