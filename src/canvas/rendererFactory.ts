import { WebGLRenderer } from 'three';
import { useWebgl } from '../store/webgl';
import { sceneFlags } from './sceneFlags';
import { sceneStats } from './sceneSignals';

/**
 * Creates the renderer on a context we asked for ourselves: when the browser has no WebGL 2 the factory reports
 * `failed` and never settles, so nothing throws and nothing logs (three.js would log an error, and an error
 * boundary would make React log one too). The slots keep their fallbacks.
 */
export function createRenderer(defaults: { canvas: unknown }): Promise<WebGLRenderer> {
  const canvas = defaults.canvas as HTMLCanvasElement;
  let context: WebGL2RenderingContext | null = null;
  try {
    context = canvas.getContext('webgl2', {
      alpha: true,
      // No multisampled drawing buffer: resolving it is a pass over the whole canvas at every frame. The diagrams
      // antialias in their shaders; a 3D scene draws through a multisampled target of its own (multisample.ts).
      antialias: false,
      depth: true,
      stencil: false,
      premultipliedAlpha: true,
      // Each frame draws only the views that changed; the others keep their pixels.
      preserveDrawingBuffer: true,
      powerPreference: 'high-performance',
    });
  } catch {
    context = null;
  }
  if (!context) {
    useWebgl.getState().setStatus('failed');
    return new Promise<WebGLRenderer>(() => {});
  }
  sceneStats().contexts += 1;
  const renderer = new WebGLRenderer({
    canvas,
    context,
    antialias: false,
    alpha: true,
    preserveDrawingBuffer: true,
    powerPreference: 'high-performance',
  });
  // three checks each new program for errors in development (and unit tests) and with `?debug` (a spec loads the
  // scenes so: tests/webgl/shaders.spec.ts), not in a production build: the check asks for the shaders' logs on a
  // program's first use, which waits for the GPU process to finish compiling it (docs/view-layer.md, "Compiling
  // ahead").
  renderer.debug.checkShaderErrors = import.meta.env.DEV || sceneFlags().debug;
  return Promise.resolve(renderer);
}
