import { describe, expect, it } from 'vitest';
import { probeCanvas, workerAnswerDecides } from './webglProbe';

/** A canvas stand-in whose WebGL 2 context offers `extensions` and names its renderer `renderer`. */
const canvas = (context: { extensions: string[]; renderer: string } | null, lost: string[] = []) =>
  ({
    getContext: () =>
      context && {
        RENDERER: 0x1f01,
        getExtension: (name: string) => {
          if (name === 'WEBGL_lose_context') return { loseContext: () => lost.push('lost') };
          if (name === 'WEBGL_debug_renderer_info') return { UNMASKED_RENDERER_WEBGL: 0x9246 };
          return context.extensions.includes(name) ? {} : null;
        },
        getParameter: () => context.renderer,
      },
  }) as unknown as OffscreenCanvas;

describe('probeCanvas', () => {
  it('reads parallel compile and the renderer, and releases the context', () => {
    const lost: string[] = [];
    expect(
      probeCanvas(canvas({ extensions: ['KHR_parallel_shader_compile'], renderer: 'Apple M2' }, lost)),
    ).toEqual({ support: 'parallel', software: false });
    expect(lost).toEqual(['lost']);
    expect(probeCanvas(canvas({ extensions: [], renderer: 'ANGLE (SwiftShader Device)' }))).toEqual({
      support: 'serial',
      software: true,
    });
  });

  it('answers none without a context, or when making one throws', () => {
    expect(probeCanvas(canvas(null))).toEqual({ support: 'none', software: false });
    const throwing = {
      getContext: () => {
        throw new Error('blocked');
      },
    } as unknown as OffscreenCanvas;
    expect(probeCanvas(throwing)).toEqual({ support: 'none', software: false });
  });
});

describe('workerAnswerDecides', () => {
  it('takes serial compile on a software renderer: the SVG scenes, and no three.js', () => {
    expect(workerAnswerDecides({ support: 'serial', software: true })).toBe(true);
  });

  it('leaves every answer that would download three.js, or no context, to the page to check', () => {
    expect(workerAnswerDecides({ support: 'parallel', software: false })).toBe(false);
    expect(workerAnswerDecides({ support: 'parallel', software: true })).toBe(false);
    expect(workerAnswerDecides({ support: 'serial', software: false })).toBe(false);
    expect(workerAnswerDecides({ support: 'none', software: false })).toBe(false);
  });
});
