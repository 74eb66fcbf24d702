/**
 * The tick → lit-node rule of a node diagram: a route is the sequence of node indices a signal visits, one per
 * tick. Both the WebGL scenes and the SVG renderings call `litAt`, so the rule the tests cover is the one drawn.
 */
export interface Route {
  /** Node indices, one per tick, repeated from the start when the route ends. */
  steps: readonly number[];
  /**
   * The route starts over at its first step (a workflow run begins at its trigger: nothing travels into it),
   * rather than continuing from its last step (a signal roaming a network).
   */
  restarts: boolean;
}

/** What a tick shows: the node reached, the node it came from (-1: none) and a fading trail before that. */
export interface LitNodes {
  active: number;
  previous: number;
  trail: [number, number, number];
}

export const createLit = (): LitNodes => ({ active: -1, previous: -1, trail: [-1, -1, -1] });

/** The node at step `k` of the route (k may be negative), or -1 for an empty route. */
function stepAt(steps: readonly number[], k: number): number {
  const n = steps.length;
  return n === 0 ? -1 : (steps[((k % n) + n) % n] ?? -1);
}

/**
 * The nodes lit at `tick`, written into `out` (no allocation: the scenes call it on every tick). On a restarting
 * route nothing before the run's first step is lit.
 */
export function litAt(route: Route, tick: number, out: LitNodes = createLit()): LitNodes {
  const n = route.steps.length;
  const sinceStart = n === 0 ? 0 : ((tick % n) + n) % n;
  const back = (k: number) => (route.restarts && k > sinceStart ? -1 : stepAt(route.steps, tick - k));
  out.active = stepAt(route.steps, tick);
  out.previous = back(1);
  out.trail[0] = back(1);
  out.trail[1] = back(2);
  out.trail[2] = back(3);
  return out;
}
