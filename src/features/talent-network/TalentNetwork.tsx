import styled from 'styled-components';
import { hero } from '../../content/home';
import { SceneSlot } from '../../canvas/SceneSlot';
import { TICK_PERIOD } from '../../canvas/ticks';
import { useTickChannelRunning } from '../../canvas/tickScheduler';
import { TalentNetworkSvg } from './TalentNetworkSvg';
import { TalentTwins } from './TalentTwins';

const loadScene = () => import('./TalentNetworkScene');

const Slot = styled(SceneSlot)`
  position: absolute;
  inset: 0;
`;

/**
 * The talent network's art in the box the hero sizes for it (positioned): the WebGL scene (or its SVG) with the accessible twins above.
 * Keeps the 500 ms tick running while mounted.
 */
export function TalentNetwork() {
  useTickChannelRunning('network', TICK_PERIOD.network);
  return (
    <>
      <Slot load={loadScene} fallback={<TalentNetworkSvg />} label={hero.talentNetworkLabel} />
      <TalentTwins />
    </>
  );
}
