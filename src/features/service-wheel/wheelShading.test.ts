import { describe, expect, it } from 'vitest';
import type { WheelLook } from './look';
import {
  ACES_CURVE,
  ACES_IN,
  ACES_OUT,
  modelled,
  REFLECTIONS,
  screenHex,
  SRGB_EXPONENT,
  times,
  wheelSamples,
  wheelShades,
  type WheelFace,
} from './wheelShading';

/**
 * The measurement REFLECTIONS is fitted to: the colours of each face read from the WebGL render at rest
 * (tests/webgl/wheel.spec.ts' picture, 2026-11), and the look the scene had then. To measure again, put the new
 * colours and look here: the first test fails and prints the numbers to put in REFLECTIONS.
 */
const measured: Record<WheelFace, string[]> = {
  top: ['#d5dce9', '#d9dfeb'],
  shoulder: ['#d6dcea', '#b3c0d8'],
  wall: ['#c9d2e3', '#8d9bb9'],
  innerWall: ['#8796b7'],
  hoverTop: ['#e2e8f3', '#e6ebf4'],
  selectedTop: ['#3b4aad', '#747bba'],
  selectedShoulder: ['#0a1f78'],
  selectedWall: ['#0f1a57'],
  hubTop: ['#ececec'],
  hubSide: ['#b4b8be'],
  ring: ['#6888ee', '#3a62e0'],
};

const lookWhenMeasured: WheelLook = {
  band: { inner: 1.02, outer: 2.3, halfGap: 0.05 },
  depth: 0.2,
  bevel: { thickness: 0.07, size: 0.045, segments: 4 },
  arcSteps: 48,
  tilt: -0.36,
  camera: { fov: 30, distance: 11.6 },
  lift: { rest: 0, hover: 0.16, selected: 0.3 },
  pop: { rest: 0, hover: 0.03, selected: 0.12 },
  color: {
    rest: '#aec4f2',
    hover: '#b9d0fa',
    selected: '#05247f',
    emissive: '#1d4ed8',
    hub: '#ffffff',
    hubRing: '#1d4ed8',
    shadow: '#0b1a3a',
  },
  finish: { roughness: 0.5, clearcoat: 0.3, clearcoatRoughness: 0.5 },
  glow: 0,
  spring: { tension: 260, friction: 24 },
  lights: {
    sky: '#ffffff',
    ground: '#c7d4ea',
    hemisphere: 0.55,
    key: { color: '#ffffff', intensity: 1.5, position: [-4, 6, 8] },
    fill: { color: '#60a5fa', intensity: 0.35, position: [5, -3, 4] },
    environment: 0.45,
  },
  hub: {
    top: 0.29,
    foot: -0.05,
    topInset: 0.16,
    footInset: 0.12,
    roughness: 0.3,
    clearcoat: 1,
    clearcoatRoughness: 0.15,
  },
  ring: { inset: 0.42, tube: 0.035, z: 0.3, emissive: 0.5, roughness: 0.4 },
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
  svg: {
    shadowRamp: [
      [0, 0.773],
      [0.5, 0.455],
      [0.8, 0.227],
      [1, 0],
    ],
  },
};

type Vec = [number, number, number];

/** The inverse of a 3 × 3 matrix (rows). */
function inverse(m: readonly (readonly number[])[]): Vec[] {
  const [[a = 0, b = 0, c = 0] = [], [d = 0, e = 0, f = 0] = [], [g = 0, h = 0, i = 0] = []] = m;
  const det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g);
  return [
    [(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
    [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
    [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det],
  ];
}

/** The linear light before tone mapping that comes out on screen as `hex`: the renderer's output, inverted. */
function lightBehind(hex: string): Vec {
  const bytes = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const out = bytes.map((s) =>
    s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** (1 / SRGB_EXPONENT),
  ) as Vec;
  // The curve y = (v(v + a) − b) / (v(cv + d) + e) solved for v ≥ 0: (yc − 1)v² + (yd − a)v + (ye + b) = 0.
  const { a, b, c, d, e } = ACES_CURVE;
  const uncurve = (y: number) => {
    const [A, B, C] = [y * c - 1, y * d - a, y * e + b];
    return ((-B - Math.sqrt(B * B - 4 * A * C)) / (2 * A)) * 0.6;
  };
  const curved = times(inverse(ACES_OUT), out).map(uncurve) as Vec;
  return [...times(inverse(ACES_IN), curved)] as Vec;
}

/** The reflections that make the model give the measured colours at the look they were measured at. */
function fittedReflections(): Record<WheelFace, Vec[]> {
  const faces = wheelSamples(lookWhenMeasured);
  const k = lookWhenMeasured.lights.environment;
  return Object.fromEntries(
    (Object.keys(faces) as WheelFace[]).map((face) => [
      face,
      faces[face].map((sample, i) => {
        const target = lightBehind(measured[face][i] ?? '#000000');
        const model = modelled(lookWhenMeasured, sample);
        return [0, 1, 2].map(
          (c) => Math.round((((target[c] ?? 0) - (model[c] ?? 0)) / k) * 1e5) / 1e5,
        ) as Vec;
      }),
    ]),
  ) as Record<WheelFace, Vec[]>;
}

describe('the SVG wheel’s colours (the scene’s lights on its materials)', () => {
  it('keeps the probe’s reflections as fitted to the measurement', () => {
    const fitted = fittedReflections();
    const off = (Object.keys(fitted) as WheelFace[]).filter((face) =>
      fitted[face].some((v, i) => v.some((c, j) => Math.abs(c - (REFLECTIONS[face][i]?.[j] ?? NaN)) > 2e-5)),
    );
    expect(off, `REFLECTIONS should be ${JSON.stringify(fitted)}`).toEqual([]);
  });

  it('gives the measured colours, to the byte, for the look they were measured at', () => {
    expect(wheelShades(lookWhenMeasured)).toEqual(measured);
  });

  it('brightens every lit face with a brighter key light, and darkens them without it', () => {
    const lightness = (hex: string) =>
      [1, 3, 5].reduce((sum, i) => sum + Number.parseInt(hex.slice(i, i + 2), 16), 0);
    const withKey = (intensity: number) =>
      wheelShades({
        ...lookWhenMeasured,
        lights: { ...lookWhenMeasured.lights, key: { ...lookWhenMeasured.lights.key, intensity } },
      });
    const [dim, source, bright] = [withKey(0), withKey(1.5), withKey(3)];
    for (const face of ['top', 'shoulder', 'hoverTop', 'selectedTop', 'hubTop'] as const)
      for (const i of [0, 1]) {
        const [a, b, c] = [dim, source, bright].map((shades) => shades[face][i]);
        if (a === undefined || b === undefined || c === undefined) continue;
        expect(lightness(a), `${face}[${i}]`).toBeLessThan(lightness(b));
        expect(lightness(b), `${face}[${i}]`).toBeLessThan(lightness(c));
      }
  });

  it('takes a segment colour into its faces', () => {
    const red = wheelShades({ ...lookWhenMeasured, color: { ...lookWhenMeasured.color, rest: '#ff0000' } });
    const channel = (hex: string | undefined, i: number) =>
      Number.parseInt(hex?.slice(1 + 2 * i, 3 + 2 * i) ?? '0', 16);
    for (const hex of [...red.top, ...red.shoulder, ...red.wall])
      expect(channel(hex, 0)).toBeGreaterThan(channel(hex, 2));
    // The other states keep theirs.
    expect(red.selectedTop).toEqual(measured.selectedTop);
  });

  it('writes light as the renderer does: black, white and sRGB mid grey', () => {
    expect(screenHex([0, 0, 0])).toBe('#000000');
    expect(screenHex([1, 1, 1])).toBe('#ffffff');
    expect(screenHex([0.214, 0.214, 0.214])).toBe('#7f7f7f');
  });
});
