import { useMemo } from 'react';
import type { IUniform } from 'three';
import type { Diagram } from '../defineDiagram';
import { useViewExtent } from '../../canvas/viewContext';
import { growBox, sceneBox, type SceneBox } from '../../canvas/boxes';
import { addDecalExtent, DiagramDecals, useDecalAtlas } from './DiagramDecals';
import { DiagramEdges, straightEdge, type EdgeSampler } from './DiagramEdges';
import { DiagramNodes } from './DiagramNodes';
import { edgeVertexShader, nodeVertexShader, type NodeAttribute } from './diagramGlsl';
import type { DecalAtlas } from './decalAtlas';
import { addReach, nodeReach } from './nodeReach';
import type { ClipInput } from './clipSweep';
import { useDiagramUniforms } from './useDiagramUniforms';
import { useNodePoints } from './useNodePoints';

/** How a diagram looks in WebGL: what the kit cannot know. */
export interface DiagramLook {
  /** Side of each node's quad in pixels (the node and its glow are drawn inside). */
  quads: readonly number[];
  /** Per-node attributes besides the index, and their GLSL types. */
  attributes?: readonly (NodeAttribute & { values: Float32Array })[];
  /** Uniforms of the look (its colours and `uGlow`), given to the node and the edge shaders. */
  uniforms: Record<string, IUniform>;
  /** Fragment shaders; they start with `diagramFragmentGlsl` and the varyings of their vertex shader. */
  nodeShader: string;
  edgeShader: string;
  /** Line segments per edge and their shape (straight by default). */
  segments?: number;
  sample?: EdgeSampler;
  /** Changes when the diagram's decals do (a tuned look): their atlas is drawn again. */
  decalsKey?: number;
}

interface DiagramDrawingProps {
  diagram: Diagram;
  /** Where it is cut: only the kept side of the line is drawn (an input: the kit knows nothing of who moves it). */
  clip: ClipInput;
  look: DiagramLook;
}

/**
 * A node diagram in WebGL, in two or three draw calls: its edges as one mesh of one-pixel quads, its nodes as one
 * instanced mesh, laid out by the kit's rule in the view's box and shaded by the diagram's look with the shared
 * uniforms, and what its twins show on the nodes (icons, badges) as decals over them.
 */
export function DiagramDrawing({ diagram, clip, look }: DiagramDrawingProps) {
  const points = useNodePoints(diagram);
  const { quads, segments = 1, sample = straightEdge } = look;
  const reach = useMemo(
    () => nodeReach(points, quads, diagram.edges, sample, segments),
    [points, quads, diagram.edges, sample, segments],
  );
  const shared = useDiagramUniforms(diagram, clip, reach);
  const atlas = useDecalAtlas(diagram, look.decalsKey);
  const extent = useMemo(() => drawnExtent(reach, atlas, points), [reach, atlas, points]);
  useViewExtent(extent);
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
      <DiagramDecals atlas={atlas} points={points} uniforms={shared} />
    </>
  );
}

const size = { float: 1, vec2: 2, vec3: 3 } as const;
const NO_ATTRIBUTES: NonNullable<DiagramLook['attributes']> = [];

/** Pixels around what the diagram draws, for antialiased edges and rounding to device pixels. */
const EXTENT_MARGIN = 2;

/** Where the diagram draws in its box (the view's frame): every node's reach (quad, glow, edges) and the decals. */
function drawnExtent(reach: Float32Array, atlas: DecalAtlas | null, points: Float32Array): SceneBox {
  const box = sceneBox();
  for (let node = 0; node * 4 < reach.length; node += 1) addReach(reach, node, box);
  addDecalExtent(atlas, points, box);
  if (box.w > 0)
    growBox(
      box,
      box.x - EXTENT_MARGIN,
      box.y - EXTENT_MARGIN,
      box.w + EXTENT_MARGIN * 2,
      box.h + EXTENT_MARGIN * 2,
    );
  return box;
}
