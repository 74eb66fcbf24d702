import { useLocation } from 'wouter';
import { servicePageById } from '../../content/services';
import type { WheelItem } from '../../content/types';
import { useWheel } from '../../store/wheel';
import { isMobileViewport } from '../../canvas/sceneSupport';

/** What a click, tap, Enter or Space on a segment does: select it on desktop, open its page on mobile. */
export const useActivateSegment = (): ((item: WheelItem) => void) => {
  const [, navigate] = useLocation();
  const select = useWheel((s) => s.select);
  return (item) => {
    if (isMobileViewport()) navigate(servicePageById[item.service].path);
    else select(item.id);
  };
};
