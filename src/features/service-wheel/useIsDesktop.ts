import { useSyncExternalStore } from 'react';
import { MOBILE_MAX_WIDTH } from '../../ui/theme';

const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

/** Whether the viewport is mobile right now (DECISIONS.md 15); read at the moment of a tap, not rendered. */
export const isMobileViewport = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia(MOBILE_QUERY).matches;

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * True at ≥ 768px. The server and the hydration pass assume desktop, so the prerendered markup hydrates
 * unchanged; a phone re-renders once afterwards. Layout differences are CSS media queries, not this hook.
 */
export const useIsDesktop = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => !isMobileViewport(),
    () => true,
  );
