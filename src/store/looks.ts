import { useMemo } from 'react';
import { useWebgl } from './webgl';

/**
 * The scenes' looks as the `?debug` panel tunes them (docs/decisions/0046-one-look-module-per-scene.md). Each scene's
 * look is one object in its feature's `look.ts`, which every renderer reads; the panel writes into that object and
 * calls `looksChanged`, and what draws a look draws it again: the home page renders its scenes' SVGs, CSS and twins
 * again (it reads `looks` of the canvas store), a WebGL scene sets its uniforms and marks its view. The count lives
 * in that store, which every page has loaded already: for a visitor it never changes and costs nothing.
 */

/** Says a look changed (the panel, after writing into it). */
export function looksChanged(): void {
  useWebgl.setState((s) => ({ looks: s.looks + 1 }));
}

/** Calls `listener` after each tuning of a look; returns its removal. */
export const subscribeLooks = (listener: () => void): (() => void) =>
  useWebgl.subscribe((s, before) => {
    if (s.looks !== before.looks) listener();
  });

/** A number that changes whenever a look does: a renderer re-renders with it and keys its memos on it. */
export const useLookVersion = (): number => useWebgl((s) => s.looks);

/**
 * A value made from the looks (a geometry, a scene's quads): made once, and again after a look is tuned. What `make`
 * reads of a look is a module's object, not React state: the version stands for it among the dependencies.
 */
export function useLookMemo<T>(make: () => T, deps: readonly unknown[] = []): T {
  const version = useLookVersion();
  // eslint-disable-next-line react-hooks/use-memo, react-hooks/exhaustive-deps -- the version stands for the looks
  return useMemo(make, [version, ...deps]);
}
