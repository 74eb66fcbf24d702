import { useLayoutEffect, useMemo, useRef } from 'react';
import { Sphere, Vector3, type IUniform, type Mesh } from 'three';
import { useInvalidateView } from '../../canvas/viewContext';
import { trackViewPx, viewPxUniform } from './viewportPx';

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

/** Vertices of a segment's quad: its start pushed to either side, then its end. */
const QUAD_VERTICES = 4;
/** Two triangles over a segment's four vertices, counter-clockwise (front faces: three culls the others). */
const QUAD_TRIANGLES = [0, 2, 1, 1, 2, 3] as const;

/**
 * A diagram's edges as one mesh (one draw call): each segment a quad the vertex shader widens to one device pixel
 * with an antialiased fringe (`edgeVertexShader`). Each vertex carries its place along its edge (`aT`, 0–1), the
 * pixels travelled from the edge's start (`aDist`, for dashes), the edge's two node indices (`aEnds`), its segment's
 * direction (`aAlong`) and side (`aSide`): the shader lights, dashes and animates edges with no buffer upload after
 * the layout.
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
  const mesh = useRef<Mesh>(null);
  const invalidate = useInvalidateView();
  const perEdge = segments * QUAD_VERTICES;
  // One material for the scene's life: a new parameters object would make R3F build a new one.
  const material = useMemo(
    () => ({ uniforms: { ...uniforms, uViewPx: viewPxUniform() }, vertexShader, fragmentShader }),
    [uniforms, vertexShader, fragmentShader],
  );
  const buffers = useMemo(() => {
    const quads = edges.length * segments;
    const n = quads * QUAD_VERTICES;
    const ends = new Float32Array(n * 2);
    edges.forEach(([a, b], e) => {
      for (let v = 0; v < perEdge; v += 1) ends.set([a, b], (e * perEdge + v) * 2);
    });
    const side = Float32Array.from({ length: n }, (_, v) => (v % 2 === 0 ? -1 : 1));
    const index = new Uint32Array(quads * QUAD_TRIANGLES.length);
    for (let q = 0; q < quads; q += 1)
      QUAD_TRIANGLES.forEach((corner, i) => {
        index[q * QUAD_TRIANGLES.length + i] = q * QUAD_VERTICES + corner;
      });
    return {
      positions: new Float32Array(n * 3),
      t: new Float32Array(n),
      dist: new Float32Array(n),
      along: new Float32Array(n * 2),
      ends,
      side,
      index,
      curve: new Float32Array((segments + 1) * 2),
    };
  }, [edges, perEdge, segments]);

  useLayoutEffect(() => {
    const { positions, t, dist, along, curve } = buffers;
    // The edges' extent, gathered while their vertices are written (below).
    let left = Infinity;
    let right = -Infinity;
    let bottom = Infinity;
    let top = -Infinity;
    edges.forEach(([a, b], e) => {
      sample(points[a * 2] ?? 0, points[a * 2 + 1] ?? 0, points[b * 2] ?? 0, points[b * 2 + 1] ?? 0, curve);
      let travelled = 0;
      for (let s = 0; s < segments; s += 1) {
        const x0 = curve[s * 2] ?? 0;
        const y0 = curve[s * 2 + 1] ?? 0;
        const x1 = curve[s * 2 + 2] ?? 0;
        const y1 = curve[s * 2 + 3] ?? 0;
        const length = Math.hypot(x1 - x0, y1 - y0);
        const v = e * perEdge + s * QUAD_VERTICES;
        for (let corner = 0; corner < QUAD_VERTICES; corner += 1) {
          const end = corner >= 2;
          const at = v + corner;
          positions[at * 3] = end ? x1 : x0;
          positions[at * 3 + 1] = end ? y1 : y0;
          positions[at * 3 + 2] = -1;
          t[at] = (s + (end ? 1 : 0)) / segments;
          dist[at] = travelled + (end ? length : 0);
          along[at * 2] = x1 - x0;
          along[at * 2 + 1] = y1 - y0;
        }
        left = Math.min(left, x0, x1);
        right = Math.max(right, x0, x1);
        bottom = Math.min(bottom, y0, y1);
        top = Math.max(top, y0, y1);
        travelled += length;
      }
    });
    const geo = mesh.current?.geometry;
    if (geo) {
      for (const name of ['position', 'aT', 'aDist', 'aAlong']) {
        const attr = geo.getAttribute(name);
        if (attr) attr.needsUpdate = true;
      }
      // The sphere around the edges' extent (three sorts by its centre): what computeBoundingSphere would give
      // near enough, without a second pass over every vertex (15 ms of a scene's mount on the network's edges).
      const sphere = (geo.boundingSphere ??= new Sphere());
      if (edges.length === 0) sphere.makeEmpty();
      else
        sphere.set(
          new Vector3((left + right) / 2, (bottom + top) / 2, -1),
          Math.hypot(right - left, top - bottom) / 2,
        );
    }
    invalidate();
  }, [buffers, edges, points, segments, perEdge, sample, invalidate]);

  // The viewport in device pixels, for the edges' width.
  useLayoutEffect(() => {
    if (mesh.current) trackViewPx(mesh.current, material.uniforms.uViewPx);
  }, [material]);

  return (
    <mesh ref={mesh} frustumCulled={false} renderOrder={0}>
      <bufferGeometry>
        <bufferAttribute attach="index" args={[buffers.index, 1]} />
        <bufferAttribute attach="attributes-position" args={[buffers.positions, 3]} />
        <bufferAttribute attach="attributes-aT" args={[buffers.t, 1]} />
        <bufferAttribute attach="attributes-aDist" args={[buffers.dist, 1]} />
        <bufferAttribute attach="attributes-aEnds" args={[buffers.ends, 2]} />
        <bufferAttribute attach="attributes-aAlong" args={[buffers.along, 2]} />
        <bufferAttribute attach="attributes-aSide" args={[buffers.side, 1]} />
      </bufferGeometry>
      <shaderMaterial args={[material]} transparent depthWrite={false} depthTest={false} />
    </mesh>
  );
}
