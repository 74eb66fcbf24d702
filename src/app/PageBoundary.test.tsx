import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageError } from '../content/pageError';
import { theme } from '../ui/theme';
import { PageBoundary } from './PageBoundary';
import { LEAVING_GRACE_MS } from '../ui/pageCode';
import { loadPage } from './pageModules';

// What a visitor gets when a page cannot be shown (docs/errors.md#what-the-visitor-sees). React logs the error a
// boundary caught; the root reports it (reactErrors.ts), which these tests leave out.

function Broken({ error }: { error: Error }): never {
  throw error;
}

const page = (error: Error, shown = true) =>
  render(
    <ThemeProvider theme={theme}>
      <Router>
        <nav>
          <a href="/about">About</a>
        </nav>
        <PageBoundary shown={shown}>
          <Broken error={error} />
        </PageBoundary>
      </Router>
    </ThemeProvider>,
  );

const { reload } = vi.hoisted(() => ({ reload: vi.fn() }));
vi.mock('./reloadPage', () => ({ reloadPage: reload }));
// The not-found page's module fails to load, as it does after a deploy replaced its chunk.
vi.mock('../pages/NotFoundPage', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/NotFoundPage-1.js');
});
// The coming-soon page's too, for the one test that leaves the document while it is on its way.
vi.mock('../pages/ComingSoonPage', () => {
  throw new TypeError('error loading dynamically imported module: /assets/ComingSoonPage-1.js');
});
/** What a page's module rejects with when its request failed. */
const failedPageLoad = () =>
  loadPage('notFound').then(
    () => new Error('it loaded'),
    (error: Error) => error,
  );

// The page the document opened on has arrived: the pages these tests fail are pages a tap shows (a failure of the
// opening page's own module: pageModules.test.ts).
beforeAll(async () => {
  await loadPage('about');
});
beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.history.replaceState(null, '', '/cloud');
});
afterEach(() => {
  reload.mockReset();
  vi.restoreAllMocks();
});

describe('a page that cannot be shown', () => {
  it('says so inside the site’s layout, whose links keep working, with a way to load it again and home', () => {
    page(new Error('render failed'));
    expect(screen.getByRole('heading', { level: 1, name: pageError.heading })).toBeVisible();
    expect(screen.getByRole('link', { name: pageError.reload })).toHaveAttribute('href', '/cloud');
    expect(screen.getByRole('link', { name: pageError.home })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(reload).not.toHaveBeenCalled();
  });

  it('loads as a document when its module failed to load, once a minute at most', async () => {
    const failed = await failedPageLoad();
    page(failed).unmount();
    expect(reload).toHaveBeenCalledTimes(1);
    // The reload brought the same failure: the page says so instead of loading again and again.
    page(failed);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: pageError.heading })).toBeVisible();
  });

  it('waits until it is shown: a page rendered ahead, hidden, does not reload the one on screen', async () => {
    page(await failedPageLoad(), false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not load again for a chunk a part of it loads, which the browser refuses as the document is left', () => {
    page(new TypeError('error loading dynamically imported module: /assets/WheelScene-1.js'));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: pageError.heading })).toBeVisible();
  });

  it('waits while the document is being left, whose navigation a reload would cancel, and loads if it stays', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // A clock behind the real one, so the leaving this test makes is long past for the tests after it.
    vi.setSystemTime(Date.now() - 10 * LEAVING_GRACE_MS);
    try {
      const onItsWay = loadPage('comingSoon');
      window.dispatchEvent(new Event('beforeunload'));
      const failed = await onItsWay.then(
        () => new Error('it loaded'),
        (error: Error) => error,
      );
      page(failed);
      vi.advanceTimersByTime(LEAVING_GRACE_MS - 1);
      expect(reload).not.toHaveBeenCalled();
      // Still here: the navigation did not happen (a download, a mailto: link).
      vi.advanceTimersByTime(1);
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('offline, waits for the network instead of loading the browser’s offline page', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    page(await failedPageLoad());
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: pageError.heading })).toBeVisible();
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
