import { workflowNodes, workflowOrder } from '../../content/workflow';
import { defineDiagram } from '../../diagram/defineDiagram';
import { workflowDecals } from './decals';
import { WORKFLOW_PAD } from './layout';

/** The step of `workflowOrder` an id names (a content error when it names no node). */
function stepOf(index: ReadonlyMap<string, number>, id: string): number {
  const step = index.get(id);
  if (step === undefined) throw new Error(`Workflow order names unknown node ${id}`);
  return step;
}

/** The workflow advances one step of its run every second. */
export const WORKFLOW_TICK_MS = 1000;

/** The workflow as a node diagram: one step of the run per tick, each run starting over at the trigger. */
export const workflowDiagram = defineDiagram({
  name: 'workflow',
  nodes: workflowNodes,
  route: (_, index) => ({ steps: workflowOrder.map((id) => stepOf(index, id)), restarts: true }),
  tickMs: WORKFLOW_TICK_MS,
  pad: WORKFLOW_PAD,
  decals: workflowDecals,
});

/** Accessible name of the twin group (the specs find the twins by it). */
export const WORKFLOW_GROUP_LABEL = 'Workflow';
