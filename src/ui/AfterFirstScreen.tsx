import { startTransition, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';

/**
 * The part of a page below its first screen, rendered after the first screen when the page is rendered by a tap
 * (docs/decisions/0050-a-swapped-page-renders-its-first-screen-first.md). A page the app has not rendered ahead (a
 * phone renders none) is rendered, committed, styled and laid out in the task that swaps it in: on a phone, the home
 * page's whole tree took 600–700 ms of that task. Rendered inside a swap, this part is a placeholder at first, and
 * its children render in a transition once the frame showing the first screen is painted: React renders them in
 * slices that give way to input, then commits them. Mounted anywhere else (the hydration of a prerendered page, a
 * page rendered ahead, a page Back renders, a page whose module came after the swap), its children render at once.
 */

let inSwap = false;

/** Runs `render` (the synchronous render of a page swap) with the parts it mounts told that they are in a swap. */
export function renderSwap(render: () => void): void {
  inSwap = true;
  try {
    render();
  } finally {
    inSwap = false;
  }
}

/** Holds the footer below the first screen until the part it stands for has rendered. */
const Placeholder = styled.div`
  min-height: 100vh;
`;

export function AfterFirstScreen({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(() => !inSwap);
  useEffect(() => {
    if (shown) return;
    const show = () => startTransition(() => setShown(true));
    // A hidden tab paints no frame.
    if (document.visibilityState !== 'visible') {
      show();
      return;
    }
    let timer = 0;
    // requestAnimationFrame runs before the frame's paint; a task queued from it runs after that paint.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(show);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [shown]);
  return shown ? children : <Placeholder data-after-first-screen="" />;
}
