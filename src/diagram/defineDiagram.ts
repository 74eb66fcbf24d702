import { createTickChannel, type TickChannel } from '../canvas/tickScheduler';
import { createPickStore, type PickStore } from '../store/pickStore';
import { diagramEdges, indexById, type DiagramNode } from './layout';
import type { Route } from './route';

/** An icon a twin shows on its node (its `[data-decal="icon"]` element), as the scene draws it (decalAtlas.ts). */
export interface IconDecal {
  /** Inner SVG markup in a square frame of `frame` units, drawn with `attributes` (the page's icon set). */
  markup: string;
  frame: number;
  attributes: string;
  color: string;
  /** Its scale while the node is hovered. */
  grow: number;
}

/** A line of text a twin shows (its `[data-decal="badge"]` element), as the scene draws it where the page lays it out. */
export interface TextDecal {
  /** As shown (already in its case). */
  text: string;
  color: string;
  font: { family: string; weight: number; sizeRem: number; letterSpacingEm: number; lineHeight: number };
}

/** What a twin shows on its node that the scene draws while it shows (the DOM copy hides then). */
export interface NodeDecals {
  icon?: IconDecal;
  badge?: TextDecal;
}

/** A node diagram: what the kit's twins, popup, SVG and WebGL scene share. */
export interface Diagram<N extends DiagramNode = DiagramNode> {
  /** Names the twin group (`data-twin-group`) and the ids of the twins and the popup. */
  name: string;
  nodes: readonly N[];
  /** Connections as node index pairs. */
  edges: readonly (readonly [number, number])[];
  /** Node id → index (the index the shaders compare). */
  index: ReadonlyMap<string, number>;
  /** The tick → lit-node rule. */
  route: Route;
  /** The ticks the diagram follows. */
  ticks: TickChannel;
  /** Inset (px) of the 0–100 panel space in the scene box. */
  pad: number;
  /** Hover and pick state, shared by the scene, the SVG and the twins. */
  selection: PickStore;
  /** Per node, what its twin shows that the scene draws. */
  decals: readonly (NodeDecals | undefined)[];
  twinId: (id: string) => string;
  popupId: string;
}

interface DiagramSpec<N extends DiagramNode> {
  name: string;
  nodes: readonly N[];
  /** The route, from the diagram's edges and index. */
  route: (edges: readonly (readonly [number, number])[], index: ReadonlyMap<string, number>) => Route;
  /** Milliseconds between the diagram's ticks. */
  tickMs: number;
  pad: number;
  decals?: (node: N) => NodeDecals;
}

/** Builds a diagram from its nodes: edges, index, hover and pick store and ids follow from them and its name. */
export function defineDiagram<N extends DiagramNode>(spec: DiagramSpec<N>): Diagram<N> {
  const edges = diagramEdges(spec.nodes);
  const index = indexById(spec.nodes);
  return {
    name: spec.name,
    nodes: spec.nodes,
    edges,
    index,
    route: spec.route(edges, index),
    ticks: createTickChannel(spec.tickMs),
    pad: spec.pad,
    selection: createPickStore(),
    decals: spec.nodes.map((node) => spec.decals?.(node)),
    twinId: (id) => `${spec.name}-twin-${id}`,
    popupId: `${spec.name}-popup`,
  };
}
