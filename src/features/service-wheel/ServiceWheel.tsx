import { useId } from 'react';
import { WheelLayout, WheelStage } from './ServiceWheel.styles';
import { WheelPanel } from './WheelPanel';
import { WheelPointer } from './WheelPointer';
import { WheelSvg } from './WheelSvg';
import { WheelTwins } from './WheelTwins';

/**
 * Module-level, so the shared canvas keys one lazy scene on it. Once the module has arrived, and before the scene
 * mounts, the segment's geometry is made in a worker while the baked light probe is fetched.
 */
const loadWheelScene = () =>
  import('./WheelScene').then(async (module) => {
    await Promise.all([module.makeSegmentAhead(), module.loadRoomEnvironment()]);
    return module;
  });

// Region name of the scene box; the six buttons' group carries the section's name ('Where We Excel').
const REGION_LABEL = 'Service wheel';

/**
 * 'Where We Excel': six service segments and, on desktop, the selected service's panel. The page section
 * around it owns the heading. WebGL on desktop (through the shared canvas), SVG on phones and as the fallback.
 */
export function ServiceWheel() {
  const panelId = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-panel`;
  return (
    <WheelLayout>
      <WheelStage
        load={loadWheelScene}
        label={REGION_LABEL}
        fallback={<WheelSvg />}
        overlay={<WheelPointer />}
      >
        <WheelTwins panelId={panelId} />
      </WheelStage>
      <WheelPanel id={panelId} />
    </WheelLayout>
  );
}
