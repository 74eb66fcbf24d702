import { act, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { focusAgainAfterFrame, NewPageFocus } from './NewPageFocus';

/** A page per path: its title set as React sets it (before effects), its heading, and a link to stand on. */
function Page() {
  const [path] = useLocation();
  const name = path === '/' ? 'Home' : 'About';
  useLayoutEffect(() => {
    document.title = `${name} | Site`;
  }, [name]);
  return (
    <main>
      {/* A page rendered ahead, as React's <Activity mode="hidden"> hides it: first in <main>, its heading too. */}
      <section style={{ display: 'none' }}>
        <h1>Rendered ahead</h1>
      </section>
      <a href="/">start</a>
      <h1>{name}</h1>
    </main>
  );
}

/** The live region (no role: it is not a status of the page, only what a screen reader is told). */
const announcer = () => document.querySelector('[data-page-announcer]');

const setup = () => {
  const memory = memoryLocation({ path: '/', record: true });
  render(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <Page />
      <NewPageFocus />
    </Router>,
  );
  return memory;
};

describe('NewPageFocus', () => {
  it('leaves focus and says nothing on the first page of the visit', () => {
    setup();
    expect(document.activeElement).toBe(document.body);
    expect(announcer()).toHaveTextContent('');
  });

  it('moves focus to the new page’s heading (not a hidden page’s) after the frame that shows it, and says its title', async () => {
    const memory = setup();
    screen.getByRole('link', { name: 'start' }).focus();
    act(() => memory.navigate('/about'));
    const heading = screen.getByRole('heading', { level: 1, name: 'About' });
    // After the frame that shows the page, not before it.
    expect(heading).not.toHaveFocus();
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(announcer()).toHaveTextContent('About | Site');
  });

  it('leaves focus where it is when only the query changes (a tab)', () => {
    const memory = setup();
    const link = screen.getByRole('link', { name: 'start' });
    link.focus();
    act(() => memory.navigate('/?section=two'));
    expect(link).toHaveFocus();
    expect(announcer()).toHaveTextContent('');
  });
});

describe('focusAgainAfterFrame', () => {
  /** A page as it replaces its opening: a tab, rendered again, and its heading; a page rendered ahead before it. */
  const page = () =>
    render(
      <main>
        <section style={{ display: 'none' }}>
          <button type="button" id="hidden-tab">
            Hidden
          </button>
        </section>
        <h1 id="page-heading">Home</h1>
        <button type="button" id="tab-talent">
          Talent
        </button>
      </main>,
    );

  it('focuses the control rendered again under the same id, after the frame', async () => {
    page();
    focusAgainAfterFrame('tab-talent');
    const tab = screen.getByRole('button', { name: 'Talent' });
    expect(tab).not.toHaveFocus();
    await waitFor(() => expect(tab).toHaveFocus());
  });

  it('focuses the page’s heading when the id is gone, is in a page rendered ahead, or is the heading', async () => {
    for (const id of ['tab-gone', 'hidden-tab', 'page-heading', '']) {
      const { unmount } = page();
      focusAgainAfterFrame(id);
      const heading = screen.getByRole('heading', { level: 1, name: 'Home' });
      await waitFor(() => expect(heading, id).toHaveFocus());
      expect(heading).toHaveAttribute('tabindex', '-1');
      unmount();
    }
  });
});
