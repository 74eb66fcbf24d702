import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import type { StoreApi, UseBoundStore } from 'zustand';
import { heroFrame } from '../store/hero';
import type { PickState } from '../store/heroSelection';
import { getTickChannel } from './tickScheduler';
import { transitionProgress } from './ticks';
import { tuning } from './tuning';

/**
 * Uniforms every ticking hero scene shares (declared in GLSL by `tickUniformsGlsl`): the diagonal clip line, the
 * node the tick lit and the one it came from, the hovered and picked node, the tick transition's progress and glow.
 */
// A type alias, not an interface: three's `ShaderMaterial` wants an object with an implicit index signature.
export type TickUniforms = {
  uClip: { value: number[] };
  uActive: { value: number };
  uPrev: { value: number };
  uHover: { value: number };
  uSelected: { value: number };
  uProgress: { value: number };
  uGlow: { value: number };
};

interface TickUniformOptions {
  /** The tick channel the scene follows ('network' or 'workflow'). */
  channel: string;
  /** Which side of the hero's diagonal the scene sits on (its clip line in `heroFrame.clip`). */
  side: keyof typeof heroFrame.clip;
  /** Index of the node lit at a tick. */
  activeAt: (tick: number) => number;
  /** Index of the node the signal comes from at a tick (-1: none). */
  previousAt: (tick: number) => number;
  /** The scene's hover and pick store (node ids). */
  selection: UseBoundStore<StoreApi<PickState>>;
  /** Node id → instance index. */
  indexOf: ReadonlyMap<string, number>;
}

const indexOr = (indexOf: ReadonlyMap<string, number>, id: string | null) =>
  id === null ? -1 : (indexOf.get(id) ?? -1);

/**
 * Creates a scene's shared tick uniforms and keeps them current: every rendered frame copies the tick, hover, pick
 * and clip line into them (no allocation), and a hover or pick asks for a frame.
 */
export function useTickUniforms({
  channel,
  side,
  activeAt,
  previousAt,
  selection,
  indexOf,
}: TickUniformOptions): TickUniforms {
  const invalidate = useThree((s) => s.invalidate);
  const uniforms = useMemo<TickUniforms>(
    () => ({
      uClip: { value: [0, 0, 1] },
      uActive: { value: -1 },
      uPrev: { value: -1 },
      uHover: { value: -1 },
      uSelected: { value: -1 },
      uProgress: { value: 1 },
      uGlow: { value: 1 },
    }),
    [],
  );

  useEffect(() => selection.subscribe(() => invalidate()), [selection, invalidate]);

  useFrame(() => {
    const state = getTickChannel(channel);
    const tick = state?.tick ?? 0;
    const { hovered, selected } = selection.getState();
    uniforms.uActive.value = activeAt(tick);
    uniforms.uPrev.value = previousAt(tick);
    uniforms.uProgress.value = state ? transitionProgress(state.changedAt, performance.now()) : 1;
    uniforms.uHover.value = indexOr(indexOf, hovered);
    uniforms.uSelected.value = indexOr(indexOf, selected);
    uniforms.uGlow.value = tuning.glow;
    const clip = uniforms.uClip.value;
    const line = heroFrame.clip[side];
    clip[0] = line[0];
    clip[1] = line[1];
    clip[2] = line[2];
  });

  return uniforms;
}
