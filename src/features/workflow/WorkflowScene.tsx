import { useLayoutEffect, useMemo } from 'react';
import { Color } from 'three';
import { workflowNodes } from '../../content/workflow';
import { useInvalidateView } from '../../canvas/viewContext';
import type { EdgeSampler } from '../../diagram/gl/DiagramEdges';
import { DiagramDrawing, type DiagramLook } from '../../diagram/gl/DiagramDrawing';
import { heroClips } from '../../store/hero';
import { subscribeLooks, useLookVersion } from '../../store/looks';
import { CURVE_SEGMENTS, sampleConnection } from './curves';
import { workflowDecals } from './decals';
import { workflowDiagram } from './diagram';
import { tileSize } from './layout';
import { workflowLook } from './look';
import { TILE_QUAD, TYPE_SHAPE, flowFragment, tileFragment } from './workflowShaders';

const curve: EdgeSampler = (ax, ay, bx, by, out) => sampleConnection(ax, ay, bx, by, out, CURVE_SEGMENTS);

/** Shape and colour of each tile, by its node's type. */
const tileAttributes = () => {
  const color = new Color();
  const colors = new Float32Array(workflowNodes.length * 3);
  workflowNodes.forEach((node, i) => color.set(workflowLook.color[node.type]).toArray(colors, i * 3));
  const shapes = Float32Array.from(workflowNodes, (n) => TYPE_SHAPE[n.type]);
  return [
    { name: 'aShape', type: 'float', values: shapes },
    { name: 'aColor', type: 'vec3', values: colors },
  ] as const;
};

/** The look's colours and glow as the shaders' uniforms. */
const lookUniforms = () => ({
  uEdge: { value: new Color(workflowLook.edge) },
  uFlow: { value: new Color(workflowLook.flow) },
  uGlow: { value: workflowLook.glow },
});

/**
 * The workflow diagram in WebGL (the node-diagram kit): tiles of a shape and colour per node type, connections as
 * sampled Bézier curves. Each 1000 ms tick the run advances one step: the connection from the previous step is
 * lit and the reached tile glows. The twins' icons and badges are drawn as decals. Its look (look.ts) applies live
 * when the `?debug` panel tunes it.
 */
export default function WorkflowScene() {
  const invalidate = useInvalidateView();
  const version = useLookVersion();
  const uniforms = useMemo(() => lookUniforms(), []);
  const look = useMemo<DiagramLook>(
    () => ({
      quads: workflowNodes.map((node) => tileSize(node) * TILE_QUAD),
      attributes: tileAttributes(),
      uniforms,
      nodeShader: tileFragment(workflowLook.glass),
      edgeShader: flowFragment,
      segments: CURVE_SEGMENTS,
      sample: curve,
      decalsKey: version,
    }),
    // A tuned look gives new tile colours, glass and decals.
    [uniforms, version],
  );

  useLayoutEffect(
    () =>
      subscribeLooks(() => {
        // The decals take the look's colours and sizes; the look's new `decalsKey` draws their atlas again.
        workflowDiagram.decals = workflowNodes.map(workflowDecals);
        uniforms.uEdge.value.set(workflowLook.edge);
        uniforms.uFlow.value.set(workflowLook.flow);
        uniforms.uGlow.value = workflowLook.glow;
        invalidate();
      }),
    [uniforms, invalidate],
  );

  return <DiagramDrawing diagram={workflowDiagram} clip={heroClips.workflow} look={look} />;
}
