import { useLayoutEffect, useMemo } from 'react';
import { Color } from 'three';
import { workflowNodes } from '../../content/workflow';
import { subscribeTuning, tuning } from '../../canvas/tuning';
import { useInvalidateView } from '../../canvas/viewContext';
import type { EdgeSampler } from '../../diagram/gl/DiagramEdges';
import { DiagramDrawing, type DiagramLook } from '../../diagram/gl/DiagramDrawing';
import { heroClips } from '../../store/hero';
import { CURVE_SEGMENTS, sampleConnection } from './curves';
import { workflowDiagram } from './diagram';
import { tileSize } from './layout';
import { TYPE_COLOR, TYPE_SHAPE } from './look';
import { TILE_QUAD, flowFragment, tileFragment } from './workflowShaders';

const curve: EdgeSampler = (ax, ay, bx, by, out) => sampleConnection(ax, ay, bx, by, out, CURVE_SEGMENTS);

/** Shape and colour of each tile, by its node's type. */
const tileAttributes = (() => {
  const color = new Color();
  const colors = new Float32Array(workflowNodes.length * 3);
  workflowNodes.forEach((node, i) => color.set(TYPE_COLOR[node.type]).toArray(colors, i * 3));
  const shapes = Float32Array.from(workflowNodes, (n) => TYPE_SHAPE[n.type]);
  return [
    { name: 'aShape', type: 'float', values: shapes },
    { name: 'aColor', type: 'vec3', values: colors },
  ] as const;
})();

interface WorkflowSceneProps {
  /** Colour of the flow along the active connection (defaults to the solutions accent, tunable in ?debug). */
  flow?: string;
  /** Colour of idle dashed connections. */
  edge?: string;
}

/**
 * The workflow diagram in WebGL (the node-diagram kit): tiles of a shape and colour per node type, connections as
 * sampled Bézier curves. Each 1000 ms tick the run advances one step: the connection from the previous step is
 * lit and the reached tile glows. Icons and labels are the DOM twins above the canvas (crisp text, no font
 * download).
 */
export default function WorkflowScene({
  flow = tuning.solutionsColor,
  edge = '#64748b',
}: WorkflowSceneProps) {
  const invalidate = useInvalidateView();
  const look = useMemo<DiagramLook>(
    () => ({
      quads: workflowNodes.map((node) => tileSize(node) * TILE_QUAD),
      attributes: tileAttributes,
      uniforms: { uEdge: { value: new Color(edge) }, uFlow: { value: new Color(flow) } },
      nodeShader: tileFragment,
      edgeShader: flowFragment,
      segments: CURVE_SEGMENTS,
      sample: curve,
    }),
    [edge, flow],
  );

  useLayoutEffect(
    () =>
      subscribeTuning(() => {
        (look.uniforms.uFlow?.value as Color).set(tuning.solutionsColor);
        invalidate();
      }),
    [look, invalidate],
  );

  return <DiagramDrawing diagram={workflowDiagram} clip={heroClips.workflow} look={look} />;
}
