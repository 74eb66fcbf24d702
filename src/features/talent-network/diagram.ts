import { talentNodes } from '../../content/talent';
import { defineDiagram } from '../../diagram/defineDiagram';
import { TALENT_PAD, signalWalk } from './layout';

/** The network's signal moves on every half second. */
export const NETWORK_TICK_MS = 500;

/**
 * The talent network as a node diagram: a signal roams it along its connections, one node per tick (a walk fixed
 * for the visit, never restarting).
 */
export const talentDiagram = defineDiagram({
  name: 'talent',
  nodes: talentNodes,
  route: (edges) => ({ steps: signalWalk(talentNodes.length, edges, 184), restarts: false }),
  tickMs: NETWORK_TICK_MS,
  pad: TALENT_PAD,
});

/** Accessible name of the twin group (the specs find the twins by it). */
export const TALENT_GROUP_LABEL = 'Talent network';
