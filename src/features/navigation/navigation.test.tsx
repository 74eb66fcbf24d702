import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { theme } from '../../ui/theme';
import { Footer } from './Footer';
import { Header } from './Header';

/** Each render of an app link, by its href. */
const renders = vi.hoisted(() => ({ hrefs: [] as string[] }));

// The real AppLink, called from a component that notes each render first (its hooks are this component's).
vi.mock('../../ui/AppLink', async (importOriginal) => {
  const { AppLink } = await importOriginal<typeof import('../../ui/AppLink')>();
  return {
    AppLink: (props: Parameters<typeof AppLink>[0]) => {
      renders.hrefs.push(props.href);
      return AppLink(props);
    },
  };
});

/** Every link of the header (desktop bar, menus, phone menu) and the footer: href and whether it says it is current. */
const linkStates = () =>
  screen
    .getAllByRole('link', { hidden: true })
    .map((a) => `${a.getAttribute('href')} ${a.getAttribute('aria-current') ?? '-'}`);

describe('the header and footer on a navigation', () => {
  beforeEach(() => window.history.replaceState(null, '', '/about'));
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('re-render exactly the links whose aria-current changes, not the other ~40', () => {
    render(
      <ThemeProvider theme={theme}>
        <Router>
          <Header />
          <Footer />
        </Router>
      </ThemeProvider>,
    );
    const before = linkStates();
    expect(before.length).toBeGreaterThan(40);
    renders.hrefs = [];

    act(() => window.history.pushState(null, '', '/cloud'));

    const after = linkStates();
    const changed = after.filter((state, i) => state !== before[i]).map((state) => state.split(' ')[0]);
    // About (desktop bar and phone menu) stops being current, Cloud (Services menu and phone menu) starts.
    expect(changed.sort()).toEqual(['/about', '/about', '/cloud', '/cloud']);
    expect(renders.hrefs.sort()).toEqual(changed);
    // The menus' buttons follow: Services is the current group now.
    expect(screen.getByRole('button', { name: 'Services', hidden: true })).toHaveAttribute('data-current');
  });
});
