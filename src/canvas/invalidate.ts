/**
 * DOM-safe bridge to the canvas' `invalidate`: DOM code (divider drags, hovers, ticks) asks for a redraw without
 * importing three.js. A no-op until the canvas exists.
 */
let invalidateCanvas: (() => void) | null = null;

export function setCanvasInvalidate(fn: (() => void) | null): void {
  invalidateCanvas = fn;
}

/** Requests one frame of every scene (frameloop="demand"). */
export function invalidateScenes(): void {
  invalidateCanvas?.();
}
