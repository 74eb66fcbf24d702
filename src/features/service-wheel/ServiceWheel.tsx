import { useId } from 'react';
import { WheelLayout, Stage } from './ServiceWheel.styles';
import { WheelPanel } from './WheelPanel';
import { WheelSvg } from './WheelSvg';

/**
 * 'Where We Excel': six service segments and, on desktop, the selected service's panel. The page section
 * around it owns the heading.
 */
export function ServiceWheel() {
  const panelId = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-panel`;
  return (
    <WheelLayout>
      <Stage>
        <WheelSvg panelId={panelId} />
      </Stage>
      <WheelPanel id={panelId} />
    </WheelLayout>
  );
}
