import { colour, list, range, type LookRanges } from '../../ui/lookRanges';
import type { WorkflowLook } from './look';

const alpha = range(0, 1, 0.01);
const width = range(0.25, 4, 0.25);

/** What each value of the workflow's look may be (the `?debug` panel and the dev server's writer). */
export const workflowLookRanges: LookRanges<WorkflowLook> = {
  color: { trigger: colour, action: colour, decision: colour, service: colour },
  flow: colour,
  glow: range(0, 2, 0.05),
  edge: colour,
  glass: list(2, list(3, range(0, 1, 0.005))),
  icon: { size: range(20, 80, 1), grow: range(1, 1.5, 0.01) },
  badge: {
    color: colour,
    sizeRem: range(0.5, 1, 0.0625),
    letterSpacingEm: range(0, 0.2, 0.01),
    gap: range(0, 16, 1),
    phone: { sizeRem: range(0.4, 0.8, 0.0625), letterSpacingEm: range(0, 0.2, 0.01), gap: range(0, 12, 1) },
  },
  svg: {
    edge: { color: colour, alpha, width, dash: list(2, range(0, 12, 0.5)) },
    lit: { width },
    tile: { color: colour, alpha, border: width, corner: range(0, 23, 1), diamondCorner: range(0, 16, 1) },
    active: { color: colour, alpha },
    halo: { size: range(1, 2, 0.05), alpha },
  },
};
