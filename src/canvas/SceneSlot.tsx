import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { svgForTheVisit, useWebgl } from '../store/webgl';
import { afterLoad, afterPaintWhenIdle } from '../ui/idle';
import { useHydrated } from '../ui/useHydrated';
import { SlotModeContext, type SceneMode } from './sceneMode';
import { markSlotPending } from './sceneSignals';
import { watchOnScreen } from './trackViews';
import { sceneFlags } from './sceneFlags';
import { useIsDesktop, webgl2Exposed, webglSupport } from './sceneSupport';
import { addView, SceneView, type SceneLoader } from './views';

export interface SceneSlotProps {
  /** Lazy module whose default export is an R3F scene component, drawn by the shared canvas over this slot's box. Pass a module-level function (it keys the loaded module). */
  load: SceneLoader;
  /** DOM/SVG rendering shown on mobile, without WebGL, before the scene is ready and while the context is lost. */
  fallback: ReactNode;
  /** Accessible name of the region (e.g. 'Service wheel'). */
  label: string;
  /** Optional DOM layer rendered above the scene in WebGL mode only (e.g. a pointer-picking layer). */
  overlay?: ReactNode;
  /**
   * DOM rendered above whichever rendering is live, and kept mounted when the mode changes (the accessible twin
   * buttons: keyboard focus must survive the switch from SVG to WebGL and back).
   */
  children?: ReactNode;
  /** Sizes the box: give it a definite size (the scene and fallback fill it, so nothing shifts when the scene appears). */
  className?: string;
}

const Box = styled.div`
  position: relative;
`;

const Layer = styled.div`
  position: absolute;
  inset: 0;
`;

/** Above the scene; lets the pointer through except where a descendant asks for it (`pointer-events: auto`). */
const Overlay = styled(Layer)`
  z-index: ${(p) => p.theme.z.sceneOverlay};
  pointer-events: none;
`;

/**
 * Counts the slot as on screen while it intersects the viewport (the ticks pause when no slot is) and returns
 * whether it is (a slot off screen has nothing to draw yet, so it is not waited for).
 */
function useOnScreen(ref: React.RefObject<HTMLElement | null>): boolean {
  const setSlotVisible = useWebgl((s) => s.setSlotVisible);
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    return watchOnScreen(el, (next) => {
      setSlotVisible(next);
      setOnScreen(next);
    });
  }, [ref, setSlotVisible]);
  return onScreen;
}

/**
 * Registers the slot's scene with the shared canvas while `active` (three.js, R3F and drei live in the canvas'
 * lazy chunk only; this is plain DOM). `onDrawn` runs after the scene's first frame.
 */
function useRegisteredView(
  ref: RefObject<HTMLElement | null>,
  load: SceneLoader,
  active: boolean,
  onDrawn: () => void,
): void {
  useEffect(() => {
    const el = ref.current;
    if (!active || !el) return undefined;
    return addView(new SceneView(el, load, onDrawn));
  }, [ref, load, active, onDrawn]);
}

/**
 * A box on the page that shows a WebGL scene from the one shared canvas (desktop with WebGL) or its DOM/SVG
 * fallback (server render, mobile, no WebGL, before the scene has drawn, lost context). Pure DOM: the scene and
 * three.js load lazily. Marks itself `data-scene-mode` (svg|webgl) and `data-scene-ready="true"` once what it
 * shows is final.
 */
export function SceneSlot({ load, fallback, label, overlay, children, className }: SceneSlotProps) {
  const ref = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const isDesktop = useIsDesktop();
  const status = useWebgl((s) => s.status);
  const request = useWebgl((s) => s.request);
  const setStatus = useWebgl((s) => s.setStatus);
  const addSlot = useWebgl((s) => s.addSlot);
  const forceSvg = useWebgl((s) => s.forceSvg);
  const wantsWebgl = hydrated && isDesktop && !svgForTheVisit(status) && webgl2Exposed() && !forceSvg;
  const [drawn, setDrawn] = useState(false);
  // Out of the canvas (the debug panel's SVG), a slot shows WebGL again only once its scene has drawn again.
  if (drawn && !wantsWebgl) setDrawn(false);
  const [onDrawn] = useState(() => () => setDrawn(true));
  const mode: SceneMode = wantsWebgl && drawn && status === 'ready' ? 'webgl' : 'svg';

  const onScreen = useOnScreen(ref);
  // The canvas starts once the page has loaded, so three.js never competes with the hero text and fonts, and once
  // the frame that shows the slot's page is painted: a page a tap swaps in does not wait for it (loadAhead.ts).
  useEffect(() => {
    if (!wantsWebgl) return undefined;
    let cancelled = false;
    const start = () =>
      void webglSupport().then((support) => {
        if (cancelled) return;
        if (support === 'parallel' || (support === 'serial' && sceneFlags().webgl)) request();
        else setStatus(support === 'none' ? 'failed' : 'declined');
      });
    const cancel = afterLoad(() => afterPaintWhenIdle(start));
    return () => {
      cancelled = true;
      cancel();
    };
  }, [wantsWebgl, request, setStatus]);
  useEffect(() => (wantsWebgl ? addSlot() : undefined), [wantsWebgl, addSlot]);
  // Pending while on screen and not drawn yet: `<html data-scene-ready>` says every scene in sight has drawn.
  useEffect(() => {
    if (!wantsWebgl || drawn || !onScreen) return;
    markSlotPending(1);
    return () => markSlotPending(-1);
  }, [wantsWebgl, drawn, onScreen]);

  const ready = mode === 'webgl' || (hydrated && (!wantsWebgl || status === 'lost'));
  useRegisteredView(ref, load, wantsWebgl && status !== 'off', onDrawn);

  return (
    <SlotModeContext.Provider value={mode}>
      <Box
        ref={ref}
        className={className}
        role="region"
        aria-label={label}
        data-scene-slot=""
        data-scene-mode={mode}
        data-scene-ready={ready ? 'true' : 'false'}
      >
        {mode === 'svg' && <Layer>{fallback}</Layer>}
        {mode === 'webgl' && overlay !== undefined && <Overlay>{overlay}</Overlay>}
        {children !== undefined && <Overlay>{children}</Overlay>}
      </Box>
    </SlotModeContext.Provider>
  );
}
