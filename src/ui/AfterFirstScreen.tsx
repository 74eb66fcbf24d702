import {
  createContext,
  createElement,
  startTransition,
  use,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { isMobileViewport } from '../canvas/sceneSupport';
import { requestPagePart } from './pageCode';

/**
 * The part of a page below its first screen, rendered after the first screen when the page is rendered by a tap
 * (docs/decisions/0050-a-swapped-page-renders-its-first-screen-first.md). A page the app has not rendered ahead (a
 * phone renders none) is rendered, committed, styled and laid out in the task that swaps it in: on a phone, the home
 * page's whole tree took 600–700 ms of that task. Rendered inside a swap, this part is a placeholder at first, and
 * its children render in a transition once the frame showing the first screen is painted: React renders them in
 * slices that give way to input, then commits them. Mounted anywhere else (the hydration of a prerendered page, a
 * page rendered ahead, a page Back renders, a page whose module came after the swap), its children render at once.
 * Children in a chunk of their own (`pagePart`) show the same placeholder until it has arrived.
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

/**
 * A swap rendered in a transition (a page replacing its opening: src/app/PageOpening.tsx) renders over several tasks,
 * so a flag set around one call cannot tell the parts it mounts. The page is rendered inside this context instead,
 * whose `current` is true from the moment its transition starts until its commit: a ref, which stays the same object,
 * so setting it re-renders nothing.
 */
export interface SwapInTransition {
  current: boolean;
}

export const SwapTransition = createContext<SwapInTransition>({ current: false });

/** Holds the footer below the first screen until the part it stands for has rendered. */
const Placeholder = styled.div`
  min-height: 100vh;
`;

const screenTall = <Placeholder data-after-first-screen="" />;

interface AfterFirstScreenProps {
  children: ReactNode;
  /**
   * Whether the part is off the first screen in this window, asked as a swap mounts it: by default it always is.
   * `offPhoneFirstScreen` for a part that begins at the bottom edge of a phone's first screen or below it, and is
   * within a wider window's first screen, where it renders with the page.
   */
  offFirstScreen?: () => boolean;
  /**
   * What stands in for the part until it renders: by default a screen-tall placeholder; `null` for a part that takes
   * no room where it is held (the home hero's divider on a phone, which hides it).
   */
  placeholder?: ReactNode;
}

/** A part off a phone's first screen only (`offFirstScreen`). */
export const offPhoneFirstScreen = (): boolean => isMobileViewport();

export function AfterFirstScreen({
  children,
  offFirstScreen,
  placeholder = screenTall,
}: AfterFirstScreenProps) {
  const swapInTransition = use(SwapTransition);
  const [shown, setShown] = useState(
    () => !(inSwap || swapInTransition.current) || (offFirstScreen !== undefined && !offFirstScreen()),
  );
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
  return shown ? children : placeholder;
}

/**
 * A part of a page below its first screen, in a chunk of its own
 * (docs/decisions/0051-a-page-s-first-screen-in-a-chunk-of-its-own.md): requested when the page's module runs, so a
 * tap waits only for the first screen's code, and the part's bytes travel while the first screen renders. The
 * component it returns renders the part's default export with its props, or a placeholder until the chunk has
 * arrived (by default `AfterFirstScreen`'s; `null` for a part a phone's first screen does not show:
 * docs/decisions/0054-the-home-hero-s-desktop-parts-in-a-chunk-of-their-own.md), then the part. In the browser it does
 * not suspend: a Suspense boundary in the prerendered page would hydrate after the rest of it, and a tap on the part
 * before that would be lost. The prerender lists the part's chunk with its page's, and the app hydrates once it has
 * arrived (`partsInFlight`), so a page loaded as a document renders the part at once.
 */
export function pagePart(
  load: () => Promise<{ default: ComponentType }>,
  placeholder?: ReactNode,
): ComponentType;
export function pagePart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  placeholder?: ReactNode,
): ComponentType<P>;
export function pagePart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  placeholder: ReactNode = screenTall,
): ComponentType<P> {
  const part = requestPagePart(load);
  // A failed part is read by its page's boundary (below); the request's own rejection is not a second error.
  part.catch(() => {});
  return function PagePart(props: P) {
    const [, setArrived] = useState(part.status !== 'pending');
    // Also when it arrived before the effect ran: a page rendered ahead, hidden, runs its effects only once shown.
    useEffect(() => {
      const arrived = () => setArrived(true);
      part.then(arrived, arrived);
    }, []);
    // The prerender waits for it (a suspension outside any boundary holds the whole page until it resolves).
    if (typeof window === 'undefined') return createElement(use(part).default, props);
    if (part.status === 'fulfilled') return createElement(part.value.default, props);
    if (part.status === 'rejected') throw part.reason;
    return placeholder;
  };
}
