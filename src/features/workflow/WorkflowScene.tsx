import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { Color, Object3D, type BufferGeometry, type InstancedMesh } from 'three';
import { workflowNodes, workflowOrder } from '../../content/workflow';
import { useTickUniforms } from '../../canvas/tickUniforms';
import { tuning } from '../../canvas/tuning';
import { useWorkflowSelection } from '../../store/heroSelection';
import { CURVE_SEGMENTS, sampleConnection } from './curves';
import { tileSize, workflowEdges, workflowPoint } from './layout';
import { TYPE_COLOR, TYPE_SHAPE } from './look';
import { TILE_QUAD, flowFragment, flowVertex, tileFragment, tileVertex } from './workflowShaders';

const COUNT = workflowNodes.length;
const edges = workflowEdges(workflowNodes);
const VERTS_PER_EDGE = CURVE_SEGMENTS * 2;
const indexOf = new Map(workflowNodes.map((n, i) => [n.id, i]));
const orderIndex = workflowOrder.map((id) => indexOf.get(id) ?? -1);
const scratch = new Object3D();
const curve = new Float32Array((CURVE_SEGMENTS + 1) * 2);

const stepAt = (k: number) =>
  orderIndex[((k % orderIndex.length) + orderIndex.length) % orderIndex.length] ?? -1;
// The flow restarts at the trigger: nothing travels into the first step.
const stepBefore = (k: number) => (k % orderIndex.length === 0 ? -1 : stepAt(k - 1));

interface WorkflowSceneProps {
  /** Colour of the flow along the active connection (defaults to the solutions accent, tunable in ?debug). */
  flow?: string;
  /** Colour of idle dashed connections. */
  edge?: string;
}

/**
 * The workflow diagram in WebGL: tiles as one instanced mesh (shape and colour per node type, drawn by an SDF
 * shader), connections as one line-segments object of sampled Bézier curves. Each 1000 ms tick the active step
 * advances: a light travels the connection from the previous step and the reached tile ripples and glows.
 * Icons and labels are the DOM twins above the canvas (crisp text, no font download).
 */
export default function WorkflowScene({
  flow = tuning.solutionsColor,
  edge = '#64748b',
}: WorkflowSceneProps) {
  const size = useThree((s) => s.size);
  const invalidate = useThree((s) => s.invalidate);
  const mesh = useRef<InstancedMesh>(null);
  const lines = useRef<BufferGeometry>(null);
  const lastFlow = useRef(flow);

  const shared = useTickUniforms({
    channel: 'workflow',
    side: 'workflow',
    activeAt: stepAt,
    previousAt: stepBefore,
    selection: useWorkflowSelection,
    indexOf,
  });
  const flowUniforms = useMemo(
    () => ({ ...shared, uEdge: { value: new Color(edge) }, uFlow: { value: new Color(flow) } }),
    [shared, edge, flow],
  );

  const tileBuffers = useMemo(() => {
    const color = new Color();
    const colors = new Float32Array(COUNT * 3);
    workflowNodes.forEach((node, i) => color.set(TYPE_COLOR[node.type]).toArray(colors, i * 3));
    return {
      index: Float32Array.from(workflowNodes, (_, i) => i),
      shape: Float32Array.from(workflowNodes, (n) => TYPE_SHAPE[n.type]),
      colors,
    };
  }, []);
  const lineBuffers = useMemo(() => {
    const n = edges.length * VERTS_PER_EDGE;
    const ends = new Float32Array(n * 2);
    edges.forEach(([a, b], e) => {
      for (let v = 0; v < VERTS_PER_EDGE; v += 1) ends.set([a, b], (e * VERTS_PER_EDGE + v) * 2);
    });
    return { positions: new Float32Array(n * 3), t: new Float32Array(n), dist: new Float32Array(n), ends };
  }, []);

  useLayoutEffect(() => {
    const { width: w, height: h } = size;
    const point = (i: number): [number, number] => {
      const node = workflowNodes[i];
      if (!node) return [0, 0];
      const [x, y] = workflowPoint(node.x, node.y, w, h);
      return [x - w / 2, h / 2 - y];
    };
    const instanced = mesh.current;
    if (instanced) {
      workflowNodes.forEach((node, i) => {
        const [x, y] = point(i);
        const quad = tileSize(node) * TILE_QUAD;
        scratch.position.set(x, y, 0);
        scratch.scale.set(quad, quad, 1);
        scratch.updateMatrix();
        instanced.setMatrixAt(i, scratch.matrix);
      });
      instanced.instanceMatrix.needsUpdate = true;
    }
    const { positions, t, dist } = lineBuffers;
    edges.forEach(([a, b], e) => {
      const [ax, ay] = point(a);
      const [bx, by] = point(b);
      sampleConnection(ax, ay, bx, by, curve);
      let travelled = 0;
      for (let s = 0; s < CURVE_SEGMENTS; s += 1) {
        const x0 = curve[s * 2] ?? 0;
        const y0 = curve[s * 2 + 1] ?? 0;
        const x1 = curve[s * 2 + 2] ?? 0;
        const y1 = curve[s * 2 + 3] ?? 0;
        const v = e * VERTS_PER_EDGE + s * 2;
        positions.set([x0, y0, -1, x1, y1, -1], v * 3);
        t[v] = s / CURVE_SEGMENTS;
        t[v + 1] = (s + 1) / CURVE_SEGMENTS;
        dist[v] = travelled;
        travelled += Math.hypot(x1 - x0, y1 - y0);
        dist[v + 1] = travelled;
      }
    });
    const geometry = lines.current;
    if (geometry) {
      for (const name of ['position', 'aT', 'aDist']) {
        const attr = geometry.getAttribute(name);
        if (attr) attr.needsUpdate = true;
      }
      geometry.computeBoundingSphere();
    }
    invalidate();
  }, [size, lineBuffers, invalidate]);

  // The tuning panel (?debug) may change the flow colour.
  useFrame(() => {
    if (lastFlow.current !== tuning.solutionsColor) {
      lastFlow.current = tuning.solutionsColor;
      flowUniforms.uFlow.value.set(tuning.solutionsColor);
    }
  });

  return (
    <>
      <lineSegments frustumCulled={false} renderOrder={0}>
        <bufferGeometry ref={lines}>
          <bufferAttribute attach="attributes-position" args={[lineBuffers.positions, 3]} />
          <bufferAttribute attach="attributes-aT" args={[lineBuffers.t, 1]} />
          <bufferAttribute attach="attributes-aDist" args={[lineBuffers.dist, 1]} />
          <bufferAttribute attach="attributes-aEnds" args={[lineBuffers.ends, 2]} />
        </bufferGeometry>
        <shaderMaterial
          args={[{ uniforms: flowUniforms, vertexShader: flowVertex, fragmentShader: flowFragment }]}
          transparent
          depthWrite={false}
          depthTest={false}
        />
      </lineSegments>
      <instancedMesh ref={mesh} args={[undefined, undefined, COUNT]} frustumCulled={false} renderOrder={1}>
        <planeGeometry args={[1, 1]}>
          <instancedBufferAttribute attach="attributes-aIndex" args={[tileBuffers.index, 1]} />
          <instancedBufferAttribute attach="attributes-aShape" args={[tileBuffers.shape, 1]} />
          <instancedBufferAttribute attach="attributes-aColor" args={[tileBuffers.colors, 3]} />
        </planeGeometry>
        <shaderMaterial
          args={[{ uniforms: shared, vertexShader: tileVertex, fragmentShader: tileFragment }]}
          transparent
          depthWrite={false}
          depthTest={false}
        />
      </instancedMesh>
    </>
  );
}
