import {
  Mesh,
  NearestFilter,
  NoBlending,
  OrthographicCamera,
  PlaneGeometry,
  Scene,
  ShaderMaterial,
  Vector4,
  WebGLRenderTarget,
  type Camera,
  type ColorSpace,
  type Texture,
  type WebGLRenderer,
} from 'three';
import type { SceneView } from './views';

/**
 * Samples per pixel of a multisampled view. The canvas has no multisampled drawing buffer: resolving one costs a
 * pass over every pixel the canvas covers at every frame, and the node diagrams antialias in their shaders. A 3D
 * scene's silhouettes need samples, so its view draws through a target of its own (its size, only when it draws).
 */
const SAMPLES = 4;

/** Copies the target's texels to the view's viewport as they are: no blending, colour conversion or filtering. */
const frame: { value: Texture | null } = { value: null };
const copyMaterial = new ShaderMaterial({
  uniforms: { uFrame: frame },
  vertexShader: /* glsl */ `
varying vec2 vUv;
void main() {
  vUv = uv;
  gl_Position = vec4(position.xy * 2.0, 0.0, 1.0);
}
`,
  fragmentShader: /* glsl */ `
uniform sampler2D uFrame;
varying vec2 vUv;
void main() {
  gl_FragColor = texture2D(uFrame, vUv);
}
`,
  blending: NoBlending,
  depthTest: false,
  depthWrite: false,
});
const copyQuad = new Mesh(new PlaneGeometry(1, 1), copyMaterial);
copyQuad.frustumCulled = false;
const copyScene = new Scene().add(copyQuad);
const copyCamera = new OrthographicCamera();
/** The viewport the view is copied to, in device pixels (the target's size), and as the caller set it. */
const viewport = new Vector4();
const callerViewport = new Vector4();
const callerScissor = new Vector4();

const targets = new WeakMap<SceneView, WebGLRenderTarget>();

/**
 * The view's target, `width` × `height` device pixels. It stores what the canvas would: three renders into it as
 * into the canvas (tone mapping and the output colour space applied per fragment before blending, 8-bit RGBA), which
 * it does for a target flagged `isXRRenderTarget` whose texture has the output colour space. The texture's format
 * is set to plain RGBA8 so neither the resolve nor the copy converts colour.
 */
function targetFor(view: SceneView, gl: WebGLRenderer, width: number, height: number): WebGLRenderTarget {
  let target = targets.get(view);
  if (!target) {
    target = new WebGLRenderTarget(width, height, {
      samples: SAMPLES,
      colorSpace: gl.outputColorSpace as ColorSpace,
      minFilter: NearestFilter,
      magFilter: NearestFilter,
      generateMipmaps: false,
      depthBuffer: true,
    });
    target.texture.internalFormat = 'RGBA8';
    (target as WebGLRenderTarget & { isXRRenderTarget: boolean }).isXRRenderTarget = true;
    targets.set(view, target);
  } else if (target.width !== width || target.height !== height) target.setSize(width, height);
  return target;
}

/**
 * Draws `scene` through the view's multisampled target, then copies it into the canvas at the renderer's current
 * viewport, within its scissor (set by the caller, who need not clear it: the copy replaces every pixel).
 */
export function renderMultisampled(gl: WebGLRenderer, view: SceneView, scene: Scene, camera: Camera): void {
  const previous = gl.getRenderTarget();
  gl.getViewport(callerViewport);
  gl.getScissor(callerScissor);
  gl.getCurrentViewport(viewport);
  const target = targetFor(view, gl, viewport.z, viewport.w);
  gl.setRenderTarget(target);
  gl.clear(true, true, false);
  gl.render(scene, camera);
  gl.setRenderTarget(previous);
  // Set again as the caller set them: three restores them rounded down, where setting them rounds.
  gl.setViewport(callerViewport);
  gl.setScissor(callerScissor);
  frame.value = target.texture;
  gl.render(copyScene, copyCamera);
}

/** Frees a removed view's target. */
export function disposeMultisampled(view: SceneView): void {
  targets.get(view)?.dispose();
  targets.delete(view);
}
