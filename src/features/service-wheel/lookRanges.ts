import { colour, list, range, type LookRanges } from '../../ui/lookRanges';
import type { WheelLook } from './look';

const unit = range(0, 1, 0.01);
const intensity = range(0, 5, 0.05);
const position = list(3, range(-20, 20, 0.5));

/** What each value of the service wheel's look may be (the `?debug` panel and the dev server's writer). */
export const wheelLookRanges: LookRanges<WheelLook> = {
  band: { inner: range(0.6, 1.6, 0.01), outer: range(1.8, 3, 0.01), halfGap: range(0.01, 0.2, 0.005) },
  depth: range(0.05, 0.6, 0.01),
  bevel: { thickness: range(0, 0.2, 0.005), size: range(0, 0.1, 0.005), segments: range(1, 8, 1) },
  arcSteps: range(8, 96, 1),
  tilt: range(-1.2, 0, 0.01),
  camera: { fov: range(15, 60, 0.5), distance: range(6, 20, 0.1) },
  lift: { rest: range(0, 0.5, 0.01), hover: range(0, 0.5, 0.01), selected: range(0, 0.8, 0.01) },
  pop: { rest: range(0, 0.3, 0.01), hover: range(0, 0.3, 0.01), selected: range(0, 0.4, 0.01) },
  color: {
    rest: colour,
    hover: colour,
    selected: colour,
    emissive: colour,
    hub: colour,
    hubRing: colour,
    shadow: colour,
  },
  finish: { roughness: unit, clearcoat: unit, clearcoatRoughness: unit },
  glow: range(0, 2, 0.05),
  spring: { tension: range(50, 600, 10), friction: range(5, 80, 1) },
  lights: {
    sky: colour,
    ground: colour,
    hemisphere: intensity,
    key: { color: colour, intensity, position },
    fill: { color: colour, intensity, position },
    environment: range(0, 2, 0.05),
  },
  hub: {
    top: range(0, 0.6, 0.01),
    foot: range(-0.3, 0.2, 0.01),
    topInset: range(0, 0.6, 0.01),
    footInset: range(0, 0.6, 0.01),
    roughness: unit,
    clearcoat: unit,
    clearcoatRoughness: unit,
  },
  ring: {
    inset: range(0.2, 0.8, 0.01),
    tube: range(0.01, 0.1, 0.005),
    z: range(0, 0.6, 0.01),
    emissive: range(0, 2, 0.05),
    roughness: unit,
  },
  shadow: {
    position: list(3, range(-2, 2, 0.01)),
    size: range(2, 8, 0.1),
    opacity: unit,
    ramp: list(3, list(2, unit)),
  },
  svg: { shadowRamp: list(4, list(2, unit)) },
};
