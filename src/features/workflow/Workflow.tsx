import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { hero } from '../../content/home';
import { SceneSlot } from '../../canvas/SceneSlot';
import { TICK_PERIOD } from '../../canvas/ticks';
import { useTickChannel } from '../../canvas/tickScheduler';
import { WorkflowSvg } from './WorkflowSvg';
import { WorkflowTwins } from './WorkflowTwins';

const loadScene = () => import('./WorkflowScene');

const Slot = styled(SceneSlot)`
  position: absolute;
  inset: 0;
`;

/** The workflow diagram's art in a box the hero sizes: scene (or SVG) and twins. Keeps the 1000 ms tick running. */
export function Workflow(props: ComponentPropsWithoutRef<'div'>) {
  useTickChannel('workflow', TICK_PERIOD.workflow);
  return (
    <div {...props}>
      <Slot load={loadScene} fallback={<WorkflowSvg />} label={hero.workflowLabel} />
      <WorkflowTwins />
    </div>
  );
}
