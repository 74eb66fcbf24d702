import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONGEST_WAIT_FOR_PAINT_MS, OPENING_TIMING, whenOpeningOnScreen } from './openingOnScreen';

/** An opening's hero: an eyebrow, the heading, the lead. */
function hero(): { hero: HTMLElement; heading: HTMLElement; lead: HTMLElement } {
  const section = document.body.appendChild(document.createElement('section'));
  section.append(document.createElement('p'));
  const heading = section.appendChild(document.createElement('h1'));
  const lead = section.appendChild(document.createElement('p'));
  return { hero: section, heading, lead };
}

/** A browser that reports the paint of elements marked `elementtiming`; `paint(element)` reports one. */
function reportingPaints() {
  const observers: ((entries: { element: Element | null }[]) => void)[] = [];
  class Observer {
    static supportedEntryTypes = ['element', 'event'];
    constructor(private readonly callback: (list: { getEntries: () => unknown[] }) => void) {}
    observe() {
      observers.push((entries) => this.callback({ getEntries: () => entries }));
    }
    disconnect() {
      observers.length = 0;
    }
  }
  vi.stubGlobal('PerformanceObserver', Observer);
  return { paint: (element: Element | null) => observers.forEach((report) => report([{ element }])) };
}

describe('an opening on the screen', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('is known where the browser reports paints when it reports the heading or the lead painted, not another element', () => {
    const { paint } = reportingPaints();
    const { hero: opening, heading, lead } = hero();
    const then = vi.fn();
    whenOpeningOnScreen(opening, then);
    expect([heading, lead].map((element) => element.getAttribute('elementtiming'))).toEqual([
      OPENING_TIMING,
      OPENING_TIMING,
    ]);
    paint(document.createElement('h1'));
    paint(null);
    vi.advanceTimersByTime(1);
    expect(then).not.toHaveBeenCalled();
    paint(lead);
    // In a task of its own, not the report's.
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledOnce();
    paint(heading);
    vi.advanceTimersByTime(LONGEST_WAIT_FOR_PAINT_MS);
    expect(then).toHaveBeenCalledOnce();
  });

  it('is taken for granted when no report has come after the longest wait', () => {
    reportingPaints();
    const then = vi.fn();
    whenOpeningOnScreen(hero().hero, then);
    vi.advanceTimersByTime(LONGEST_WAIT_FOR_PAINT_MS - 1);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2);
    expect(then).toHaveBeenCalledOnce();
  });

  it('is known, in an engine that reports no paint, in the task after the frame that follows the opening’s frame', () => {
    vi.stubGlobal('PerformanceObserver', { supportedEntryTypes: ['event'] });
    const { heading } = hero();
    const then = vi.fn();
    whenOpeningOnScreen(heading.parentElement, then);
    expect(heading.hasAttribute('elementtiming')).toBe(false);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(2);
    expect(then).toHaveBeenCalledOnce();
  });

  it('is known after the frames, as in an engine that reports no paint, where the browser refuses to observe paints', () => {
    reportingPaints();
    const refusing = class extends (PerformanceObserver as unknown as new (callback: () => void) => object) {
      static supportedEntryTypes = ['element'];
      observe() {
        throw new TypeError('not supported');
      }
    };
    vi.stubGlobal('PerformanceObserver', refusing);
    const then = vi.fn();
    whenOpeningOnScreen(hero().hero, then);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(2);
    expect(then).toHaveBeenCalledOnce();
  });

  it('is known at once in a hidden tab, which paints no frame', () => {
    reportingPaints();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    const then = vi.fn();
    whenOpeningOnScreen(hero().hero, then);
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledOnce();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('is forgotten when cancelled: a page left before its opening was painted does not replace it', () => {
    const { paint } = reportingPaints();
    const { hero: opening, heading } = hero();
    const then = vi.fn();
    const cancel = whenOpeningOnScreen(opening, then);
    cancel();
    paint(heading);
    vi.advanceTimersByTime(LONGEST_WAIT_FOR_PAINT_MS * 2);
    expect(then).not.toHaveBeenCalled();
  });
});
