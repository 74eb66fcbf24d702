import {
  HalfFloatType,
  LinearMipmapLinearFilter,
  LinearSRGBColorSpace,
  PMREMGenerator,
  WebGLCubeRenderTarget,
  type Texture,
  type WebGLRenderer,
} from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import bakedUrl from './roomEnvironment.bin?url';
import { BAKED_FROM, ROOM_BLUR, bakedHalves, roomLevelSizes } from './roomEnvironmentLayout';

/**
 * The wheel's studio light probe (docs/decisions/0047-baked-light-probe.md). Baked into a file the wheel fetches with
 * its scene: rendering it here held a laptop's main thread for about 90 ms and, under software GL, kept the GPU
 * process busy for seconds. Rendered here as before only where the file did not arrive.
 */

/** The baked levels, once fetched: `null` if they cannot be had (no DecompressionStream, a failed request). */
let baked: Uint16Array | null = null;
let loading: Promise<void> | undefined;

async function fetchBaked(): Promise<Uint16Array | null> {
  if (typeof DecompressionStream === 'undefined') return null;
  const response = await fetch(bakedUrl);
  if (!response.ok || !response.body) return null;
  const buffer = await new Response(response.body.pipeThrough(new DecompressionStream('gzip'))).arrayBuffer();
  return buffer.byteLength === bakedHalves * 2 ? new Uint16Array(buffer) : null;
}

/**
 * Fetches the baked probe, once (the response is decompressed as it streams in, off the main thread). Resolves
 * either way: a probe that did not arrive is rendered instead.
 */
export function loadRoomEnvironment(): Promise<void> {
  return (loading ??= fetchBaked().then(
    (halves) => {
      baked = halves;
    },
    () => {},
  ));
}

const made = new WeakMap<WebGLRenderer, { target: WebGLCubeRenderTarget; restores: number }>();

/**
 * The probe as the scene's environment, made once per renderer and context, so a wheel shown again (the home page
 * left and opened again) reuses it. `restores` is useWebgl's count of restored contexts: a restored context kept
 * none of it, so it is made again.
 */
export function roomEnvironment(gl: WebGLRenderer, restores: number): Texture {
  const known = made.get(gl);
  if (known?.restores === restores) return known.target.texture;
  known?.target.dispose();
  const target = baked ? uploaded(gl, baked) : rendered(gl);
  made.set(gl, { target, restores });
  return target.texture;
}

/** Rendered by three from its RoomEnvironment, on this thread and this GPU: what the baked file holds. */
function rendered(gl: WebGLRenderer): WebGLCubeRenderTarget {
  const pmrem = new PMREMGenerator(gl);
  const room = new RoomEnvironment();
  const target = pmrem.fromScene(room, ROOM_BLUR);
  room.dispose();
  pmrem.dispose();
  return target;
}

/** What three keeps of a render target and a texture: the GL objects made for them. */
interface GlObjects {
  __webglTexture: WebGLTexture;
  __webglFramebuffer: WebGLFramebuffer[][];
}

/**
 * The baked levels uploaded into a cube target laid out as PMREM lays out its own (same size, levels, type and
 * flags, so materials sample it exactly as the rendered one), and its two sharpest levels filled by enlarging the
 * sharpest baked level on the GPU.
 */
function uploaded(gl: WebGLRenderer, halves: Uint16Array): WebGLCubeRenderTarget {
  const target = new WebGLCubeRenderTarget(roomLevelSizes[0], {
    minFilter: LinearMipmapLinearFilter,
    generateMipmaps: false,
    type: HalfFloatType,
    colorSpace: LinearSRGBColorSpace,
    depthBuffer: false,
  });
  // The sizes of its levels, as PMREM lists them: what a material's ENVMAP_MAX_LOD and envMapSize are read from.
  const levels = roomLevelSizes.map((size) => ({ width: size, height: size }));
  target.texture.mipmaps = levels as unknown as typeof target.texture.mipmaps;
  target.texture.name = 'PMREM';
  Object.assign(target.texture, { isPMREMTexture: true });
  gl.initRenderTarget(target);

  const context = gl.getContext() as WebGL2RenderingContext;
  const { state, properties } = gl;
  const { __webglTexture: texture } = properties.get(target.texture) as GlObjects;
  const { __webglFramebuffer: framebuffers } = properties.get(target) as GlObjects;
  state.bindTexture(context.TEXTURE_CUBE_MAP, texture);
  state.pixelStorei(context.UNPACK_FLIP_Y_WEBGL, false);
  state.pixelStorei(context.UNPACK_PREMULTIPLY_ALPHA_WEBGL, false);
  state.pixelStorei(context.UNPACK_ALIGNMENT, 4);
  let offset = 0;
  roomLevelSizes.forEach((size, level) => {
    if (level < BAKED_FROM) return;
    for (let face = 0; face < 6; face++, offset += size * size * 4) {
      const side = context.TEXTURE_CUBE_MAP_POSITIVE_X + face;
      context.texSubImage2D(side, level, 0, 0, size, size, context.RGBA, context.HALF_FLOAT, halves, offset);
    }
  });

  // A blit obeys the scissor test, which the views' frames leave on.
  const scissor = gl.getScissorTest();
  gl.setScissorTest(false);
  framebuffers.forEach((faceLevels) => {
    const from = faceLevels[BAKED_FROM];
    if (!from) return;
    state.bindFramebuffer(context.READ_FRAMEBUFFER, from);
    const largest = roomLevelSizes[BAKED_FROM] ?? 0;
    faceLevels.slice(0, BAKED_FROM).forEach((to, level) => {
      const size = roomLevelSizes[level] ?? 0;
      state.bindFramebuffer(context.DRAW_FRAMEBUFFER, to);
      context.blitFramebuffer(
        0,
        0,
        largest,
        largest,
        0,
        0,
        size,
        size,
        context.COLOR_BUFFER_BIT,
        context.LINEAR,
      );
    });
  });
  state.bindFramebuffer(context.READ_FRAMEBUFFER, null);
  state.bindFramebuffer(context.DRAW_FRAMEBUFFER, null);
  gl.setScissorTest(scissor);
  return target;
}
