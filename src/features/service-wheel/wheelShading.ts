import { hexRgb } from '../../ui/colour';
import { wheelLook, type WheelLook } from './look';
import type { WheelShades, WheelSvgLook } from './wheelSvgLook';

/**
 * The colours the SVG wheel fills its faces with: the WebGL scene's materials under the scene's lights, as they reach
 * the screen (docs/decisions/0035-one-wheel-two-renderers.md, 0046-one-look-module-per-scene.md). A small model of
 * what three.js computes for one point of each face: Lambert diffuse and GGX specular (with a clear coat) from the
 * hemisphere and the two directional lights, the light probe's diffuse light, the emissive glow, then ACES filmic
 * tone mapping and sRGB, as the renderer does. So a tuned colour, light or finish changes both renderings.
 *
 * What the model leaves out, mostly the light probe's reflections (a PMREM of three's RoomEnvironment, which has no
 * closed form), is `REFLECTIONS`: per face, the linear light it adds per unit of the probe's intensity, measured once
 * from the scene's render at rest (wheelShading.test.ts holds the measurement and fits these numbers to it). With
 * them, the look in the source gives exactly the colours read from the render. After a change the model does not
 * follow (the probe itself, a face's shape), measure again: tests/webgl/wheel.spec.ts compares the two pictures.
 */

type Vec = readonly [number, number, number];

/** The SVG's faces (wheelSvgLook.ts names them): the model shades each. */
export type WheelFace = keyof WheelShades;

/** A point of a face the model shades, in the wheel's own frame before its tilt (x right, y up, z to the viewer). */
interface Sample {
  normal: Vec;
  point: Vec;
  /** Which material: a segment's (its colour by state), the hub's or its ring's. */
  surface: 'rest' | 'hover' | 'selected' | 'hub' | 'ring';
}

/**
 * The light probe's irradiance at intensity 1 (linear, grey), which lights a face's diffuse colour: a round value that
 * leaves every face's fitted reflections positive, as light a face reflects is (at 0.75 the walls' went negative).
 */
const PROBE_IRRADIANCE = 0.5;

const SQRT_HALF = Math.SQRT1_2;

/**
 * The SVG's faces, each a point the model shades: a gradient's two ends (the top of the wheel, then its bottom) or one
 * point. The segment at 12 o'clock stands for the wheel; the selected one is lifted and pushed out by its pose.
 */
export function wheelSamples(look: WheelLook): Record<WheelFace, Sample[]> {
  const { band, bevel, depth, hub, ring, lift, pop } = look;
  const top = depth + bevel.thickness;
  const edge = band.outer + bevel.size;
  const up: Vec = [0, 0, 1];
  const lifted = (y: number, z: number): Vec => [0, y + pop.selected, z + lift.selected];
  const at = (surface: Sample['surface'], normal: Vec, point: Vec): Sample => ({ normal, point, surface });
  return {
    top: [at('rest', up, [0, band.outer, top]), at('rest', up, [0, -band.outer, top])],
    shoulder: [
      at('rest', [0, SQRT_HALF, SQRT_HALF], [0, edge, depth]),
      at('rest', [0, -SQRT_HALF, SQRT_HALF], [0, -edge, depth]),
    ],
    wall: [at('rest', [0, 1, 0], [0, edge, depth / 2]), at('rest', [0, -1, 0], [0, -edge, depth / 2])],
    innerWall: [at('rest', [0, -1, 0], [0, band.inner, depth / 2])],
    hoverTop: [at('hover', up, [0, band.outer, top]), at('hover', up, [0, -band.outer, top])],
    selectedTop: [at('selected', up, lifted(band.outer, top)), at('selected', up, lifted(band.inner, top))],
    selectedShoulder: [at('selected', [0, SQRT_HALF, SQRT_HALF], lifted(edge, depth))],
    selectedWall: [at('selected', [0, -1, 0], lifted(band.inner, depth / 2))],
    hubTop: [at('hub', up, [0, 0, hub.top])],
    hubSide: [at('hub', [0, -1, 0], [0, -(band.inner - hub.footInset), (hub.top + hub.foot) / 2])],
    ring: [
      at('ring', up, [0, band.inner - ring.inset, ring.z + ring.tube]),
      at('ring', [0, -1, 0], [0, -(band.inner - ring.inset + ring.tube), ring.z]),
    ],
  };
}

/**
 * What the light probe reflects off each face, per unit of its intensity (linear RGB), in the order of `wheelSamples`:
 * measured (see above). Not a look: nothing tunes it.
 */
export const REFLECTIONS: Record<WheelFace, readonly Vec[]> = {
  top: [
    [0.63883, 0.76238, 1.14618],
    [0.77365, 0.90453, 1.38232],
  ],
  shoulder: [
    [0.7593, 0.86686, 1.46737],
    [0.23744, 0.27775, 0.39825],
  ],
  wall: [
    [0.63766, 0.79423, 1.29789],
    [0.14765, 0.1315, 0.08336],
  ],
  innerWall: [[0.11054, 0.09293, 0.05594]],
  hoverTop: [
    [1.08269, 1.48278, 3.01158],
    [1.3802, 1.82446, 3.36203],
  ],
  selectedTop: [
    [0.06415, 0.07932, 0.33719],
    [0.24808, 0.26403, 0.48661],
  ],
  selectedShoulder: [[0.03599, 0.02797, 0.02116]],
  selectedWall: [[0.04092, 0.04026, 0.04062]],
  hubTop: [[1.38267, 1.34726, 1.27212]],
  hubSide: [[0.08559, 0.07676, 0.03255]],
  ring: [
    [0.03892, 0.14472, 1.1154],
    [0.04782, 0.10557, 0.61908],
  ],
};

const linear = (hex: string): Vec => {
  const c = hexRgb(hex).map((v) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return [c[0] ?? 0, c[1] ?? 0, c[2] ?? 0];
};

const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const normalize = (a: Vec): Vec => {
  const l = Math.hypot(...a) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};
/** A vector of the wheel's frame in the scene's: turned by the tilt about x (as projection.ts). */
const tilted = (a: Vec, tilt: number): Vec => [
  a[0],
  a[1] * Math.cos(tilt) - a[2] * Math.sin(tilt),
  a[1] * Math.sin(tilt) + a[2] * Math.cos(tilt),
];

/** three.js' GGX specular for a dielectric (F0 0.04), its BRDF times the cosine: `BRDF_GGX`. */
function ggx(n: Vec, v: Vec, l: Vec, roughness: number): number {
  const h = normalize([l[0] + v[0], l[1] + v[1], l[2] + v[2]]);
  const nl = Math.max(dot(n, l), 0);
  const nv = Math.max(dot(n, v), 1e-4);
  const nh = Math.max(dot(n, h), 0);
  const a2 = Math.max(roughness, 0.0525) ** 4;
  const fresnel = 0.04 + 0.96 * (1 - Math.max(dot(v, h), 0)) ** 5;
  const visibility =
    0.5 / Math.max(nl * Math.sqrt(a2 + (1 - a2) * nv * nv) + nv * Math.sqrt(a2 + (1 - a2) * nl * nl), 1e-6);
  const distribution = a2 / (Math.PI * (nh * nh * (a2 - 1) + 1) ** 2);
  return fresnel * visibility * distribution;
}

/** A surface's material: its own colour, finish and glow. */
function material(look: WheelLook, surface: Sample['surface']) {
  const { color, finish, hub, ring, glow } = look;
  if (surface === 'hub') return { albedo: color.hub, ...hub, glow: 0 };
  if (surface === 'ring')
    return {
      albedo: color.hubRing,
      roughness: ring.roughness,
      clearcoat: 0,
      clearcoatRoughness: 0,
      glow: ring.emissive,
    };
  return { albedo: color[surface], ...finish, glow: surface === 'selected' ? glow : 0 };
}

/** The linear light leaving a sample towards the camera, before tone mapping, reflections of the probe left out. */
export function modelled(look: WheelLook, sample: Sample): Vec {
  const { lights, tilt, camera } = look;
  const n = normalize(tilted(sample.normal, tilt));
  const p = tilted(sample.point, tilt);
  const v = normalize([-p[0], -p[1], camera.distance - p[2]]);
  const { albedo, roughness, clearcoat, clearcoatRoughness, glow } = material(look, sample.surface);
  const base = linear(albedo);
  const emissive = linear(look.color.emissive);
  const sky = linear(lights.sky);
  const ground = linear(lights.ground);
  const weight = 0.5 * n[1] + 0.5;
  const out = [0, 1, 2].map((i) => {
    // The hemisphere and the probe's diffuse light, as irradiance: three divides the first by π, not the second.
    const hemisphere = ((ground[i] ?? 0) + ((sky[i] ?? 0) - (ground[i] ?? 0)) * weight) * lights.hemisphere;
    return (
      (base[i] ?? 0) * (hemisphere / Math.PI + lights.environment * PROBE_IRRADIANCE) +
      (emissive[i] ?? 0) * glow
    );
  });
  for (const light of [lights.key, lights.fill]) {
    const l = normalize(light.position as unknown as Vec);
    const cosine = Math.max(dot(n, l), 0);
    const colour = linear(light.color);
    const specular = ggx(n, v, l, roughness) + clearcoat * ggx(n, v, l, clearcoatRoughness);
    for (const i of [0, 1, 2])
      out[i] =
        (out[i] ?? 0) + (colour[i] ?? 0) * light.intensity * cosine * ((base[i] ?? 0) / Math.PI + specular);
  }
  return [out[0] ?? 0, out[1] ?? 0, out[2] ?? 0];
}

/** three.js' ACES filmic (its `tonemapping_pars_fragment`): the matrices into and out of its curve, by rows. */
export const ACES_IN: readonly Vec[] = [
  [0.59719, 0.35458, 0.04823],
  [0.076, 0.90834, 0.01566],
  [0.0284, 0.13383, 0.83777],
];
export const ACES_OUT: readonly Vec[] = [
  [1.60475, -0.53108, -0.07367],
  [-0.10208, 1.10813, -0.00605],
  [-0.00327, -0.07276, 1.07602],
];
/** Its curve: (v(v + a) − b) / (v(cv + d) + e). */
export const ACES_CURVE = { a: 0.0245786, b: 0.000090537, c: 0.983729, d: 0.432951, e: 0.238081 };
/** The exponent of three's linear-to-sRGB output. */
export const SRGB_EXPONENT = 0.41666;

export const times = (m: readonly Vec[], v: Vec): Vec =>
  m.map((row) => row[0] * v[0] + row[1] * v[1] + row[2] * v[2]) as unknown as Vec;

/** three.js' ACES filmic tone mapping (exposure 1) of linear light, clamped to 0–1. */
export function acesFilmic(light: Vec): Vec {
  const { a, b, c, d, e } = ACES_CURVE;
  const curve = (v: number) => (v * (v + a) - b) / (v * (c * v + d) + e);
  const fitted = times(ACES_IN, light).map((v) => curve(v / 0.6)) as unknown as Vec;
  return times(ACES_OUT, fitted).map((v) => Math.min(1, Math.max(0, v))) as unknown as Vec;
}

/** Linear light as a `#rrggbb` colour on screen (sRGB, as three's output). */
export function screenHex(light: Vec): string {
  const byte = (v: number) => {
    const s = v <= 0.0031308 ? v * 12.92 : 1.055 * v ** SRGB_EXPONENT - 0.055;
    return Math.round(Math.min(1, Math.max(0, s)) * 255);
  };
  return `#${light.map((v) => byte(v).toString(16).padStart(2, '0')).join('')}`;
}

/** Each SVG face's colours under the look's lights, as the scene shows them. */
export function wheelShades(look: WheelLook = wheelLook): WheelShades {
  const faces = wheelSamples(look);
  const shade = (face: WheelFace) =>
    faces[face].map((sample, i) => {
      const [r, g, b] = modelled(look, sample);
      const reflected = REFLECTIONS[face][i] ?? [0, 0, 0];
      const k = look.lights.environment;
      return screenHex(acesFilmic([r + k * reflected[0], g + k * reflected[1], b + k * reflected[2]]));
    });
  return Object.fromEntries(
    (Object.keys(faces) as WheelFace[]).map((face) => [face, shade(face)]),
  ) as WheelShades;
}

/** The SVG wheel's look from the wheel's look (wheelSvgLook.ts): what its drawing reads, and its faces' colours. */
export function wheelSvgFrom(look: WheelLook = wheelLook): WheelSvgLook {
  const { band, bevel, depth, tilt, camera, lift, pop, hub, ring, shadow, svg } = structuredClone(look);
  return {
    band,
    bevel,
    depth,
    tilt,
    camera,
    lift,
    pop,
    svg,
    hub: { top: hub.top, foot: hub.foot, topInset: hub.topInset, footInset: hub.footInset },
    ring: { inset: ring.inset, tube: ring.tube, z: ring.z },
    shadow: { position: shadow.position, size: shadow.size, opacity: shadow.opacity },
    shadowColor: look.color.shadow,
    shades: wheelShades(look),
  };
}
