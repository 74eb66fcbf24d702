import { useEffect } from 'react';

/** Marks the document once React is interactive; browser tests wait for it before pressing keys. */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
