import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { afterNextFrame } from '../ui/idle';
import { hiddenAhead } from './pagesAhead';

/** Whether an element is inside a page rendered ahead (one of its ancestors is hidden by `<Activity>`). */
function inPageAhead(element: HTMLElement, main: Element): boolean {
  for (let node: HTMLElement | null = element; node && node !== main; node = node.parentElement)
    if (hiddenAhead(node)) return true;
  return false;
}

/** The shown page's <h1>: the first one in <main> outside the pages rendered ahead. */
function shownHeading(): HTMLElement | undefined {
  const main = document.querySelector('main');
  if (!main) return undefined;
  return [...main.querySelectorAll<HTMLElement>('h1')].find((heading) => !inPageAhead(heading, main));
}

/** Focuses the shown page's heading: focusable by script only, as a heading is not a stop in the Tab order. */
function focusShownHeading(): void {
  const heading = shownHeading();
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/** Focuses the shown page's heading after the next frame: focus() styles and lays out the page, as the frame does. */
export const focusShownHeadingAfterFrame = (): (() => void) => afterNextFrame(focusShownHeading);

/**
 * After the next frame, focuses the shown page's element with the id `id` (the same control rendered again, as a tab
 * of the home hero is when the page replaces its opening), or else the page's heading.
 */
export const focusAgainAfterFrame = (id: string): (() => void) =>
  afterNextFrame(() => {
    const main = document.querySelector('main');
    const again = id ? document.getElementById(id) : null;
    if (again && main?.contains(again) && !inPageAhead(again, main)) again.focus({ preventScroll: true });
    // Not focusable by itself (the heading, which the focus moves to by script), or not there.
    if (document.activeElement !== again) focusShownHeading();
  });

/**
 * When the app shows another page, a screen reader and the keyboard follow: focus moves to the new page's heading
 * (so it is read, and Tab goes on from the top of the page) and a polite live region says the page's title. Not on
 * the first page of the visit (the browser does that for a document) and not when only the query changes (a tab).
 */
export function NewPageFocus() {
  const [path] = useLocation();
  const shownPath = useRef(path);
  const changed = useRef(false);
  const [announcement, setAnnouncement] = useState('');

  useLayoutEffect(() => {
    changed.current = shownPath.current !== path;
    shownPath.current = path;
    if (!changed.current) return;
    // After the frame that shows the new page: focus() makes the browser style and lay out the page just revealed
    // (250–340 ms at 4× CPU), which the frame does anyway; done before it, the page waited for it.
    return focusShownHeadingAfterFrame();
  }, [path]);

  useEffect(() => {
    // The new page's <title> is in <head> by now (React hoists it as the page is shown).
    if (changed.current) setAnnouncement(document.title);
  }, [path]);

  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-page-announcer="">
      {announcement}
    </div>
  );
}
