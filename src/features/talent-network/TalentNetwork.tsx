import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { hero } from '../../content/home';
import { SceneSlot } from '../../canvas/SceneSlot';
import { TICK_PERIOD } from '../../canvas/ticks';
import { useTickChannel } from '../../canvas/tickScheduler';
import { TalentNetworkSvg } from './TalentNetworkSvg';
import { TalentTwins } from './TalentTwins';

const loadScene = () => import('./TalentNetworkScene');

const Slot = styled(SceneSlot)`
  position: absolute;
  inset: 0;
`;

/**
 * The talent network's art in a box the hero sizes: the WebGL scene (or its SVG) with the accessible twins above.
 * Keeps the 500 ms tick running while mounted.
 */
export function TalentNetwork(props: ComponentPropsWithoutRef<'div'>) {
  useTickChannel('network', TICK_PERIOD.network);
  return (
    <div {...props}>
      <Slot load={loadScene} fallback={<TalentNetworkSvg />} label={hero.talentNetworkLabel} />
      <TalentTwins />
    </div>
  );
}
