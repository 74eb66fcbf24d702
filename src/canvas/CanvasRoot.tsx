/** Placeholder until the persistent WebGL canvas lands (issue 3). */
export function CanvasRoot() {
  return null;
}
