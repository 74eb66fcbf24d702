import built from 'virtual:wheel-svg';
import type { WheelLook } from './look';

/** Each SVG face's colours: a gradient's two ends (the top of the wheel, then its bottom), or its one colour. */
export type WheelShades = Record<
  | 'top'
  | 'shoulder'
  | 'wall'
  | 'innerWall'
  | 'hoverTop'
  | 'selectedTop'
  | 'selectedShoulder'
  | 'selectedWall'
  | 'hubTop'
  | 'hubSide'
  | 'ring',
  string[]
>;

/**
 * What the SVG wheel draws from the wheel's look: the shapes' sizes and the camera, the shadow, and each face's
 * colours under the look's lights (wheelShading.ts). Not the scene's lights and materials themselves, which only the
 * WebGL scene reads.
 */
export type WheelSvgLook = Pick<
  WheelLook,
  'band' | 'bevel' | 'depth' | 'tilt' | 'camera' | 'lift' | 'pop' | 'svg'
> & {
  hub: Pick<WheelLook['hub'], 'top' | 'foot' | 'topInset' | 'footInset'>;
  ring: Pick<WheelLook['ring'], 'inset' | 'tube' | 'z'>;
  shadow: Pick<WheelLook['shadow'], 'position' | 'size' | 'opacity'>;
  shadowColor: string;
  shades: WheelShades;
};

/**
 * The SVG wheel's look, derived from the wheel's look by the build (scripts/wheelSvgPlugin.ts, `wheelSvgFrom`): a
 * phone downloads what the drawing needs and the colours the model computes, not the model, the lights or the
 * materials. The `?debug` panel derives it again, in place, while it tunes the look.
 */
export const wheelSvgLook: WheelSvgLook = built;
