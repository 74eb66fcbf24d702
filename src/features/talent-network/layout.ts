import type { TalentNodeSize } from '../../content/types';
import { talentLook } from './look';

/** Inset (px) between the scene box and the 0–100 panel space, so glows and focus rings stay inside. */
export const TALENT_PAD = 28;
/** The same inset as a CSS length (the twins and the SVG). */
export const TALENT_PAD_CSS = `${TALENT_PAD}px`;

/** Side (px) of a node's twin button: at least a comfortable pointer target. */
export const twinSize = (size: TalentNodeSize): number => Math.max(28, talentLook.radius[size] * 2 + 14);

/** Seeded PRNG (mulberry32): the walk is the same on every load (docs/decisions/0009-fixed-sample-data.md). */
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
  edges: readonly (readonly [number, number])[],
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
