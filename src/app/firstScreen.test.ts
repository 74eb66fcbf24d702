import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HELD_ATTRIBUTE, showFirstScreenFirst } from './firstScreen';

/** A <main> holding a page rendered ahead (hidden by `<Activity>`'s inline style) and the page shown, its sections `heights` tall. */
function pages(heights: number[]): { shown: HTMLElement[]; ahead: HTMLElement } {
  const main = document.querySelector('main') ?? document.body.appendChild(document.createElement('main'));
  const ahead = main.appendChild(document.createElement('section'));
  ahead.style.display = 'none';
  let top = 0;
  const shown = heights.map((height) => {
    const section = main.appendChild(document.createElement('section'));
    const at = top;
    section.getBoundingClientRect = () => new DOMRect(0, at, 1280, height);
    top += height;
    return section;
  });
  return { shown, ahead };
}

const held = (elements: HTMLElement[]) => elements.map((element) => element.hasAttribute(HELD_ATTRIBUTE));

describe('a page revealed by a tap', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    vi.stubGlobal('CSS', {
      supports: (property: string, value: string) => property === 'content-visibility' && value === 'hidden',
    });
    vi.stubGlobal('innerHeight', 800);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('holds its parts until its first frame, and in that frame releases those that begin on the first screen', () => {
    const { shown, ahead } = pages([500, 200, 300, 600]);
    showFirstScreenFirst();
    expect(held(shown)).toEqual([true, true, true, true]);
    expect(ahead.hasAttribute(HELD_ATTRIBUTE)).toBe(false);
    vi.advanceTimersToNextFrame();
    // 0–500 and 500–700 are on an 800 px screen, 700–1000 begins on it too; 1000– begins below it.
    expect(held(shown)).toEqual([false, false, false, true]);
    vi.advanceTimersByTime(1);
    expect(held(shown)).toEqual([false, false, false, false]);
  });

  it('holds nothing in an engine without content-visibility or in a hidden tab', () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    const { shown } = pages([900, 400]);
    showFirstScreenFirst();
    expect(held(shown)).toEqual([false, false]);
    Reflect.deleteProperty(document, 'visibilityState');
    document.body.replaceChildren();
    vi.stubGlobal('CSS', { supports: () => false });
    const second = pages([900, 400]);
    showFirstScreenFirst();
    expect(held(second.shown)).toEqual([false, false]);
  });

  it('releases what a page swapped in before its frame held, and keeps to the newest page', () => {
    const first = pages([900, 400]);
    showFirstScreenFirst();
    first.shown.forEach((section) => (section.style.display = 'none'));
    const second = pages([900, 400, 300]);
    showFirstScreenFirst();
    expect(held(first.shown)).toEqual([false, false]);
    expect(held(second.shown)).toEqual([true, true, true]);
    vi.advanceTimersToNextFrame();
    expect(held(second.shown)).toEqual([false, true, true]);
    vi.advanceTimersByTime(1);
    expect(held(second.shown)).toEqual([false, false, false]);
  });
});
