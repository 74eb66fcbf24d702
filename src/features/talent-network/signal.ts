import { talentNodes } from '../../content/talent';
import { edgeIndices, signalWalk } from './layout';

/** The network's edges as node indices and the signal's route (fixed for the visit). */
export const talentEdgeList = edgeIndices(talentNodes);
export const talentWalk = signalWalk(talentNodes.length, talentEdgeList, 184);

/** Accessible name of the twin group (test contract of issue 3). */
export const TALENT_GROUP_LABEL = 'Talent network';
export const talentTwinId = (id: string) => `talent-twin-${id}`;
export const TALENT_POPUP_ID = 'talent-popup';
