import type { Object3D } from 'three';
import { Vector2, Vector4 } from 'three';

/** A `uViewPx` uniform: the size in device pixels of the viewport the object is drawn in. */
export type ViewPxUniform = { value: Vector2 };

export const viewPxUniform = (): ViewPxUniform => ({ value: new Vector2(1, 1) });

/**
 * Writes the viewport the renderer draws `object` in (device pixels) into `uniform` before each draw: shaders that
 * work in device pixels (a decal's pixel snap, an edge's width) read it.
 */
export function trackViewPx(object: Object3D, uniform: ViewPxUniform): void {
  const viewport = new Vector4();
  object.onBeforeRender = (renderer) => {
    renderer.getCurrentViewport(viewport);
    uniform.value.set(viewport.z, viewport.w);
  };
}
