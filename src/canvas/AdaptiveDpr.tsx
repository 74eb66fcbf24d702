import { PerformanceMonitor } from '@react-three/drei/core/PerformanceMonitor';
import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { useWebgl } from '../store/webgl';

export const DPR_RANGE: [number, number] = [1, 1.75];

/**
 * Lowers the pixel ratio when frames drop. Frame rate only means something while frames are continuous (a
 * divider drag): with the demand loop an idle page has few frames by design, which
 * PerformanceMonitor would misread as a slow device, so it is mounted only then.
 */
export function AdaptiveDpr() {
  const setDpr = useThree((s) => s.setDpr);
  const get = useThree((s) => s.get);
  const busy = useWebgl((s) => s.interacting);
  // R3F re-renders the canvas' subscribers on every setDpr, even to the same value: only a real change goes through.
  const apply = (dpr: number) => {
    if (Math.abs(get().viewport.dpr - dpr) > 0.01) setDpr(dpr);
  };
  // At rest the scenes are sharp again: a ratio lowered during a drag is put back to the canvas' own when it ends.
  useEffect(() => {
    if (busy) return;
    const full = Math.min(Math.max(DPR_RANGE[0], window.devicePixelRatio), DPR_RANGE[1]);
    if (Math.abs(get().viewport.dpr - full) > 0.01) setDpr(full);
  }, [busy, get, setDpr]);
  if (!busy) return null;
  const scaled = (factor: number) => DPR_RANGE[0] + (DPR_RANGE[1] - DPR_RANGE[0]) * factor;
  return (
    <PerformanceMonitor
      factor={1}
      flipflops={3}
      onChange={({ factor }) => apply(Math.min(window.devicePixelRatio, scaled(factor)))}
      onFallback={() => apply(DPR_RANGE[0])}
    />
  );
}
