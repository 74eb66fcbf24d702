import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { useWebgl } from '../store/webgl';

/** The canvas is fixed while the page scrolls: redraw the views in their new places, only while one is on screen. */
export function ScrollRedraw() {
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    const onScroll = () => {
      if (useWebgl.getState().visibleSlots > 0) invalidate();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [invalidate]);
  return null;
}
