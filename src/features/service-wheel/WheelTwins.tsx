import { useEffect, useRef, type CSSProperties } from 'react';
import { useSceneMode } from '../../canvas/sceneMode';
import { whereWeExcel } from '../../content/home';
import { wheelItems } from '../../content/wheel';
import { HUB_ANCHOR, useWheel, wheelAnchors } from '../../store/wheel';
import { Icon } from '../../ui/Icon';
import { HubIcon, TwinButton, TwinGroup } from './ServiceWheel.styles';
import { useActivateSegment } from './useActivateSegment';
import { useIsDesktop } from '../../canvas/sceneSupport';
import { restingAnchors, type RestingAnchors } from './wheelDrawing';

const pct = (fraction: number): string => `${(fraction * 100).toFixed(3)}%`;

/**
 * Where a twin sits while the SVG shows: the scene's own label point at rest, and the shift its segment's selection
 * pose gives it (applied by CSS to the pressed one on desktop). The scene writes `left` and `top` itself in WebGL mode.
 */
const placeAt = ({ restAnchors, selectedLabelShift }: RestingAnchors, segment: number): CSSProperties =>
  ({
    '--x': pct(restAnchors[segment]?.x ?? 0.5),
    '--y': pct(restAnchors[segment]?.y ?? 0.5),
    '--shift-x': pct(selectedLabelShift[segment]?.x ?? 0),
    '--shift-y': pct(selectedLabelShift[segment]?.y ?? 0),
  }) as CSSProperties;
const hubAt = ({ hubPoint }: RestingAnchors) =>
  ({ '--x': pct(hubPoint.x), '--y': pct(hubPoint.y) }) as CSSProperties;

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
  const drawing = restingAnchors();

  useEffect(() => {
    if (!live) return undefined;
    const twins = buttons.current;
    const hubIcon = hub.current;
    const moveTo = (el: HTMLElement | null | undefined, x: number | undefined, y: number | undefined) => {
      if (!el) return;
      el.style.left = pct(x ?? 0.5);
      el.style.top = pct(y ?? 0.5);
    };
    const place = () => {
      const xy = wheelAnchors.xy;
      wheelItems.forEach((item, i) => moveTo(twins[i], xy[item.segment * 2], xy[item.segment * 2 + 1]));
      moveTo(hubIcon, xy[HUB_ANCHOR], xy[HUB_ANCHOR + 1]);
    };
    if (wheelAnchors.live) place();
    const unsubscribe = wheelAnchors.subscribe(place);
    return () => {
      unsubscribe();
      // Back to the SVG (a lost context): the stylesheet's places again.
      for (const el of [...twins, hubIcon]) {
        el?.style.removeProperty('left');
        el?.style.removeProperty('top');
      }
    };
  }, [live]);

  return (
    <TwinGroup role="group" aria-label={whereWeExcel.heading}>
      {selectedIcon && (
        <HubIcon ref={hub} aria-hidden="true" data-wheel-hub="" style={hubAt(drawing)}>
          <Icon name={selectedIcon} />
        </HubIcon>
      )}
      {wheelItems.map((item, i) => {
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
            style={placeAt(drawing, item.segment)}
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
