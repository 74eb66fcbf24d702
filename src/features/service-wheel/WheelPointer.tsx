import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { wheelItems } from '../../content/wheel';
import { useWheel, wheelPicker } from '../../store/wheel';
import { useActivateSegment } from './useActivateSegment';

const bySegment = new Map(wheelItems.map((item) => [item.segment, item]));

/** Covers the WebGL wheel under the twin buttons and takes the pointer the canvas behind it does not listen to. */
const Layer = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: auto;
  touch-action: manipulation;
`;

/**
 * Pointer picking of the WebGL wheel: hovering or clicking anywhere on a segment (not only its label) raycasts
 * the scene through `wheelPicker`. At most one raycast per animation frame; hover changes go to the wheel store
 * only when the segment under the pointer changes, so a pointer move renders nothing in React. Keyboard and
 * assistive technology use the twin buttons above this layer.
 */
export function WheelPointer() {
  const layer = useRef<HTMLDivElement>(null);
  const activate = useActivateSegment();
  const activateRef = useRef(activate);
  useEffect(() => {
    activateRef.current = activate;
  });

  useEffect(() => {
    const el = layer.current;
    if (!el) return undefined;
    let frame = 0;
    let x = 0;
    let y = 0;
    const itemAt = (clientX: number, clientY: number) => {
      const box = el.getBoundingClientRect();
      const index = wheelPicker.pick?.((clientX - box.left) / box.width, (clientY - box.top) / box.height);
      return index === undefined ? undefined : bySegment.get(index);
    };
    const hover = () => {
      frame = 0;
      const item = itemAt(x, y);
      el.style.cursor = item ? 'pointer' : '';
      useWheel.getState().setHovered(item?.id ?? null);
    };
    const onMove = (event: PointerEvent) => {
      x = event.clientX;
      y = event.clientY;
      if (frame === 0) frame = requestAnimationFrame(hover);
    };
    const onLeave = () => {
      cancelAnimationFrame(frame);
      frame = 0;
      el.style.cursor = '';
      useWheel.getState().setHovered(null);
    };
    const onClick = (event: MouseEvent) => {
      const item = itemAt(event.clientX, event.clientY);
      if (item) activateRef.current(item);
    };
    el.addEventListener('pointermove', onMove);
    el.addEventListener('pointerleave', onLeave);
    el.addEventListener('click', onClick);
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('pointermove', onMove);
      el.removeEventListener('pointerleave', onLeave);
      el.removeEventListener('click', onClick);
    };
  }, []);

  return <Layer ref={layer} aria-hidden="true" data-wheel-pointer="" />;
}
