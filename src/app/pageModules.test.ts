import { describe, expect, it, vi } from 'vitest';
import { loadPage, warmPage } from './pageModules';

// The not-found page's chunk fails to load, as a chunk does after a deploy replaced it.
vi.mock('../pages/NotFoundPage', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/NotFoundPage-1.js');
});

describe('a page module', () => {
  it('is requested once, and says it has arrived in the fields React reads, so the page renders without suspending', async () => {
    const first = loadPage('comingSoon');
    expect(loadPage('comingSoon')).toBe(first);
    expect(first.status).toBe('pending');
    const module = await first;
    expect(first.status).toBe('fulfilled');
    expect(first.status === 'fulfilled' && first.value).toBe(module);
    expect(typeof module.default).toBe('function');
  });

  it('stays failed once its request failed, so the page that needs it reads the failure instead of waiting forever', async () => {
    const failed = loadPage('notFound');
    await expect(failed).rejects.toThrow();
    expect(failed.status).toBe('rejected');
    expect(loadPage('notFound')).toBe(failed);
  });

  it('is requested again after a warm-up that failed: the warm-up leaves no trace', async () => {
    const warmUp = warmPage('notFound');
    await warmUp.catch(() => {});
    await new Promise((resolve) => setTimeout(resolve));
    expect(loadPage('notFound')).not.toBe(warmUp);
  });

  it('counts as a sign the document is being left when it is the page the document opened on, and it failed', async () => {
    // A link followed as the page appeared, before the app's first render requested the page's module: Firefox
    // cancels the request, and no beforeunload listener was there to hear the document being left.
    vi.resetModules();
    const opening = await import('./pageModules');
    await opening.loadPage('notFound').catch(() => {});
    expect(opening.mayBeLeaving()).toBe(true);
  });

  it('does not when a page after it failed: that failure is a deploy or the network', async () => {
    vi.resetModules();
    const later = await import('./pageModules');
    await later.loadPage('comingSoon');
    await later.loadPage('notFound').catch(() => {});
    expect(later.mayBeLeaving()).toBe(false);
  });
});
