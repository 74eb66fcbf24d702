import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutesAt } from '../test/renderRoutes';
import { AfterFirstScreen } from '../ui/AfterFirstScreen';
import { markHydrated } from './siteLocation';

// The home page: its heading, and a part below its first screen. Its opening: the hero's words alone.
vi.mock('../pages/HomePage', () => ({
  default: function HomePage() {
    return (
      <>
        <h1>Home page</h1>
        <AfterFirstScreen>
          <p>Below the first screen</p>
        </AfterFirstScreen>
      </>
    );
  },
}));
vi.mock('../pages/AboutPage', () => ({ default: () => <h1>About page</h1> }));
vi.mock('../features/hero/Hero', () => ({ Hero: () => <h1>Home opening</h1> }));
vi.mock('../canvas/sceneSupport', async (original) => ({
  ...(await original<typeof import('../canvas/sceneSupport')>()),
  isMobileViewport: () => true,
}));

/** Lets frames and the tasks after them run, a few times over: the opening's frame, then the page's. */
async function framesPass() {
  for (let i = 0; i < 4; i++)
    await act(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 1)));
    });
}

describe('a page that replaces its opening', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows its opening first, then the page rendered as a swap renders it: a part below the first screen held for a frame', async () => {
    markHydrated();
    const navigate = await renderRoutesAt('/about');
    expect(await screen.findByRole('heading', { name: 'About page' })).toBeVisible();

    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      // The page shown: not one rendered ahead or left, which <Activity> hides with `display: none`.
      const heading =
        [...document.querySelectorAll('main h1')].find((h1) => !h1.closest('[style*="display: none"]'))
          ?.textContent ?? '';
      const below = document.body.textContent?.includes('Below the first screen') ? 'below' : 'held';
      const state = heading === 'Home page' ? `page, ${below}` : heading;
      if (seen.at(-1) !== state) seen.push(state);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await act(async () => navigate('/'));
    await framesPass();
    observer.disconnect();

    expect(seen).toEqual(['Home opening', 'page, held', 'page, below']);
  });
});
