import { animated, useSprings } from '@react-spring/three';
import { useFrame } from '@react-three/fiber';
import { useEffect, type Ref } from 'react';
import { useInvalidateView, useViewAnimating } from '../../canvas/viewContext';
import type { BufferGeometry, Group } from 'three';
import type { WheelId, WheelItem } from '../../content/types';
import { wheelItems } from '../../content/wheel';
import { subscribeLooks } from '../../store/looks';
import { useWheel } from '../../store/wheel';
import { wheelLook as look } from './look';

const RAD = Math.PI / 180;
/** In segment order, so the group's child i is segment i (the twin anchors and the picker rely on it). */
const ordered = [...wheelItems].sort((a, b) => a.segment - b.segment);

const reducedMotion = (): boolean => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Outward offset along the segment's centre line plus lift towards the viewer, for a lift and pop. */
const offset = (item: WheelItem | undefined, out: number, up: number) => {
  const angle = (item?.angle ?? 0) * RAD;
  return { x: Math.sin(angle) * out, y: Math.cos(angle) * out, z: up };
};

/** Where the selection puts a segment: its label (the DOM twin) follows this part of the motion. */
const selectionPose = (item: WheelItem | undefined, selected: WheelId) => {
  const state = item?.id === selected ? 'selected' : 'rest';
  return { ...offset(item, look.pop[state], look.lift[state]), glow: state === 'selected' ? look.glow : 0 };
};

/**
 * The extra lift and the colour of a segment. The lift is kept apart from the selection pose so the twin
 * buttons never move under the pointer that hovers them (a moving target would flicker between hover and not).
 */
const finishPose = (item: WheelItem | undefined, selected: WheelId, hovered: WheelId | null) => {
  const state =
    item?.id === selected ? 'selected' : item !== undefined && item.id === hovered ? 'hover' : 'rest';
  const raised = state === 'hover';
  return {
    ...offset(item, raised ? look.pop.hover : 0, raised ? look.lift.hover : 0),
    color: look.color[state],
  };
};

interface WheelSegmentsProps {
  /** The bevelled segment geometry every mesh shares. */
  geometry: BufferGeometry;
  /** The group holding the six segment groups, in segment order. */
  ref?: Ref<Group>;
}

/**
 * The six segments. Selection and hover come from the wheel store through a subscription that starts springs
 * directly: React never re-renders this component for a hover, and the springs request frames only while they
 * move (@react-spring/three drives the demand frameloop). The view says when they rest (`data-scene-rest`):
 * screenshots wait for it. Picking happens in the DOM layer above the canvas (WheelPointer), which raycasts
 * these meshes.
 */
export function WheelSegments({ geometry, ref }: WheelSegmentsProps) {
  // The springs' starting poses (later changes go through the subscription below, not through renders).
  const { selected, hovered } = useWheel.getState();
  const [selection, selectionApi] = useSprings(ordered.length, (i) => ({
    ...selectionPose(ordered[i], selected),
    config: look.spring,
    immediate: true,
  }));
  const [finish, finishApi] = useSprings(ordered.length, (i) => ({
    ...finishPose(ordered[i], selected, hovered),
    config: look.spring,
    immediate: true,
  }));

  const invalidate = useInvalidateView();
  const setAnimating = useViewAnimating();
  useEffect(
    () =>
      useWheel.subscribe((s, prev) => {
        if (s.selected === prev.selected && s.hovered === prev.hovered) return;
        const immediate = reducedMotion();
        if (s.selected !== prev.selected)
          void selectionApi.start((i) => ({ ...selectionPose(ordered[i], s.selected), immediate }));
        void finishApi.start((i) => ({ ...finishPose(ordered[i], s.selected, s.hovered), immediate }));
        invalidate();
      }),
    [selectionApi, finishApi, invalidate],
  );
  // A tuned look (?debug): every segment takes its new pose, colour and spring at once.
  useEffect(
    () =>
      subscribeLooks(() => {
        const { selected: now, hovered: over } = useWheel.getState();
        void selectionApi.start((i) => ({
          ...selectionPose(ordered[i], now),
          config: look.spring,
          immediate: true,
        }));
        void finishApi.start((i) => ({
          ...finishPose(ordered[i], now, over),
          config: look.spring,
          immediate: true,
        }));
        invalidate();
      }),
    [selectionApi, finishApi, invalidate],
  );

  // While a spring moves the view is animating (drawn every frame, not at rest); the frame it settles in draws the
  // final pose, and from then on the wheel costs nothing.
  useFrame(() =>
    setAnimating(
      selectionApi.current.some((spring) => !spring.idle) || finishApi.current.some((spring) => !spring.idle),
    ),
  );

  return (
    <group ref={ref}>
      {selection.map((s, i) => {
        const item = ordered[i];
        const h = finish[i];
        if (!item || !h) return null;
        return (
          <animated.group key={item.id} position-x={s.x} position-y={s.y} position-z={s.z}>
            <animated.mesh
              geometry={geometry}
              rotation-z={-item.angle * RAD}
              position-x={h.x}
              position-y={h.y}
              position-z={h.z}
            >
              <animated.meshPhysicalMaterial
                color={h.color}
                emissive={look.color.emissive}
                emissiveIntensity={s.glow}
                roughness={look.finish.roughness}
                clearcoat={look.finish.clearcoat}
                clearcoatRoughness={look.finish.clearcoatRoughness}
              />
            </animated.mesh>
          </animated.group>
        );
      })}
    </group>
  );
}
