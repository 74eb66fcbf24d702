import type { Camera, Material, Object3D, Scene, Texture, WebGLProgram, WebGLRenderer } from 'three';
import { fitCamera } from './fitCamera';
import { copyPass, multisampleTarget, writesOutputColour } from './multisample';
import { whenIdle } from '../ui/idle';
import { requestViewFrame, type SceneView } from './views';

/**
 * Compiling ahead (docs/view-layer.md, "Compiling ahead", which gives the steps and why): each view, before it is
 * first drawn and while the page is idle, makes its own GPU work, compiles its programs in the state its frames draw
 * in and makes their first use; while its GPU work runs, the canvas draws no frame (`gpuBusyPreparing`).
 */

/** Resolves when the browser is idle and the visitor still (or after a second): this never holds back an input. */
const idle = (): Promise<void> => new Promise((resolve) => whenIdle(resolve, 1000));

/**
 * Resolves once the GPU process has run every command issued so far: a fence, polled every frame's time and never
 * waited on (a blocking call would hold the main thread as a compile does).
 */
function commandsDone(gl: WebGLRenderer): Promise<void> {
  const context = gl.getContext() as WebGL2RenderingContext;
  const fence = context.fenceSync(context.SYNC_GPU_COMMANDS_COMPLETE, 0);
  context.flush();
  return new Promise((resolve) => {
    const poll = () => {
      if (!fence || context.isContextLost()) {
        resolve();
        return;
      }
      if (context.getSyncParameter(fence, context.SYNC_STATUS) === context.SIGNALED) {
        context.deleteSync(fence);
        resolve();
        return;
      }
      window.setTimeout(poll, 16);
    };
    poll();
  });
}

/** Every material of the scene graph, once. */
function materialsOf(scene: Object3D): Set<Material> {
  const materials = new Set<Material>();
  scene.traverse((object) => {
    const { material } = object as Object3D & { material?: Material | Material[] };
    if (Array.isArray(material)) material.forEach((m) => materials.add(m));
    else if (material) materials.add(material);
  });
  return materials;
}

/**
 * The objects of the scene graph that draw with a material no earlier one draws with: each compiles that material,
 * with the scene's lights (the scenes' lights are the scene's own children: three's compile counts a light again if
 * it is under the object it is given).
 */
function onePerMaterial(scene: Object3D): Object3D[] {
  const seen = new Set<Material>();
  const objects: Object3D[] = [];
  scene.traverse((object) => {
    const { material } = object as Object3D & { material?: Material | Material[] };
    const materials = Array.isArray(material) ? material : material ? [material] : [];
    if (materials.every((m) => seen.has(m))) return;
    materials.forEach((m) => seen.add(m));
    objects.push(object);
  });
  return objects;
}

/** The textures a material samples: its maps and its uniforms' textures. */
function texturesOf(material: Material): Texture[] {
  const values: unknown[] = Object.values(material);
  const uniforms = (material as Material & { uniforms?: Record<string, { value: unknown }> }).uniforms;
  if (uniforms) values.push(...Object.values(uniforms).map((uniform) => uniform.value));
  return values.filter((value): value is Texture => (value as Texture | null)?.isTexture === true);
}

/** How long compiling a view's programs runs before it lets the browser run another task. */
const COMPILE_SLICE_MS = 12;

/**
 * The end of a slice: a task of its own, so an input waiting is handled first. Not an idle period: on a busy machine
 * an idle callback can wait its whole second, once per slice, and a view's dozen slices held its scene back for
 * seconds.
 */
const nextTask = (): Promise<void> => new Promise((resolve) => window.setTimeout(resolve));

/**
 * Runs `each` over the items in slices of about `COMPILE_SLICE_MS`, each slice a task of its own; resolves false,
 * having stopped between slices, once `alive()` is false (the view's scene unmounted), true when every item has run.
 */
async function inSlices<T>(
  items: Iterable<T>,
  each: (item: T) => void,
  alive: () => boolean,
): Promise<boolean> {
  let sliceStart = performance.now();
  for (const item of items) {
    if (performance.now() - sliceStart > COMPILE_SLICE_MS) {
      await nextTask();
      if (!alive()) return false;
      sliceStart = performance.now();
    }
    each(item);
  }
  return true;
}

/**
 * The first use of each compiled program (three reads its uniforms and attributes then), made now that the compile
 * is done, so it no longer waits; and the upload of the materials' textures. One material at a time, in slices as the
 * compile's.
 */
function firstUseOf(gl: WebGLRenderer, material: Material): void {
  const program = (gl.properties.get(material) as { currentProgram?: WebGLProgram }).currentProgram;
  program?.getUniforms();
  program?.getAttributes();
  for (const texture of texturesOf(material)) gl.initTexture(texture);
}

/** GPU work of a preparation in flight: the canvas draws no frame meanwhile (frameLoop.ts). */
let gpuWork = 0;

/** Whether a view's preparation keeps the GPU busy (its environment map, its first draw into its target). */
export const gpuBusyPreparing = (): boolean => gpuWork > 0;

async function gpuStep(gl: WebGLRenderer, work: () => void): Promise<void> {
  gpuWork += 1;
  try {
    work();
    await commandsDone(gl);
  } finally {
    gpuWork -= 1;
    if (gpuWork === 0) requestViewFrame();
  }
}

/** Prepares one view; stops between steps once `alive()` is false (its scene unmounted). */
async function prepareView(
  gl: WebGLRenderer,
  view: SceneView,
  scene: Scene,
  camera: () => Camera,
  alive: () => boolean,
): Promise<void> {
  const prepare = view.prepare;
  if (prepare) await gpuStep(gl, () => prepare(gl));
  if (!alive()) return;
  await idle();
  if (!alive()) return;
  // The state its frames draw in: its box's size (measured now if it was never near) and, for a multisampled view,
  // its own target and materials that write output colour (multisample.ts).
  if (view.box.w === 0) {
    const r = view.element.getBoundingClientRect();
    view.setBox(r.left + window.scrollX, r.top + window.scrollY, r.width, r.height);
  }
  const eye = camera();
  fitCamera(eye, view.box.w, view.box.h);
  const previous = gl.getRenderTarget();
  const target = view.multisample ? multisampleTarget(gl, view, view.box.w, view.box.h) : null;
  if (target) scene.traverse(writesOutputColour);
  // Compiled in parallel (the scenes draw with WebGL only where the context can: docs/decisions/0040), polled by
  // three until each program is linked. Under `?webgl` without parallel compile, the compiles are only issued and the
  // first use below links on the main thread: a path for tests and tuning only.
  const compile = (what: Object3D, from: Camera, into: Scene) =>
    gl.extensions.has('KHR_parallel_shader_compile')
      ? gl.compileAsync(what, from, into)
      : gl.compile(what, from, into);
  // One drawable object per material at a time, in slices of a task each (after an idle period, above): three writes
  // each program's source in JavaScript, and a view's programs at once were a task of 35–55 ms on a desktop
  // (docs/decisions/0045).
  const compiled: Promise<unknown>[] = [];
  const compileOne = (object: Object3D) => {
    gl.setRenderTarget(target);
    compiled.push(Promise.resolve(compile(object, eye, scene)));
    gl.setRenderTarget(previous);
  };
  if (!(await inSlices(onePerMaterial(scene), compileOne, alive))) return;
  if (target) compiled.push(Promise.resolve(compile(copyPass.scene, copyPass.camera, copyPass.scene)));
  await Promise.all(compiled);
  if (!alive()) return;
  await idle();
  if (!alive()) return;
  const materials = [...materialsOf(scene), ...(target ? materialsOf(copyPass.scene) : [])];
  if (!(await inSlices(materials, (material) => firstUseOf(gl, material), alive))) return;
  if (!target) return;
  await gpuStep(gl, () => {
    gl.setRenderTarget(target);
    gl.clear(true, true, false);
    gl.render(scene, eye);
    gl.setRenderTarget(previous);
  });
}

interface Job {
  view: SceneView;
  run: () => Promise<void>;
}

const waiting: Job[] = [];
let working = false;

/**
 * The next view to prepare: one with GPU work of its own first (its environment map: done before any view draws,
 * so no drawn view has to stop for it), then views near the screen, then the rest in the order they came.
 */
function nextJob(): Job | undefined {
  const rank = (job: Job) => (job.view.prepare ? 0 : job.view.near ? 1 : 2);
  let best = 0;
  waiting.forEach((job, i) => {
    const current = waiting[best];
    if (current && rank(job) < rank(current)) best = i;
  });
  return waiting.splice(best, 1)[0];
}

async function work(): Promise<void> {
  if (working) return;
  working = true;
  // Idle first: the views mounted in the same commit are all waiting by then, and are ranked together.
  await idle();
  for (let job = nextJob(); job; job = nextJob()) await job.run().catch(() => {});
  working = false;
}

/**
 * Prepares a mounted view (above), one view at a time, each step when the page is idle; resolves when it can be
 * drawn without compiling anything. `alive()` turning false (the view's scene unmounted) stops it between steps.
 */
export function compileView(
  gl: WebGLRenderer,
  view: SceneView,
  scene: Scene,
  camera: () => Camera,
  alive: () => boolean,
): Promise<void> {
  return new Promise((resolve) => {
    waiting.push({
      view,
      run: () => (alive() ? prepareView(gl, view, scene, camera, alive) : Promise.resolve()).finally(resolve),
    });
    void work();
  });
}
