import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutesAt } from '../test/renderRoutes';
import { loadPage } from './pageModules';
import { keepPage } from './pagesAhead';
import { routes } from './routes';

// Two pages that count their renders. A phone's viewport: the home page's module alone, not the hero's desktop parts.
const { renders } = vi.hoisted(() => ({ renders: { home: 0, about: 0 } }));
vi.mock('../pages/HomePage', () => ({
  default: function HomePage() {
    renders.home += 1;
    return <h1>Home page</h1>;
  },
}));
vi.mock('../pages/AboutPage', () => ({
  default: function AboutPage() {
    renders.about += 1;
    return <h1>About page</h1>;
  },
}));
vi.mock('../canvas/sceneSupport', async (original) => ({
  ...(await original<typeof import('../canvas/sceneSupport')>()),
  isMobileViewport: () => true,
}));

describe('the pages of the stack', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a page rendered ahead is shown, and the page left hidden, without a render of either page', async () => {
    const navigate = await renderRoutesAt('/about');
    expect(await screen.findByRole('heading', { name: 'About page' })).toBeVisible();
    await act(async () => {
      keepPage(routes.find((route) => route.page === 'home')!);
      await loadPage('home');
    });
    expect(screen.getByText('Home page')).not.toBeVisible();
    const before = { ...renders };
    expect(before.home).toBeGreaterThan(0);

    await act(async () => navigate('/'));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeVisible();
    expect(screen.getByText('About page')).not.toBeVisible();
    await act(async () => navigate('/about'));
    expect(screen.getByRole('heading', { name: 'About page' })).toBeVisible();
    expect(screen.getByText('Home page')).not.toBeVisible();
    expect(renders).toEqual(before);
  });
});
