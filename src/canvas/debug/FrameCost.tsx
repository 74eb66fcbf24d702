import { addAfterEffect, addEffect, useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { theme } from '../../ui/theme';
import { sceneStats } from '../sceneSignals';

/** Timer queries in flight: a frame's result is read a few frames later, when the GPU has it. */
const QUERIES = 4;

/** Under the frame-rate graph (drei's Stats), over the page. */
const STYLE = `position: fixed; left: 0; top: 48px; z-index: ${theme.z.debug}; padding: 4px 8px; font: 12px ui-monospace, monospace; color: #e2e8f0; background: rgba(2, 6, 23, 0.8)`;

/** A running mean, so one slow frame does not hide the rest. */
const mean = (last: number, sample: number) => (last === 0 ? sample : last * 0.9 + sample * 0.1);

/**
 * What a look costs, per frame that draws, written straight to the DOM after each (no React renders): the main
 * thread's time from the frame's start to the end of its drawing, the GPU's time for the same span where the context
 * can time it (`EXT_disjoint_timer_query_webgl2`: one query around the whole frame, since this canvas draws a view
 * inside another's render, which a query per render call cannot time), the frame's draw calls, and the programs,
 * textures and geometries alive in the renderer, with the frames drawn and the contexts made.
 */
export function FrameCost() {
  const gl = useThree((s) => s.gl);
  useEffect(() => {
    const output = document.body.appendChild(document.createElement('output'));
    output.style.cssText = STYLE;
    output.dataset.frameCost = '';
    const context = gl.getContext() as WebGL2RenderingContext;
    const timer = context.getExtension('EXT_disjoint_timer_query_webgl2');
    const queries = timer ? Array.from({ length: QUERIES }, () => context.createQuery()) : [];
    const waiting: WebGLQuery[] = [];
    let timing: WebGLQuery | null = null;
    let started = 0;
    let cpu = 0;
    let gpu = 0;
    /** The GPU time of the oldest frame whose result is in (a disjoint one, with the clock reset, is dropped). */
    const readGpu = () => {
      const query = waiting[0];
      if (!timer || !query || !context.getQueryParameter(query, context.QUERY_RESULT_AVAILABLE)) return;
      waiting.shift();
      const ns = context.getQueryParameter(query, context.QUERY_RESULT) as number;
      if (!context.getParameter(timer.GPU_DISJOINT_EXT)) gpu = mean(gpu, ns / 1e6);
      queries.push(query);
    };
    const stopStart = addEffect(() => {
      started = performance.now();
      readGpu();
      timing = timer ? (queries.shift() ?? null) : null;
      if (timer && timing) context.beginQuery(timer.TIME_ELAPSED_EXT, timing);
    });
    const stopEnd = addAfterEffect(() => {
      if (timer && timing) {
        context.endQuery(timer.TIME_ELAPSED_EXT);
        waiting.push(timing);
        timing = null;
      }
      cpu = mean(cpu, performance.now() - started);
      const s = sceneStats();
      const { programs, memory } = gl.info;
      output.textContent =
        `CPU ${cpu.toFixed(1)} ms · GPU ${timer ? `${gpu.toFixed(1)} ms` : 'n/a'} per frame · calls ${s.calls} · ` +
        `programs ${programs?.length ?? 0} · textures ${memory.textures} · geometries ${memory.geometries} · ` +
        `frames ${s.frames} · contexts ${s.contexts}`;
    });
    return () => {
      stopStart();
      stopEnd();
      output.remove();
      for (const query of [...queries, ...waiting]) context.deleteQuery(query);
    };
  }, [gl]);
  return null;
}
