/**
 * Layout of a node diagram (the talent network, the workflow): nodes sit in a 0–100 panel space inside a box,
 * inset by a pad. One rule gives pixels (the WebGL scene), CSS lengths (the DOM twins) and SVG percentages, so
 * every rendering puts a node at the same place.
 */

/** What the kit needs of a node: its place in the 0–100 panel space and its outgoing connections (by id). */
export interface DiagramNode {
  id: string;
  x: number;
  y: number;
  connections: readonly string[];
}

/** A node's centre in a box of w×h pixels (y down), inset by `pad` pixels. */
export function diagramPoint(x: number, y: number, w: number, h: number, pad: number): [number, number] {
  return [pad + (x / 100) * (w - 2 * pad), pad + (y / 100) * (h - 2 * pad)];
}

/** The same point as CSS lengths relative to the box, inset by `pad` (any CSS length, e.g. a custom property). */
export function diagramCss(x: number, y: number, pad: string): { left: string; top: string } {
  return {
    left: `calc(${pad} + (100% - 2 * ${pad}) * ${x / 100})`,
    top: `calc(${pad} + (100% - 2 * ${pad}) * ${y / 100})`,
  };
}

/** A coordinate of the panel space as an SVG percentage (the SVG box is the padded area). */
export const svgPercent = (v: number): string => `${v}%`;

/** Edges as index pairs into `nodes`; throws on a connection to an unknown id (a content error). */
export function diagramEdges(nodes: readonly DiagramNode[]): [number, number][] {
  const index = new Map(nodes.map((n, i) => [n.id, i]));
  return nodes.flatMap((node, i) =>
    node.connections.map((to): [number, number] => {
      const j = index.get(to);
      if (j === undefined) throw new Error(`Diagram node ${node.id} connects to unknown ${to}`);
      return [i, j];
    }),
  );
}

/** Node id → index, for turning a hovered or picked id into the index the shaders compare. */
export const indexById = (nodes: readonly DiagramNode[]): ReadonlyMap<string, number> =>
  new Map(nodes.map((n, i) => [n.id, i]));
