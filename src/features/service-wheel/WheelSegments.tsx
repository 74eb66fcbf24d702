import { animated, useSprings } from '@react-spring/three';
import type { ThreeEvent } from '@react-three/fiber';
import { useEffect, type Ref } from 'react';
import type { BufferGeometry, Group } from 'three';
import type { WheelId, WheelItem } from '../../content/types';
import { wheelItems } from '../../content/wheel';
import { useWheel } from '../../store/wheel';
import { sceneLook } from './sceneLook';

const RAD = Math.PI / 180;
/** In segment order, so the group's child i is segment i (the twin anchors rely on it). */
const ordered = [...wheelItems].sort((a, b) => a.segment - b.segment);
const { color, lift, pop } = sceneLook;

const reducedMotion = (): boolean => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Where a segment rests for the current selection and hover. */
const pose = (item: WheelItem | undefined, selected: WheelId, hovered: WheelId | null) => {
  const state = !item ? 'rest' : item.id === selected ? 'selected' : item.id === hovered ? 'hover' : 'rest';
  const out = pop[state];
  const angle = (item?.angle ?? 0) * RAD;
  return {
    x: Math.sin(angle) * out,
    y: Math.cos(angle) * out,
    z: lift[state],
    color: color[state],
    glow: state === 'selected' ? sceneLook.glow : 0,
  };
};

const setCursor = (cursor: string) => {
  document.body.style.cursor = cursor;
};

interface WheelSegmentsProps {
  /** The bevelled segment geometry every mesh shares. */
  geometry: BufferGeometry;
  /** The group holding the six meshes, in segment order. */
  ref?: Ref<Group>;
}

/**
 * The six segments. Selection and hover come from the wheel store through a subscription that starts springs
 * directly: React never re-renders this component for a hover, and the springs request frames only while they
 * move (@react-spring/three drives the demand frameloop).
 */
export function WheelSegments({ geometry, ref }: WheelSegmentsProps) {
  const [springs, api] = useSprings(ordered.length, (i) => {
    const { selected, hovered } = useWheel.getState();
    return {
      ...pose(ordered[i], selected, hovered),
      config: sceneLook.spring,
      immediate: true,
    };
  });

  useEffect(
    () =>
      useWheel.subscribe((s, prev) => {
        if (s.selected === prev.selected && s.hovered === prev.hovered) return;
        const immediate = reducedMotion();
        void api.start((i) => ({ ...pose(ordered[i], s.selected, s.hovered), immediate }));
      }),
    [api],
  );
  useEffect(() => () => setCursor(''), []);

  const over = (item: WheelItem) => (event: ThreeEvent<PointerEvent>) => {
    event.stopPropagation();
    useWheel.getState().setHovered(item.id);
    setCursor('pointer');
  };
  const out = (item: WheelItem) => () => {
    const { hovered, setHovered } = useWheel.getState();
    if (hovered === item.id) setHovered(null);
    setCursor('');
  };
  const click = (item: WheelItem) => (event: ThreeEvent<MouseEvent>) => {
    event.stopPropagation();
    useWheel.getState().select(item.id);
  };

  return (
    <group ref={ref}>
      {springs.map((s, i) => {
        const item = ordered[i];
        if (!item) return null;
        return (
          <animated.mesh
            key={item.id}
            geometry={geometry}
            rotation-z={-item.angle * RAD}
            position-x={s.x}
            position-y={s.y}
            position-z={s.z}
            onPointerOver={over(item)}
            onPointerOut={out(item)}
            onClick={click(item)}
          >
            <animated.meshPhysicalMaterial
              color={s.color}
              emissive={color.emissive}
              emissiveIntensity={s.glow}
              roughness={0.42}
              clearcoat={0.7}
              clearcoatRoughness={0.22}
            />
          </animated.mesh>
        );
      })}
    </group>
  );
}
