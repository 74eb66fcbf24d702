import { useLayoutEffect, useMemo, useRef } from 'react';
import type { BufferGeometry, IUniform } from 'three';
import { useInvalidateView } from '../../canvas/viewContext';

/** Samples an edge from (ax, ay) to (bx, by) into `out` as segments + 1 points (x, y pairs). */
export type EdgeSampler = (ax: number, ay: number, bx: number, by: number, out: Float32Array) => void;

/** A straight edge: its two ends. */
export const straightEdge: EdgeSampler = (ax, ay, bx, by, out) => {
  out[0] = ax;
  out[1] = ay;
  out[2] = bx;
  out[3] = by;
};

interface DiagramEdgesProps {
  /** Edges as node index pairs. */
  edges: readonly (readonly [number, number])[];
  /** Node centres in the view's frame (useNodePoints). */
  points: Float32Array;
  /** Line segments per edge (1 for a straight edge). */
  segments?: number;
  /** The shape of an edge (straight by default). */
  sample?: EdgeSampler;
  uniforms: Record<string, IUniform>;
  vertexShader: string;
  fragmentShader: string;
}

/**
 * A diagram's edges as one line-segments object (one draw call). Each vertex carries its place along its edge
 * (`aT`, 0–1), the pixels travelled from the edge's start (`aDist`, for dashes) and the edge's two node indices
 * (`aEnds`): the shader lights, dashes and animates edges with no buffer upload after the layout.
 */
export function DiagramEdges({
  edges,
  points,
  segments = 1,
  sample = straightEdge,
  uniforms,
  vertexShader,
  fragmentShader,
}: DiagramEdgesProps) {
  const geometry = useRef<BufferGeometry>(null);
  const invalidate = useInvalidateView();
  const perEdge = segments * 2;
  // One material for the scene's life: a new parameters object would make R3F build a new one.
  const material = useMemo(
    () => ({ uniforms, vertexShader, fragmentShader }),
    [uniforms, vertexShader, fragmentShader],
  );
  const buffers = useMemo(() => {
    const n = edges.length * perEdge;
    const ends = new Float32Array(n * 2);
    edges.forEach(([a, b], e) => {
      for (let v = 0; v < perEdge; v += 1) ends.set([a, b], (e * perEdge + v) * 2);
    });
    return {
      positions: new Float32Array(n * 3),
      t: new Float32Array(n),
      dist: new Float32Array(n),
      ends,
      curve: new Float32Array((segments + 1) * 2),
    };
  }, [edges, perEdge, segments]);

  useLayoutEffect(() => {
    const { positions, t, dist, curve } = buffers;
    edges.forEach(([a, b], e) => {
      sample(points[a * 2] ?? 0, points[a * 2 + 1] ?? 0, points[b * 2] ?? 0, points[b * 2 + 1] ?? 0, curve);
      let travelled = 0;
      for (let s = 0; s < segments; s += 1) {
        const x0 = curve[s * 2] ?? 0;
        const y0 = curve[s * 2 + 1] ?? 0;
        const x1 = curve[s * 2 + 2] ?? 0;
        const y1 = curve[s * 2 + 3] ?? 0;
        const v = e * perEdge + s * 2;
        positions.set([x0, y0, -1, x1, y1, -1], v * 3);
        t[v] = s / segments;
        t[v + 1] = (s + 1) / segments;
        dist[v] = travelled;
        travelled += Math.hypot(x1 - x0, y1 - y0);
        dist[v + 1] = travelled;
      }
    });
    const geo = geometry.current;
    if (geo) {
      for (const name of ['position', 'aT', 'aDist']) {
        const attr = geo.getAttribute(name);
        if (attr) attr.needsUpdate = true;
      }
      geo.computeBoundingSphere();
    }
    invalidate();
  }, [buffers, edges, points, segments, perEdge, sample, invalidate]);

  return (
    <lineSegments frustumCulled={false} renderOrder={0}>
      <bufferGeometry ref={geometry}>
        <bufferAttribute attach="attributes-position" args={[buffers.positions, 3]} />
        <bufferAttribute attach="attributes-aT" args={[buffers.t, 1]} />
        <bufferAttribute attach="attributes-aDist" args={[buffers.dist, 1]} />
        <bufferAttribute attach="attributes-aEnds" args={[buffers.ends, 2]} />
      </bufferGeometry>
      <shaderMaterial args={[material]} transparent depthWrite={false} depthTest={false} />
    </lineSegments>
  );
}
