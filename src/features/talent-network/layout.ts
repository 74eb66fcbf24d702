import type { TalentNode, TalentNodeSize } from '../../content/types';

/** Inset (px) between the scene box and the 0–100 panel space, so glows and focus rings stay inside. */
export const TALENT_PAD = 28;

/** Core radius (px) of a node by size. */
export const NODE_RADIUS: Record<TalentNodeSize, number> = { small: 4.5, medium: 6.5, large: 9.5 };

/** Side (px) of a node's twin button: at least a comfortable pointer target. */
export const twinSize = (size: TalentNodeSize): number => Math.max(28, NODE_RADIUS[size] * 2 + 14);

/** A node's centre in a box of w×h pixels (y down), from its 0–100 panel coordinates. */
export function nodePoint(x: number, y: number, w: number, h: number, pad = TALENT_PAD): [number, number] {
  return [pad + (x / 100) * (w - 2 * pad), pad + (y / 100) * (h - 2 * pad)];
}

/** The same point as CSS lengths relative to the box, for DOM twins and the SVG rendering. */
export function nodeCss(x: number, y: number, pad = TALENT_PAD): { left: string; top: string } {
  return {
    left: `calc(${pad}px + (100% - ${2 * pad}px) * ${x / 100})`,
    top: `calc(${pad}px + (100% - ${2 * pad}px) * ${y / 100})`,
  };
}

/** Edges as index pairs into `nodes`; throws on a connection to an unknown id (content error). */
export function edgeIndices(nodes: readonly TalentNode[]): [number, number][] {
  const index = new Map(nodes.map((n, i) => [n.id, i]));
  return nodes.flatMap((node, i) =>
    node.connections.map((to): [number, number] => {
      const j = index.get(to);
      if (j === undefined) throw new Error(`Talent node ${node.id} connects to unknown ${to}`);
      return [i, j];
    }),
  );
}

/** Seeded PRNG (mulberry32): the walk is the same on every load (DECISIONS.md 9). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The route the network's signal travels, one node per 500 ms tick: each step moves along a connection and
 * avoids going straight back, preferring nodes visited least, so the pulse roams the whole network.
 */
export function signalWalk(
  count: number,
  edges: readonly [number, number][],
  length: number,
  seed = 46,
): number[] {
  const neighbours: number[][] = Array.from({ length: count }, () => []);
  for (const [a, b] of edges) {
    neighbours[a]?.push(b);
    neighbours[b]?.push(a);
  }
  const random = mulberry32(seed);
  const visits = new Array<number>(count).fill(0);
  const walk: number[] = [];
  let current = 0;
  let previous = -1;
  for (let i = 0; i < length; i += 1) {
    walk.push(current);
    visits[current] = (visits[current] ?? 0) + 1;
    const options = (neighbours[current] ?? []).filter((n) => n !== previous);
    const pool = options.length > 0 ? options : (neighbours[current] ?? []);
    if (pool.length === 0) break;
    const least = Math.min(...pool.map((n) => visits[n] ?? 0));
    const best = pool.filter((n) => (visits[n] ?? 0) === least);
    previous = current;
    current = best[Math.floor(random() * best.length)] ?? current;
  }
  return walk;
}

/** What a tick shows: the node the signal reached, where it came from and a short fading trail. */
export interface SignalState {
  active: number;
  previous: number;
  trail: [number, number, number];
}

export function signalAt(walk: readonly number[], tick: number): SignalState {
  const at = (k: number) =>
    walk.length === 0 ? -1 : (walk[((k % walk.length) + walk.length) % walk.length] ?? -1);
  return { active: at(tick), previous: at(tick - 1), trail: [at(tick - 1), at(tick - 2), at(tick - 3)] };
}
