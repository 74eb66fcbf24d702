import { servicePaths } from '../../content/paths';
import type { WheelItem } from '../../content/types';
import { useWheel } from '../../store/wheel';
import { isMobileViewport } from '../../canvas/sceneSupport';
import { useNavigate } from '../../ui/useNavigate';

/** What a click, tap, Enter or Space on a segment does: select it on desktop, open its page on mobile. */
export const useActivateSegment = (): ((item: WheelItem) => void) => {
  // Not useLocation(): the wheel would re-render on every navigation, for a function it calls on a tap.
  const navigate = useNavigate();
  const select = useWheel((s) => s.select);
  return (item) => {
    if (isMobileViewport()) navigate(servicePaths[item.service]);
    else select(item.id);
  };
};
