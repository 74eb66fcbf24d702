import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { theme } from '../../ui/theme';
import { sceneStats } from '../sceneSignals';

/** A fixed readout of frames and draw calls, written straight to the DOM each frame (no React renders). */
export function DebugCounters() {
  const el = useMemo(() => {
    const node = document.createElement('output');
    Object.assign(node.style, {
      position: 'fixed',
      left: '90px',
      top: '0',
      zIndex: String(theme.z.debug),
      padding: '4px 8px',
      font: '12px ui-monospace, monospace',
      color: '#e2e8f0',
      background: 'rgba(2, 6, 23, 0.8)',
    });
    return node;
  }, []);
  useEffect(() => {
    document.body.append(el);
    return () => el.remove();
  }, [el]);
  useFrame(() => {
    const s = sceneStats();
    el.textContent = `frames ${s.frames} · calls ${s.calls} · contexts ${s.contexts}`;
  }, 1001);
  return null;
}
