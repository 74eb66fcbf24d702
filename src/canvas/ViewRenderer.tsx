import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useState, type RefObject } from 'react';
import { createFrameLoop, runFrame } from './frameLoop';
import { watchPageScroll } from './pageScroll';
import { trackViews } from './trackViews';

/**
 * Draws the views, and only those that changed (frameLoop.ts). Where the canvas goes is measured only when the
 * layout or an extent changes (trackViews), never per frame; a frame that draws nothing is not a frame.
 */
export function ViewRenderer({ wrapper }: { wrapper: RefObject<HTMLDivElement | null> }) {
  const invalidate = useThree((s) => s.invalidate);
  const gl = useThree((s) => s.gl);
  const [loop] = useState(createFrameLoop);

  useEffect(() => {
    gl.autoClear = false;
    gl.info.autoReset = false;
    // three starts its GL state with an opaque black clear colour, applied by its first render: each view clears
    // its box before rendering, so set the transparent clear now, and again when a lost context is restored (three
    // starts a new GL state then, in its own listener, added before this one).
    const transparent = () => gl.setClearColor(0x000000, 0);
    transparent();
    const canvas = gl.domElement;
    canvas.addEventListener('webglcontextrestored', transparent);
    return () => canvas.removeEventListener('webglcontextrestored', transparent);
  }, [gl]);

  useEffect(
    () =>
      trackViews(() => {
        loop.layoutChanged = true;
        invalidate();
      }),
    [loop, invalidate],
  );

  // What changed while the page scrolled is drawn once it is still.
  useEffect(() => watchPageScroll(() => invalidate()), [invalidate]);

  // A new pixel ratio (AdaptiveDpr) resizes the drawing buffer, which clears it: ask for a frame to draw again.
  const dpr = useThree((s) => s.viewport.dpr);
  useEffect(() => invalidate(), [dpr, invalidate]);

  useFrame((state) => {
    // A spring moves on its own clock, and until the last drawn frame is on screen animation frames (drawing
    // nothing unless something changed) watch for it: keep frames coming.
    if (wrapper.current && runFrame(loop, state, wrapper.current)) invalidate();
  }, 1);

  return null;
}
