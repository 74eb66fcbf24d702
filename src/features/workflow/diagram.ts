import { TICK_PERIOD } from '../../canvas/ticks';
import { workflowNodes, workflowOrder } from '../../content/workflow';
import { defineDiagram } from '../../diagram/defineDiagram';
import { WORKFLOW_PAD } from './layout';

/** The step of `workflowOrder` an id names (a content error when it names no node). */
function stepOf(index: ReadonlyMap<string, number>, id: string): number {
  const step = index.get(id);
  if (step === undefined) throw new Error(`Workflow order names unknown node ${id}`);
  return step;
}

/** The workflow as a node diagram: one step of the run per 1000 ms tick, each run starting over at the trigger. */
export const workflowDiagram = defineDiagram({
  name: 'workflow',
  nodes: workflowNodes,
  route: (_, index) => ({ steps: workflowOrder.map((id) => stepOf(index, id)), restarts: true }),
  tick: ['workflow', TICK_PERIOD.workflow],
  pad: WORKFLOW_PAD,
});

/** Accessible name of the twin group (test contract of issue 3). */
export const WORKFLOW_GROUP_LABEL = 'Workflow';
