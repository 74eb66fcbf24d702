import { useId, type CSSProperties } from 'react';
import { whereWeExcel } from '../../content/home';
import { wheelItems } from '../../content/wheel';
import type { WheelItem } from '../../content/types';
import { useWheel } from '../../store/wheel';
import { SvgBox, SvgWheel, wheelSvgClass } from './ServiceWheel.styles';
import { useActivateSegment } from './useActivateSegment';
import {
  SEGMENT_ORDER,
  segmentDrawing,
  shadowStops,
  restingAnchors,
  VIEW,
  wheelHub,
  wheelShadow,
  wheelSpan,
} from './wheelDrawing';
import { wheelSvgLook } from './wheelSvgLook';

const bySegment = new Map(wheelItems.map((item) => [item.segment, item]));
/** The segment under the pointer: the one whose shapes it is over (the drawing is the scene's projection). */
const itemAt = (event: { target: EventTarget }): WheelItem | undefined => {
  const target = (event.target as Element).closest('[data-segment]');
  return target ? bySegment.get(Number(target.getAttribute('data-segment'))) : undefined;
};

interface WheelSegmentShapeProps {
  angle: number;
  segment: number;
  hovered: boolean;
  selected: boolean;
}

/**
 * One segment of the SVG wheel. Each part of the wheel is a component of its own, so that React draws it in several
 * units of work and may yield between them (wheelDrawing.ts, `perLook`).
 */
function WheelSegmentShape({ angle, segment, hovered, selected }: WheelSegmentShapeProps) {
  const drawing = segmentDrawing(angle);
  const classes = [
    wheelSvgClass.segment,
    hovered && wheelSvgClass.hovered,
    selected && wheelSvgClass.selected,
  ];
  return (
    <g
      className={classes.filter(Boolean).join(' ')}
      data-segment={segment}
      style={{ '--select': drawing.selected, '--hover': drawing.hovered } as CSSProperties}
    >
      <path className={wheelSvgClass.wall} d={drawing.foot} />
      <path className={wheelSvgClass.innerWall} d={drawing.innerWall} />
      <path className={wheelSvgClass.shoulder} d={drawing.shoulder} />
      <path className={wheelSvgClass.top} d={drawing.top} />
    </g>
  );
}

/** The faces' gradients down the wheel's span: each gradient's id, and the look's shades it runs between. */
const FACE_GRADIENTS = [
  ['top', 'top'],
  ['shoulder', 'shoulder'],
  ['wall', 'wall'],
  ['hover', 'hoverTop'],
] as const;

/** The gradients' and the shadow's definitions: they span the wheel's faces (`wheelSpan`). */
function WheelDefs({ id }: { id: (name: string) => string }) {
  const { top, bottom } = wheelSpan();
  const { shades: colours, shadowColor } = wheelSvgLook;
  const span = {
    x1: 0,
    x2: 0,
    y1: top,
    y2: bottom,
    gradientUnits: 'userSpaceOnUse' as const,
  };
  return (
    <defs>
      {FACE_GRADIENTS.map(([name, shade]) => (
        <linearGradient key={name} id={id(name)} {...span}>
          <stop offset="0" stopColor={colours[shade][0]} />
          <stop offset="1" stopColor={colours[shade][1]} />
        </linearGradient>
      ))}
      {/* Down the face, as the light falls on the lifted segment. */}
      <linearGradient id={id('selected')} x1="0" x2="0" y1="0" y2="1">
        <stop offset="0" stopColor={colours.selectedTop[0]} />
        <stop offset="1" stopColor={colours.selectedTop[1]} />
      </linearGradient>
      <radialGradient id={id('shadow')}>
        {shadowStops().map(([offset, opacity]) => (
          <stop key={offset} offset={offset} stopColor={shadowColor} stopOpacity={opacity} />
        ))}
      </radialGradient>
    </defs>
  );
}

function WheelShadow({ fill }: { fill: string }) {
  return <ellipse {...wheelShadow()} fill={fill} />;
}

/** The hub's cylinder and the ring's tube on it: shaded below, lit above, as the scene lights it. */
function WheelHub() {
  const hub = wheelHub();
  const colours = wheelSvgLook.shades;
  return (
    <>
      <ellipse {...hub.foot} fill={colours.hubSide[0]} />
      <ellipse {...hub.top} fill={colours.hubTop[0]} />
      <ellipse
        {...hub.ring}
        cy={hub.ring.cy + hub.ringWidth / 4}
        fill="none"
        stroke={colours.ring[1]}
        strokeWidth={(hub.ringWidth / 2).toFixed(1)}
      />
      <ellipse
        {...hub.ring}
        cy={hub.ring.cy - hub.ringWidth / 4}
        fill="none"
        stroke={colours.ring[0]}
        strokeWidth={(hub.ringWidth / 2).toFixed(1)}
      />
    </>
  );
}

function WheelHubHint() {
  const { hubPoint } = restingAnchors();
  return (
    <text
      className={wheelSvgClass.hubHint}
      textAnchor="middle"
      x={hubPoint.x * VIEW}
      y={hubPoint.y * VIEW - 8}
    >
      {whereWeExcel.tapHint.map((line, i) => (
        <tspan key={line} x={hubPoint.x * VIEW} dy={i === 0 ? 0 : 44}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/**
 * The wheel drawn in SVG: the phone rendering, and desktop's first paint and fallback whenever WebGL is unavailable,
 * loading or lost. It draws the WebGL scene's own shapes through its camera, in its colours as they reach the
 * screen, so the switch to WebGL changes nothing a visitor can see (docs/decisions/0035-one-wheel-two-renderers.md).
 * Decorative for assistive technology: the twin buttons above it (WheelTwins) carry the names and the keyboard.
 */
export function WheelSvg() {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const selected = useWheel((s) => s.selected);
  const hovered = useWheel((s) => s.hovered);
  const setHovered = useWheel((s) => s.setHovered);
  const activate = useActivateSegment();
  const colours = wheelSvgLook.shades;
  const id = (name: string) => `${uid}-${name}`;
  const fills = {
    '--wheel-top': `url(#${id('top')})`,
    '--wheel-shoulder': `url(#${id('shoulder')})`,
    '--wheel-wall': `url(#${id('wall')})`,
    '--wheel-inner-wall': colours.innerWall[0],
    '--wheel-hover-top': `url(#${id('hover')})`,
    '--wheel-selected-top': `url(#${id('selected')})`,
    '--wheel-selected-shoulder': colours.selectedShoulder[0],
    '--wheel-selected-wall': colours.selectedWall[0],
  } as CSSProperties;

  return (
    <SvgBox>
      <SvgWheel
        viewBox={`0 0 ${VIEW} ${VIEW}`}
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
        <WheelDefs id={id} />
        <WheelShadow fill={`url(#${id('shadow')})`} />
        {SEGMENT_ORDER.map((angle) => {
          const item = bySegment.get(angle / 60);
          if (!item) return null;
          return (
            <WheelSegmentShape
              key={item.id}
              angle={angle}
              segment={item.segment}
              hovered={item.id === hovered}
              selected={item.id === selected}
            />
          );
        })}
        <WheelHub />
        <WheelHubHint />
      </SvgWheel>
    </SvgBox>
  );
}
