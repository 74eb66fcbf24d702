import { useMemo } from 'react';
import type { IUniform } from 'three';
import type { Diagram } from '../defineDiagram';
import { DiagramDecals } from './DiagramDecals';
import { DiagramEdges, straightEdge, type EdgeSampler } from './DiagramEdges';
import { DiagramNodes } from './DiagramNodes';
import { edgeVertexShader, nodeVertexShader, type NodeAttribute } from './diagramGlsl';
import { nodeReach } from './nodeReach';
import { useDiagramUniforms, type HeroSide } from './useDiagramUniforms';
import { useNodePoints } from './useNodePoints';

/** How a diagram looks in WebGL: what the kit cannot know. */
export interface DiagramLook {
  /** Side of each node's quad in pixels (the node and its glow are drawn inside). */
  quads: readonly number[];
  /** Per-node attributes besides the index, and their GLSL types. */
  attributes?: readonly (NodeAttribute & { values: Float32Array })[];
  /** Uniforms of the look (colours), given to the node and the edge shaders. */
  uniforms: Record<string, IUniform>;
  /** Fragment shaders; they start with `diagramFragmentGlsl` and the varyings of their vertex shader. */
  nodeShader: string;
  edgeShader: string;
  /** Line segments per edge and their shape (straight by default). */
  segments?: number;
  sample?: EdgeSampler;
}

interface DiagramDrawingProps {
  diagram: Diagram;
  /** The side of the hero's diagonal it is drawn on. */
  side: HeroSide;
  look: DiagramLook;
}

/**
 * A node diagram in WebGL, in two or three draw calls: its edges as one line-segments object, its nodes as one
 * instanced mesh, laid out by the kit's rule in the view's box and shaded by the diagram's look with the shared
 * uniforms, and what its twins show on the nodes (icons, badges) as decals over them.
 */
export function DiagramDrawing({ diagram, side, look }: DiagramDrawingProps) {
  const points = useNodePoints(diagram);
  const { quads, segments = 1, sample = straightEdge } = look;
  const reach = useMemo(
    () => nodeReach(points, quads, diagram.edges, sample, segments),
    [points, quads, diagram.edges, sample, segments],
  );
  const shared = useDiagramUniforms(diagram, side, reach);
  const uniforms = useMemo(() => ({ ...shared, ...look.uniforms }), [shared, look.uniforms]);
  const attributes = look.attributes ?? NO_ATTRIBUTES;
  const nodeVertex = useMemo(() => nodeVertexShader(attributes), [attributes]);
  const nodeAttributes = useMemo(
    () => Object.fromEntries(attributes.map((a) => [a.name, [a.values, size[a.type]] as const])),
    [attributes],
  );
  return (
    <>
      <DiagramEdges
        edges={diagram.edges}
        points={points}
        segments={look.segments}
        sample={look.sample}
        uniforms={uniforms}
        vertexShader={edgeVertexShader}
        fragmentShader={look.edgeShader}
      />
      <DiagramNodes
        points={points}
        quads={look.quads}
        attributes={nodeAttributes}
        uniforms={uniforms}
        vertexShader={nodeVertex}
        fragmentShader={look.nodeShader}
      />
      <DiagramDecals diagram={diagram} points={points} uniforms={shared} />
    </>
  );
}

const size = { float: 1, vec2: 2, vec3: 3 } as const;
const NO_ATTRIBUTES: NonNullable<DiagramLook['attributes']> = [];
