/**
 * What a WebGL 2 context of this browser offers the scenes, read from a context made for the purpose and released at
 * once. Shared by the page and the probe's worker (webglProbe.worker.ts), so it imports nothing of the page.
 */

/**
 * `parallel`: a context that compiles programs off the main thread (`KHR_parallel_shader_compile`); `serial`, one
 * whose compiles and links would hold the main thread (SwiftShader, Firefox); `none`, no context. The scenes draw
 * with WebGL only on `parallel` (docs/decisions/0040).
 */
export type WebglSupport = 'parallel' | 'serial' | 'none';

export interface ProbeAnswer {
  support: WebglSupport;
  /** Whether the context draws on the CPU (`isSoftwareRenderer`); false without a context. */
  software: boolean;
}

/**
 * Whether the context draws on the CPU, from the driver's name: SwiftShader, llvmpipe, softpipe, WARP (there a tick is
 * a step: docs/decisions/0036). Browsers that hide the name count as hardware.
 */
export function isSoftwareRenderer(gl: WebGL2RenderingContext): boolean {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name: unknown = gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER);
  return typeof name === 'string' && /swiftshader|llvmpipe|softpipe|software|basic render/i.test(name);
}

/** Makes a WebGL 2 context on `canvas`, reads what it offers and releases it. */
export function probeCanvas(canvas: HTMLCanvasElement | OffscreenCanvas): ProbeAnswer {
  try {
    const gl = canvas.getContext('webgl2') as WebGL2RenderingContext | null;
    if (!gl) return { support: 'none', software: false };
    const answer: ProbeAnswer = {
      support: gl.getExtension('KHR_parallel_shader_compile') ? 'parallel' : 'serial',
      software: isSoftwareRenderer(gl),
    };
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return answer;
  } catch {
    return { support: 'none', software: false };
  }
}

/**
 * Whether the worker's answer is the page's (docs/decisions/0066): only an answer that keeps three.js away, a software
 * renderer without parallel compile, which compiles on the CPU wherever it runs. Any answer that would download
 * three.js the page checks with a context of its own, since a worker may be offered WebGL where the page's canvas is
 * not (Chromium's `--disable-webgl` leaves `OffscreenCanvas` its contexts), and a page may be offered more than a
 * worker (WebGL in a worker came later than `OffscreenCanvas` in some engines).
 */
export const workerAnswerDecides = ({ support, software }: ProbeAnswer): boolean =>
  support === 'serial' && software;
