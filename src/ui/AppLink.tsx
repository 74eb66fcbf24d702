import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { useHereMatches } from './useHere';
import { useNavigate } from './useNavigate';

export interface AppLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  /** A path of the site, with a query if any (`/cloud?section=…`). */
  href: string;
  /** Says `aria-current="page"` while the link's page is on screen (menus); other links never re-render for it. */
  markCurrent?: boolean;
}

/** A click the browser should handle itself: a new tab or window, a download, another button than the main one. */
const leftToBrowser = (event: MouseEvent<HTMLAnchorElement>): boolean =>
  event.button !== 0 ||
  event.metaKey ||
  event.ctrlKey ||
  event.shiftKey ||
  event.altKey ||
  (event.currentTarget.target !== '' && event.currentTarget.target !== '_self') ||
  event.currentTarget.hasAttribute('download');

/**
 * A link to a page of the site: a plain `<a href>` (it works before the app runs and without it), which the app
 * follows in place through the router's navigation (`aroundNav`, src/app/siteLocation.ts). Unlike wouter's `<Link>`,
 * it does not subscribe to the location: a navigation re-renders only the links whose `aria-current` changes
 * (docs/decisions/0037-app-links-read-only-whether-they-are-current.md). A click with a modifier key or another
 * button is the browser's (new tab, new window, download), and `onClick` is not called for it.
 */
export function AppLink({ href, markCurrent = false, onClick, children, ...props }: AppLinkProps) {
  const navigate = useNavigate();
  const current = useHereMatches((here) => markCurrent && here === href);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (leftToBrowser(event)) return;
    onClick?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <a {...props} href={href} aria-current={current ? 'page' : undefined} onClick={follow}>
      {children}
    </a>
  );
}
