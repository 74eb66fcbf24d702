import { TICK_PERIOD } from '../../canvas/ticks';
import { talentNodes } from '../../content/talent';
import { defineDiagram } from '../../diagram/defineDiagram';
import { TALENT_PAD, signalWalk } from './layout';

/**
 * The talent network as a node diagram: a signal roams it along its connections, one node per 500 ms tick (a walk
 * fixed for the visit, never restarting).
 */
export const talentDiagram = defineDiagram({
  name: 'talent',
  nodes: talentNodes,
  route: (edges) => ({ steps: signalWalk(talentNodes.length, edges, 184), restarts: false }),
  tick: ['network', TICK_PERIOD.network],
  pad: TALENT_PAD,
});

/** Accessible name of the twin group (test contract of issue 3). */
export const TALENT_GROUP_LABEL = 'Talent network';
