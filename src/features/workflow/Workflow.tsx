import { hero } from '../../content/home';
import { DiagramSlot } from '../../diagram/DiagramSlot';
import { WorkflowSvg } from './WorkflowSvg';
import { WorkflowTwins } from './WorkflowTwins';

const loadScene = () => import('./WorkflowScene');

/** The workflow diagram's art in the box the hero sizes for it: the WebGL scene (or its SVG) and the twins. */
export function Workflow() {
  return (
    <DiagramSlot load={loadScene} fallback={<WorkflowSvg />} label={hero.workflowLabel}>
      <WorkflowTwins />
    </DiagramSlot>
  );
}
