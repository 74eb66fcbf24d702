import { act, fireEvent, render, screen } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { AppLink } from './AppLink';

const menu = ['/', '/about', '/cloud', '/security', '/industries/healthcare'];

/** What rendered: each link by its href (a Profiler around it alone reports when it renders), and `nav`. */
let renders: string[] = [];
const counted = (id: string, children: ReactNode) => (
  <Profiler id={id} onRender={() => renders.push(id)}>
    {children}
  </Profiler>
);

function Nav({ onNavigate }: { onNavigate?: () => void }) {
  renders.push('nav');
  return (
    <nav>
      {menu.map((path) => (
        <span key={path}>
          {counted(
            path,
            <AppLink href={path} markCurrent onClick={onNavigate}>
              {path}
            </AppLink>,
          )}
        </span>
      ))}
      {/* A link that never says it is current, to a page the visitor goes to. */}
      {counted('plain', <AppLink href="/cloud">plain</AppLink>)}
    </nav>
  );
}

const setup = (onNavigate?: () => void) => {
  render(
    <Router>
      <Nav onNavigate={onNavigate} />
    </Router>,
  );
  renders = [];
};

const link = (name: string) => screen.getByRole('link', { name });

describe('AppLink', () => {
  beforeEach(() => window.history.replaceState(null, '', '/about'));
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is a plain <a href> that says aria-current="page" on the link to the page on screen', () => {
    setup();
    expect(link('/cloud')).toHaveAttribute('href', '/cloud');
    expect(screen.getAllByRole('link').filter((a) => a.hasAttribute('aria-current'))).toEqual([
      link('/about'),
    ]);
    expect(link('/about')).toHaveAttribute('aria-current', 'page');
  });

  it('navigates on a plain click, and re-renders only the two links whose current state changed', () => {
    const onNavigate = vi.fn();
    setup(onNavigate);
    const notPrevented = fireEvent.click(link('/cloud'));
    expect(notPrevented).toBe(false);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/cloud');
    expect(link('/cloud')).toHaveAttribute('aria-current', 'page');
    expect(link('/about')).not.toHaveAttribute('aria-current');
    expect(link('plain')).not.toHaveAttribute('aria-current');
    expect(renders.sort()).toEqual(['/about', '/cloud']);
  });

  it('re-renders no link when the location changes and no link’s current state does', () => {
    setup();
    act(() => window.history.pushState(null, '', '/blog'));
    renders = [];
    act(() => window.history.pushState(null, '', '/careers'));
    expect(renders).toEqual([]);
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta (⌘)', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle-button', { button: 1 }],
  ])('leaves a %s click to the browser: no navigation in place, no onClick', (_, modifier) => {
    const onNavigate = vi.fn();
    setup(onNavigate);
    const notPrevented = fireEvent.click(link('/cloud'), modifier);
    expect(notPrevented).toBe(true);
    expect(onNavigate).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/about');
    expect(renders).toEqual([]);
  });

  it('leaves a link that opens another browsing context to the browser', () => {
    render(
      <Router>
        <AppLink href="/cloud" target="_blank">
          new tab
        </AppLink>
      </Router>,
    );
    expect(fireEvent.click(link('new tab'))).toBe(true);
    expect(window.location.pathname).toBe('/about');
  });

  it('navigates through the router’s aroundNav, with the link’s path', () => {
    const aroundNav = vi.fn();
    render(
      <Router aroundNav={aroundNav}>
        <AppLink href="/security?section=audit">audit</AppLink>
      </Router>,
    );
    fireEvent.click(link('audit'));
    expect(aroundNav).toHaveBeenCalledWith(expect.any(Function), '/security?section=audit', undefined);
  });
});
