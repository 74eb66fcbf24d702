import { useEffect, useRef } from 'react';
import { useSceneMode } from '../../canvas/sceneMode';
import { whereWeExcel } from '../../content/home';
import { wheelItems } from '../../content/wheel';
import { HUB_ANCHOR, useWheel, wheelAnchors } from '../../store/wheel';
import { Icon } from '../../ui/Icon';
import { defaultAnchors } from './layout';
import { HubIcon, TwinButton, TwinGroup } from './ServiceWheel.styles';
import { useActivateSegment } from './useActivateSegment';
import { useIsDesktop } from '../../canvas/viewport';

const anchors = defaultAnchors();
const pct = (fraction: number): string => `${(fraction * 100).toFixed(3)}%`;

interface WheelTwinsProps {
  /** Id of the description panel the buttons control on desktop. */
  panelId: string;
}

/**
 * The wheel's six real buttons, one over each segment, which also carry the visible icon and short title.
 * They are the keyboard and screen-reader interface of both renderings and stay mounted when the rendering
 * changes (focus survives); in WebGL mode the scene moves them.
 */
export function WheelTwins({ panelId }: WheelTwinsProps) {
  // In WebGL mode the buttons follow the positions the scene projects; otherwise the SVG label points.
  const live = useSceneMode() === 'webgl';
  const selected = useWheel((s) => s.selected);
  const setHovered = useWheel((s) => s.setHovered);
  const isDesktop = useIsDesktop();
  const activate = useActivateSegment();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const hub = useRef<HTMLSpanElement>(null);
  const selectedIcon = wheelItems.find((item) => item.id === selected)?.icon;

  useEffect(() => {
    if (!live) return undefined;
    const twins = buttons.current;
    const moveTo = (el: HTMLElement | null | undefined, x: number | undefined, y: number | undefined) => {
      if (!el) return;
      el.style.left = pct(x ?? 0.5);
      el.style.top = pct(y ?? 0.5);
    };
    const place = () => {
      const xy = wheelAnchors.xy;
      wheelItems.forEach((item, i) => moveTo(twins[i], xy[item.segment * 2], xy[item.segment * 2 + 1]));
      moveTo(hub.current, xy[HUB_ANCHOR], xy[HUB_ANCHOR + 1]);
    };
    if (wheelAnchors.live) place();
    const unsubscribe = wheelAnchors.subscribe(place);
    return () => {
      unsubscribe();
      // Back to the SVG (a lost context): the label points again, which React set once and does not re-apply.
      wheelItems.forEach((item, i) => moveTo(twins[i], anchors[item.segment]?.x, anchors[item.segment]?.y));
    };
  }, [live]);

  return (
    <TwinGroup role="group" aria-label={whereWeExcel.heading}>
      {live && selectedIcon && (
        <HubIcon ref={hub} aria-hidden="true" data-wheel-hub="">
          <Icon name={selectedIcon} />
        </HubIcon>
      )}
      {wheelItems.map((item, i) => {
        const anchor = anchors[item.segment] ?? { x: 0.5, y: 0.5 };
        return (
          <TwinButton
            key={item.id}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            aria-label={item.title}
            aria-pressed={isDesktop ? item.id === selected : undefined}
            aria-controls={isDesktop ? panelId : undefined}
            data-segment={item.id}
            style={{ left: pct(anchor.x), top: pct(anchor.y) }}
            onClick={() => activate(item)}
            onPointerEnter={() => setHovered(item.id)}
            onPointerLeave={() => setHovered(null)}
          >
            <Icon name={item.icon} />
            <span aria-hidden="true">{item.shortTitle}</span>
          </TwinButton>
        );
      })}
    </TwinGroup>
  );
}
