import { useId, type CSSProperties, type MouseEvent } from 'react';
import { useTheme } from 'styled-components';
import { whereWeExcel } from '../../content/home';
import { wheelItems } from '../../content/wheel';
import { useWheel } from '../../store/wheel';
import { Icon } from '../../ui/Icon';
import { SVG_HALF, SVG_POP, SVG_RING, hitTestSegment, popOffset, segmentPath, type Point } from './layout';
import { SvgBox, SvgWheel, wheelSvgClass } from './ServiceWheel.styles';
import { useActivateSegment } from './useActivateSegment';

const viewBox = `${-SVG_HALF} ${-SVG_HALF} ${SVG_HALF * 2} ${SVG_HALF * 2}`;
const bySegment = new Map(wheelItems.map((item) => [item.segment, item]));
const HUB_RADIUS = SVG_RING.inner - 7;

/** The pointer's position in viewBox units. */
const toViewBox = (event: MouseEvent<SVGSVGElement>): Point => {
  const box = event.currentTarget.getBoundingClientRect();
  return {
    x: ((event.clientX - box.left) / box.width - 0.5) * 2 * SVG_HALF,
    y: ((event.clientY - box.top) / box.height - 0.5) * 2 * SVG_HALF,
  };
};

/**
 * The wheel drawn in SVG: the phone rendering, and desktop's whenever WebGL is unavailable, loading or lost.
 * The drawing is decorative for assistive technology; the twin buttons above it (WheelTwins, mounted by the slot in
 * either mode) carry names and keyboard access, and a pointer anywhere on a segment is mapped to it by
 * hit-testing the ring.
 */
export function WheelSvg() {
  const theme = useTheme();
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const selected = useWheel((s) => s.selected);
  const hovered = useWheel((s) => s.hovered);
  const setHovered = useWheel((s) => s.setHovered);
  const activate = useActivateSegment();
  const ids = { rest: `${uid}-rest`, hover: `${uid}-hover`, selected: `${uid}-sel`, hub: `${uid}-hub` };
  const fills = {
    '--wheel-rest': `url(#${ids.rest})`,
    '--wheel-hover': `url(#${ids.hover})`,
    '--wheel-selected': `url(#${ids.selected})`,
  } as CSSProperties;

  const itemAt = (event: MouseEvent<SVGSVGElement>) =>
    bySegment.get(hitTestSegment(toViewBox(event), SVG_RING));

  return (
    <SvgBox>
      <SvgWheel
        viewBox={viewBox}
        aria-hidden="true"
        focusable="false"
        style={fills}
        onPointerMove={(event) => setHovered(itemAt(event)?.id ?? null)}
        onPointerLeave={() => setHovered(null)}
        onClick={(event) => {
          const item = itemAt(event);
          if (item) activate(item);
        }}
      >
        <defs>
          <linearGradient id={ids.rest} gradientUnits="userSpaceOnUse" x1="-90" y1="-100" x2="90" y2="100">
            <stop offset="0" stopColor="#f4f8ff" />
            <stop offset="1" stopColor="#d6e2f7" />
          </linearGradient>
          <linearGradient id={ids.hover} gradientUnits="userSpaceOnUse" x1="-90" y1="-100" x2="90" y2="100">
            <stop offset="0" stopColor={theme.color.solutionsSoft} />
            <stop offset="1" stopColor="#a9c6f5" />
          </linearGradient>
          <linearGradient
            id={ids.selected}
            gradientUnits="userSpaceOnUse"
            x1="-90"
            y1="-100"
            x2="90"
            y2="100"
          >
            <stop offset="0" stopColor="#3b82f6" />
            <stop offset="1" stopColor={theme.color.solutionsStrong} />
          </linearGradient>
          <radialGradient id={ids.hub}>
            <stop offset="0.6" stopColor={theme.color.surface} />
            <stop offset="1" stopColor={theme.color.surfaceAlt} />
          </radialGradient>
        </defs>
        <circle r={SVG_RING.outer + 4} fill={theme.color.surfaceAlt} opacity="0.7" />
        {wheelItems.map((item) => {
          const pop = popOffset(item.angle, SVG_POP);
          const classes = [
            wheelSvgClass.segment,
            item.id === hovered && wheelSvgClass.hovered,
            item.id === selected && wheelSvgClass.selected,
          ];
          return (
            <g
              key={item.id}
              className={classes.filter(Boolean).join(' ')}
              style={
                { '--pop-x': `${pop.x.toFixed(3)}px`, '--pop-y': `${pop.y.toFixed(3)}px` } as CSSProperties
              }
            >
              <path d={segmentPath(item.angle, SVG_RING)} />
            </g>
          );
        })}
        <circle r={HUB_RADIUS} fill={`url(#${ids.hub})`} stroke={theme.color.surfaceSunken} />
        <circle r={HUB_RADIUS - 8} fill="none" stroke={theme.color.solutionsSoft} strokeWidth="3" />
        <g className={wheelSvgClass.hubIcon} transform="translate(-12 -12)">
          <Icon name={wheelItems.find((i) => i.id === selected)?.icon ?? 'sparkles'} />
        </g>
        <text className={wheelSvgClass.hubHint} textAnchor="middle" y="-2">
          {whereWeExcel.tapHint.map((line, i) => (
            <tspan key={line} x="0" dy={i === 0 ? 0 : 11}>
              {line}
            </tspan>
          ))}
        </text>
      </SvgWheel>
    </SvgBox>
  );
}
