import { PMREMGenerator, type Texture, type WebGLRenderer, type WebGLRenderTarget } from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';

/** Blur of the studio light probe (radians), before three prefilters it for each roughness. */
const ROOM_BLUR = 0.04;

const made = new WeakMap<WebGLRenderer, { target: WebGLRenderTarget; restores: number }>();

/**
 * The wheel's studio light probe, rendered locally from three's RoomEnvironment (reflections without fetching an
 * HDR), once per renderer and context: under software GL its prefiltering keeps the GPU busy for seconds, so a
 * wheel shown again (the home page left and opened again) reuses it. `restores` is useWebgl's count of restored
 * contexts: a restored context kept none of it, so it is rendered again.
 */
export function roomEnvironment(gl: WebGLRenderer, restores: number): Texture {
  const known = made.get(gl);
  if (known?.restores === restores) return known.target.texture;
  known?.target.dispose();
  const pmrem = new PMREMGenerator(gl);
  const room = new RoomEnvironment();
  const target = pmrem.fromScene(room, ROOM_BLUR);
  room.dispose();
  pmrem.dispose();
  made.set(gl, { target, restores });
  return target.texture;
}
