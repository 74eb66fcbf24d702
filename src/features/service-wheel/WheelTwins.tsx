import { useEffect, useRef } from 'react';
import { whereWeExcel } from '../../content/home';
import { wheelItems } from '../../content/wheel';
import { HUB_ANCHOR, useWheel, wheelAnchors } from '../../store/wheel';
import { Icon } from '../../ui/Icon';
import { defaultAnchors } from './layout';
import { HubIcon, TwinButton, TwinGroup } from './ServiceWheel.styles';
import { useActivateSegment } from './useActivateSegment';
import { useIsDesktop } from './useIsDesktop';

const anchors = defaultAnchors();
const pct = (fraction: number): string => `${(fraction * 100).toFixed(3)}%`;

interface WheelTwinsProps {
  /** Id of the description panel the buttons control on desktop. */
  panelId: string;
  /** Follow the positions the WebGL scene projects instead of the SVG label points. */
  live?: boolean;
}

/**
 * The wheel's six real buttons, one over each segment, which also carry the visible icon and short title.
 * They are the keyboard and screen-reader interface of both renderings; in WebGL mode the scene moves them.
 */
export function WheelTwins({ panelId, live = false }: WheelTwinsProps) {
  const selected = useWheel((s) => s.selected);
  const setHovered = useWheel((s) => s.setHovered);
  const isDesktop = useIsDesktop();
  const activate = useActivateSegment();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const hub = useRef<HTMLSpanElement>(null);
  const selectedIcon = wheelItems.find((item) => item.id === selected)?.icon;

  useEffect(() => {
    if (!live) return undefined;
    const moveTo = (el: HTMLElement | null | undefined, index: number) => {
      if (!el) return;
      el.style.left = pct(wheelAnchors.xy[index] ?? 0.5);
      el.style.top = pct(wheelAnchors.xy[index + 1] ?? 0.5);
    };
    const place = () => {
      wheelItems.forEach((item, i) => moveTo(buttons.current[i], item.segment * 2));
      moveTo(hub.current, HUB_ANCHOR);
    };
    if (wheelAnchors.live) place();
    return wheelAnchors.subscribe(place);
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
