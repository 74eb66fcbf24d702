import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';

/** Whether an element is rendered: not inside a page rendered ahead (hidden with `display: none`). */
function rendered(element: HTMLElement): boolean {
  if (element.checkVisibility) return element.checkVisibility();
  for (let node: HTMLElement | null = element; node; node = node.parentElement)
    if (getComputedStyle(node).display === 'none') return false;
  return true;
}

/** The shown page's <h1>: the first one in <main> that is rendered. */
const shownHeading = (): HTMLElement | undefined =>
  [...document.querySelectorAll<HTMLElement>('main h1')].find(rendered);

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
    const heading = changed.current ? shownHeading() : undefined;
    if (!heading) return;
    // Focusable by script only: a heading is not a stop in the Tab order.
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
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
