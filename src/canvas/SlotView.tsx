import { useFrame, useThree } from '@react-three/fiber';
import { View } from '@react-three/drei/web/View';
import { createElement, Suspense, use, useEffect, useRef, type ComponentType } from 'react';
import type { SceneLoader } from './SceneSlot';

const modules = new WeakMap<SceneLoader, Promise<{ default: ComponentType }>>();

/** Loads each scene module once per loader and renders its default export (suspends while it loads). */
function LoadedScene({ load }: { load: SceneLoader }) {
  let module = modules.get(load);
  if (!module) {
    module = load();
    modules.set(load, module);
  }
  return createElement(use(module).default);
}

/** Reports the slot's first drawn frame (the frame after the scene mounted has been rendered). */
function DrawnProbe({ onDrawn }: { onDrawn: () => void }) {
  const invalidate = useThree((s) => s.invalidate);
  const frames = useRef(0);
  useEffect(() => invalidate(), [invalidate]);
  useFrame(() => {
    frames.current += 1;
    if (frames.current === 1) invalidate();
    else if (frames.current === 2) onDrawn();
  });
  return null;
}

// The View's box only tracks the slot: the canvas takes no pointer events, and neither may this box (while the
// scene loads it sits above the SVG fallback).
const fill = { position: 'absolute', inset: 0, pointerEvents: 'none' } as const;

interface SlotViewProps {
  /** The scene module. */
  load: SceneLoader;
  /** Called once the scene has been drawn. */
  onDrawn: () => void;
  /** False while the context is lost: the view stops drawing. */
  visible?: boolean;
}

/** The drei View that tracks the slot's box and draws its scene in the shared canvas. */
export default function SlotView({ load, onDrawn, visible = true }: SlotViewProps) {
  return (
    <View style={fill} visible={visible}>
      <Suspense fallback={null}>
        <LoadedScene load={load} />
        <DrawnProbe onDrawn={onDrawn} />
      </Suspense>
    </View>
  );
}
