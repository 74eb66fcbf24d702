import { createContext, useContext } from 'react';
import { useWebgl } from '../store/webgl';

export type SceneMode = 'svg' | 'webgl';

/** Set by each SceneSlot for its subtree: the rendering that is live inside that slot. */
export const SlotModeContext = createContext<SceneMode | null>(null);

/**
 * Which rendering is live: inside a SceneSlot, that slot's (WebGL only once its scene has drawn); elsewhere,
 * 'webgl' while the shared canvas is drawing. DOM twins and popups use it to share one implementation.
 */
export function useSceneMode(): SceneMode {
  const slotMode = useContext(SlotModeContext);
  const canvasReady = useWebgl((s) => s.status === 'ready');
  return slotMode ?? (canvasReady ? 'webgl' : 'svg');
}
