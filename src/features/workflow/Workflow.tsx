import styled from 'styled-components';
import { hero } from '../../content/home';
import { SceneSlot } from '../../canvas/SceneSlot';
import { TICK_PERIOD } from '../../canvas/ticks';
import { useTickChannelRunning } from '../../canvas/tickScheduler';
import { WorkflowSvg } from './WorkflowSvg';
import { WorkflowTwins } from './WorkflowTwins';

const loadScene = () => import('./WorkflowScene');

const Slot = styled(SceneSlot)`
  position: absolute;
  inset: 0;
`;

/** The workflow diagram's art in the box the hero sizes for it (positioned): scene (or SVG) and twins. Keeps the 1000 ms tick running. */
export function Workflow() {
  useTickChannelRunning('workflow', TICK_PERIOD.workflow);
  return (
    <>
      <Slot load={loadScene} fallback={<WorkflowSvg />} label={hero.workflowLabel} />
      <WorkflowTwins />
    </>
  );
}
