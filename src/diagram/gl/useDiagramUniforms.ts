import { useFrame } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { moveTransition, transitionProgress } from '../../canvas/tickScheduler';
import { useCurrentView } from '../../canvas/viewContext';
import { copyBox, sceneBox, setBox, type SceneBox } from '../../canvas/boxes';
import { invalidateView, invalidateViewRegion, requestViewFrame, type SceneView } from '../../canvas/views';
import type { Diagram } from '../defineDiagram';
import { createLit, litAt, type LitNodes } from '../route';
import { clipSweep, type ClipInput } from './clipSweep';
import { tickDamage } from './nodeReach';

/**
 * Uniforms every node diagram shares (declared in GLSL by `diagramFragmentGlsl`): the diagonal clip line, the node
 * the tick lit, the one it came from and the trail, the hovered and picked node, the tick transition's progress
 * and glow (1 here: a diagram's look gives its own `uGlow`).
 */
// A type alias, not an interface: three's `ShaderMaterial` wants an object with an implicit index signature.
export type DiagramUniforms = {
  uClip: { value: [number, number, number] };
  uActive: { value: number };
  uPrev: { value: number };
  uTrail: { value: number[] };
  uHover: { value: number };
  uSelected: { value: number };
  uProgress: { value: number };
  uGlow: { value: number };
};

const indexOr = (indexOf: ReadonlyMap<string, number>, id: string | null) =>
  id === null ? -1 : (indexOf.get(id) ?? -1);

/** Where the view's scene draws, in its frame: its extent, or its whole box when it gave none (into `out`). */
function drawnPart({ extent, box }: SceneView, out: SceneBox): SceneBox {
  return extent.w > 0 ? copyBox(out, extent) : setBox(out, -box.w / 2, -box.h / 2, box.w, box.h);
}

/** Redraws what a tick changed: its reach, or all of the view before a layout gave one. */
const redrawTick = (view: SceneView, damage: SceneBox) =>
  damage.w > 0 ? invalidateViewRegion(view, damage) : invalidateView(view);

const copyLit = (from: LitNodes, to: LitNodes) => {
  to.active = from.active;
  to.previous = from.previous;
  Object.assign(to.trail, from.trail);
};

/**
 * Creates a diagram's uniforms and keeps them current without a per-frame copy: a tick, a hover or pick and a
 * divider move each write what they changed and mark the view changed, so the scene is drawn once for
 * it (and not at all when nothing changed); a tick marks only the reach (`nodeReach`) of the nodes it lit or
 * unlit, and its transition redraws that reach at each frame until it has eased in (`transitionProgress`).
 */
export function useDiagramUniforms(diagram: Diagram, clip: ClipInput, reach: Float32Array): DiagramUniforms {
  const { ticks, route, selection, index: indexOf } = diagram;
  const view = useCurrentView();
  const reachRef = useRef(reach);
  useLayoutEffect(() => {
    reachRef.current = reach;
  }, [reach]);
  const uniforms = useMemo<DiagramUniforms>(
    () => ({
      uClip: { value: [0, 0, 1] },
      uActive: { value: -1 },
      uPrev: { value: -1 },
      uTrail: { value: [-1, -1, -1] },
      uHover: { value: -1 },
      uSelected: { value: -1 },
      uProgress: { value: 1 },
      uGlow: { value: 1 },
    }),
    [],
  );

  // What the last tick changed: its transition redraws this part at each of its frames.
  const [damage] = useState(sceneBox);

  useLayoutEffect(() => {
    const lit = createLit();
    const before = createLit();
    const clipBefore: [number, number, number] = [0, 0, 1];
    const swept = sceneBox();
    const whole = sceneBox();
    const applyTick = () => {
      litAt(route, ticks.tick, lit);
      uniforms.uActive.value = lit.active;
      uniforms.uPrev.value = lit.previous;
      Object.assign(uniforms.uTrail.value, lit.trail);
      uniforms.uProgress.value = transitionProgress(ticks.changedAt, performance.now());
    };
    const applyPick = (): boolean => {
      const { hovered, selected } = selection.getState();
      const hover = indexOr(indexOf, hovered);
      const pick = indexOr(indexOf, selected);
      if (hover === uniforms.uHover.value && pick === uniforms.uSelected.value) return false;
      uniforms.uHover.value = hover;
      uniforms.uSelected.value = pick;
      return true;
    };
    const applyClip = () => Object.assign(uniforms.uClip.value, clip.line);
    // Subscribed first: the first subscription to a tick channel starts the scheduler, which may set its tick.
    const unsubscribe = [
      ticks.ticked.subscribe(() => {
        copyLit(lit, before);
        applyTick();
        tickDamage(reachRef.current, before, lit, damage);
        redrawTick(view, damage);
      }),
      selection.subscribe(() => {
        if (applyPick()) invalidateView(view);
      }),
      clip.moved.subscribe(() => {
        // Only the band the line swept changes: the rest of the scene keeps its side of the diagonal.
        Object.assign(clipBefore, uniforms.uClip.value);
        applyClip();
        clipSweep(clipBefore, uniforms.uClip.value, drawnPart(view, whole), swept);
        if (swept.w > 0) invalidateViewRegion(view, swept);
      }),
    ];
    applyTick();
    applyPick();
    applyClip();
    invalidateView(view);
    return () => unsubscribe.forEach((stop) => stop());
  }, [ticks, clip, route, selection, indexOf, uniforms, view, damage]);

  // While a tick's transition runs, each frame moves it on and asks for the next, redrawing only what the tick
  // changed; the frame it ends in draws the settled state. A view away from the screen settles at once.
  useFrame(() => {
    const progress = uniforms.uProgress;
    if (progress.value >= 1) return;
    // Paced by the GPU: the next step waits until the last one is on screen (software GL queues no frames).
    if (view.near && view.state === 'presenting') return requestViewFrame();
    progress.value = view.near ? transitionProgress(ticks.changedAt, performance.now()) : 1;
    moveTransition();
    redrawTick(view, damage);
  });

  return uniforms;
}
