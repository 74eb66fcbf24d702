import { hero } from '../../content/home';
import { DiagramSlot } from '../../diagram/DiagramSlot';
import { TalentNetworkSvg } from './TalentNetworkSvg';
import { TalentTwins } from './TalentTwins';

const loadScene = () => import('./TalentNetworkScene');

/** The talent network's art in the box the hero sizes for it: the WebGL scene (or its SVG) and the twins. */
export function TalentNetwork() {
  return (
    <DiagramSlot load={loadScene} fallback={<TalentNetworkSvg />} label={hero.talentNetworkLabel}>
      <TalentTwins />
    </DiagramSlot>
  );
}
