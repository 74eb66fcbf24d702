import {
  createElement,
  memo,
  Suspense,
  use,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { EarlyInputRecord } from '../boot/earlyInput';
import type { DeferredPagePart } from './pageCode';
import { replayRecord } from './replayInput';

// A part of a page, in a chunk of its own, that the page requests when it chooses (`deferPagePart`), and that a
// prerendered page hydrates only once it has arrived: until then React keeps the server's HTML of it as it is, in a
// Suspense boundary of its own (docs/decisions/0068-the-home-hero-s-desktop-parts-hydrated-when-a-phone-reaches-for-them.md).

const noSubscription = () => () => {};
/** True while React hydrates the component (it reads the server's snapshot only then), false in any other render. */
const useHydrating = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

/**
 * Clicks and navigation keys on the controls of a part React has not hydrated yet: React would drop them (its
 * handlers are not attached), so they are kept, as the page's early-input recorder keeps them before the app runs
 * (src/boot/earlyInput.ts, whose rules for which control takes what these follow), and replayed once the part has
 * hydrated. A part waits for its code on a phone; on a desktop, React hydrates a boundary of its own after the rest
 * of the page, at its lowest priority, and the early recorder's replays come before that.
 */
const holds = new Map<string, { records: EarlyInputRecord[]; stop: () => void }>();
/** While a hold replays what it kept: those events are the part's now. */
let replayingHeld = false;

function holdInput(within: string, failed: Promise<unknown>): void {
  if (holds.has(within)) return;
  const records: EarlyInputRecord[] = [];
  const listener = (event: Event) => {
    const target = event.target;
    // Untrusted events too: the early recorder's replays (src/app/replayEarlyInput.ts) may reach the part first.
    if (replayingHeld || !(target instanceof Element) || !target.closest(within)) return;
    const control =
      event.type === 'keydown'
        ? /^(Arrow|Page|Home$|End$)/.test((event as KeyboardEvent).key) &&
          target.closest('[role=tab],[role=separator],[data-replay~=keys]')
        : target.closest('button,[role=button],[role=tab],[data-replay~=click]');
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    records.push({ event, control });
  };
  addEventListener('click', listener, true);
  addEventListener('keydown', listener, true);
  const stop = () => {
    removeEventListener('click', listener, true);
    removeEventListener('keydown', listener, true);
  };
  holds.set(within, { records, stop });
  // A part that cannot come sends the page to its boundary, which loads it as a document: nothing to replay.
  failed.catch(() => {
    if (holds.get(within)?.stop !== stop) return;
    holds.delete(within);
    stop();
  });
}

/** Stops keeping input for the part, and replays what was kept, one interaction per task. */
function releaseInput(within: string): void {
  const hold = holds.get(within);
  if (!hold) return;
  holds.delete(within);
  hold.stop();
  const next = () => {
    const record = hold.records.shift();
    if (!record) return;
    replayingHeld = true;
    try {
      replayRecord(record);
    } finally {
      replayingHeld = false;
    }
    setTimeout(next, 0);
  };
  setTimeout(next, 0);
}

/**
 * The deferred parts whose code had arrived when the page hydrated (a desktop's): React leaves a Suspense boundary
 * for after the rest of the page and hydrates it then, at its lowest priority. Until it has, its controls have no
 * handlers, so the app takes the page over (src/app/HydrationMarker.tsx: replays the early input, marks the page) once
 * every one of them has hydrated (`deferredPartsHydrated`).
 */
const hydratingSoon = new Set<object>();
let whenNoneLeft: (() => void) | null = null;
let noneLeft: Promise<void> | null = null;

function hydrated(definition: object): void {
  if (!hydratingSoon.delete(definition) || hydratingSoon.size > 0) return;
  whenNoneLeft?.();
  whenNoneLeft = null;
  noneLeft = null;
}

/** Resolves once every deferred part whose code had arrived when the page hydrated has hydrated. */
export function deferredPartsHydrated(): Promise<void> {
  if (hydratingSoon.size === 0) return Promise.resolve();
  noneLeft ??= new Promise<void>((resolve) => (whenNoneLeft = resolve));
  return noneLeft;
}

interface DeferredPartOptions {
  /**
   * What stands in for the part in a render that is not a hydration, until it has arrived (`null`: nothing, for a
   * part that takes no room).
   */
  placeholder?: ReactNode;
  /**
   * A selector for the element around the part's controls, whose clicks and keys are kept from the page's hydration
   * until the part has hydrated, and replayed then.
   */
  holdWithin?: string;
}

/**
 * The component of a deferred part (`part`, the module `pick` takes the component from), for a part the server
 * renders (in a Suspense boundary of its own):
 * - on the server, the part itself (the prerender waits for it);
 * - hydrating a prerendered page, the part if it has arrived; if not, it suspends, and React keeps the server's
 *   HTML in place until the part has arrived and hydrated, whenever the page requests it;
 * - in any other render (a page a tap shows), it requests the part and shows the placeholder until it has arrived,
 *   without suspending (a suspended boundary reveals its content no sooner than 300 ms after its fallback).
 *
 * Its props must keep their identity while the part waits (memo): a boundary that React has not hydrated and that
 * receives new props is rendered afresh, and the server's HTML removed.
 */
export function deferredPagePart<T, P extends object>(
  part: DeferredPagePart<T>,
  pick: (module: T) => ComponentType<P>,
  { placeholder = null, holdWithin }: DeferredPartOptions = {},
): ComponentType<P> {
  const { promise } = part;
  const definition = {};
  function Part(props: P) {
    const hydrating = useHydrating();
    const arrived = useArrival(promise);
    // Runs once the part's boundary has committed: hydrated, or rendered.
    useEffect(() => {
      if (!arrived) return;
      hydrated(definition);
      if (holdWithin) releaseInput(holdWithin);
    }, [arrived]);
    if (typeof window === 'undefined') return createElement(pick(use(promise)), props);
    if (promise.status === 'fulfilled') return createElement(pick(promise.value), props);
    if (promise.status === 'rejected') throw promise.reason;
    if (hydrating) return createElement(pick(use(promise)), props);
    part.request();
    return placeholder;
  }
  return memo(function DeferredPart(props: P) {
    // Outside the part's boundary, so it runs in the hydration's first pass, before the part's own. Not through
    // `useHydrating`: its answer changes after the hydration, and a render of this component then would send new
    // props into a boundary React may not have hydrated yet. The app marks the page once it has taken over.
    if (typeof window !== 'undefined' && !document.documentElement.hasAttribute('data-hydrated')) {
      if (promise.status === 'fulfilled') hydratingSoon.add(definition);
      if (holdWithin) holdInput(holdWithin, promise);
    }
    return (
      <Suspense fallback={placeholder}>
        <Part {...props} />
      </Suspense>
    );
  }) as unknown as ComponentType<P>;
}

/**
 * The component of a deferred part whose server HTML is empty (a popup, closed when the page is built): no
 * boundary of its own, since there is nothing to keep. It renders nothing until the part has arrived, and does not
 * request it: the page's other parts from the same chunk do.
 */
export function deferredEmptyPart<T, P extends object>(
  part: DeferredPagePart<T>,
  pick: (module: T) => ComponentType<P>,
): ComponentType<P> {
  const { promise } = part;
  return function EmptyPart(props: P) {
    useArrival(promise);
    if (typeof window === 'undefined') return createElement(pick(use(promise)), props);
    if (promise.status === 'fulfilled') return createElement(pick(promise.value), props);
    if (promise.status === 'rejected') throw promise.reason;
    return null;
  };
}

/** Whether `promise` has settled, rendering again when it does. */
function useArrival(promise: Promise<unknown> & { status: string }): boolean {
  const [, setArrived] = useState(promise.status !== 'pending');
  useEffect(() => {
    const arrived = () => setArrived(true);
    promise.then(arrived, arrived);
  }, [promise]);
  return promise.status === 'fulfilled';
}
