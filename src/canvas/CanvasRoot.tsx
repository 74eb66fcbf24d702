import { Component, lazy, Suspense, type ReactNode } from 'react';
import { svgForTheVisit, useWebgl } from '../store/webgl';
import { whenIdle } from '../ui/idle';

// three.js, R3F and drei: a lazy chunk requested only when a scene slot on a desktop page asks for it; the renderer
// is made once the visitor is still again, however long the chunk took (docs/decisions/0041).
const SharedCanvas = lazy(() =>
  import('./SharedCanvas').then(
    (module) => new Promise<typeof module>((ready) => whenIdle(() => ready(module))),
  ),
);

/** Context creation (or the chunk) failed: the scene slots keep their DOM/SVG renderings. */
class CanvasBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch() {
    useWebgl.getState().setStatus('failed');
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Mounted once at app level. Renders nothing until a scene slot requests the canvas; from then on keeps the one
 * WebGL context alive for the rest of the visit (hidden and idle on pages without scenes).
 */
export function CanvasRoot() {
  const status = useWebgl((s) => s.status);
  if (status === 'off' || svgForTheVisit(status)) return null;
  return (
    <CanvasBoundary>
      <Suspense fallback={null}>
        <SharedCanvas />
      </Suspense>
    </CanvasBoundary>
  );
}
