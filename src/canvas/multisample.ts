import {
  ACESFilmicToneMapping,
  AgXToneMapping,
  CineonToneMapping,
  LinearToneMapping,
  Mesh,
  NearestFilter,
  NeutralToneMapping,
  NoBlending,
  OrthographicCamera,
  PlaneGeometry,
  ReinhardToneMapping,
  Scene,
  ShaderMaterial,
  SRGBColorSpace,
  Vector4,
  WebGLRenderTarget,
  type Camera,
  type Material,
  type Object3D,
  type Texture,
  type ToneMapping,
  type WebGLProgramParametersWithUniforms,
  type WebGLRenderer,
} from 'three';
import type { SceneView } from './views';

/**
 * Samples per pixel of a multisampled view. The canvas has no multisampled drawing buffer: resolving one costs a
 * pass over every pixel the canvas covers at every frame, and the node diagrams antialias in their shaders. A 3D
 * scene's silhouettes need samples, so its view draws through a target of its own (its size, only when it draws).
 * See docs/view-layer.md, "Multisampled views".
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
const deviceViewport = new Vector4();
const callerViewport = new Vector4();
const callerScissor = new Vector4();

/** The GLSL name three gives each tone mapping (its `tonemapping_pars_fragment` chunk). */
const TONE_MAPPING_GLSL: Partial<Record<ToneMapping, string>> = {
  [LinearToneMapping]: 'LinearToneMapping',
  [ReinhardToneMapping]: 'ReinhardToneMapping',
  [CineonToneMapping]: 'CineonToneMapping',
  [ACESFilmicToneMapping]: 'ACESFilmicToneMapping',
  [AgXToneMapping]: 'AgXToneMapping',
  [NeutralToneMapping]: 'NeutralToneMapping',
};

/**
 * Material.onBeforeCompile: the material writes what it would write into the canvas (tone mapped, then in the
 * output colour space), though it draws into a render target, where three writes linear light. So each sample is
 * stored as the canvas would store it and the resolve averages the same values the canvas' own samples would. (A
 * copy pass that tone maps after the resolve averages linear light instead: a thin bright or dark line, such as the
 * wheel's hub ring, comes out lighter.)
 */
function writeOutputColour(shader: WebGLProgramParametersWithUniforms, renderer: WebGLRenderer): void {
  const toneMapping = TONE_MAPPING_GLSL[renderer.toneMapping];
  const encode =
    renderer.outputColorSpace === SRGBColorSpace ? 'gl_FragColor = sRGBTransferOETF(gl_FragColor);' : '';
  shader.fragmentShader =
    `${toneMapping ? '#include <tonemapping_pars_fragment>\n' : ''}${shader.fragmentShader}`
      .replace(
        '#include <tonemapping_fragment>',
        toneMapping ? `gl_FragColor.rgb = ${toneMapping}(gl_FragColor.rgb);` : '',
      )
      .replace('#include <colorspace_fragment>', encode);
}

function writesMaterialOutputColour(material: Material): void {
  if (material.onBeforeCompile === writeOutputColour) return;
  material.onBeforeCompile = writeOutputColour;
  material.needsUpdate = true;
}

/** scene.traverse: every material drawn into a target writes output colour (no allocation per frame). */
export function writesOutputColour(object: Object3D): void {
  const { material } = object as Object3D & { material?: Material | Material[] };
  if (Array.isArray(material)) material.forEach(writesMaterialOutputColour);
  else if (material) writesMaterialOutputColour(material);
}

const targets = new WeakMap<SceneView, WebGLRenderTarget>();

/**
 * The view's target, `width` × `height` device pixels, 8-bit RGBA holding the canvas' own values (its materials
 * write output colour: writeOutputColour), so neither the resolve nor the copy converts colour.
 */
function targetFor(view: SceneView, width: number, height: number): WebGLRenderTarget {
  let target = targets.get(view);
  if (!target) {
    target = new WebGLRenderTarget(width, height, {
      samples: SAMPLES,
      minFilter: NearestFilter,
      magFilter: NearestFilter,
      generateMipmaps: false,
      depthBuffer: true,
    });
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
  gl.getCurrentViewport(deviceViewport);
  const target = targetFor(view, deviceViewport.z, deviceViewport.w);
  scene.traverse(writesOutputColour);
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

/**
 * The view's target for a box of `width` × `height` CSS pixels at the renderer's pixel ratio, as its frames size it
 * (three rounds the device viewport): made before its first frame (compileAhead.ts).
 */
export function multisampleTarget(
  gl: WebGLRenderer,
  view: SceneView,
  width: number,
  height: number,
): WebGLRenderTarget {
  const ratio = gl.getPixelRatio();
  return targetFor(view, Math.round(width * ratio), Math.round(height * ratio));
}

/** The pass that copies a view's target into the canvas, to compile with the canvas as the target. */
export const copyPass = { scene: copyScene, camera: copyCamera };

/** Frees a removed view's target. */
export function disposeMultisampled(view: SceneView): void {
  targets.get(view)?.dispose();
  targets.delete(view);
}
