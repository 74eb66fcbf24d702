import { describe, expect, it, vi } from 'vitest';
import { loadPage, loadRoute, warmPage, warmRoute } from './pageModules';

// The not-found page's chunk fails to load, as a chunk does after a deploy replaced it.
vi.mock('../pages/NotFoundPage', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/NotFoundPage-1.js');
});

// The about page's module requests a part of itself in a chunk of its own, as the home page does.
const aboutPart = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<{ default: () => null }>(
    (resolve) => (arrive = () => resolve({ default: () => null })),
  );
  return { arrive: () => arrive(), arrived };
});
vi.mock('../pages/AboutPage', async () => {
  const { requestPagePart } = await import('../ui/pageCode');
  requestPagePart(() => aboutPart.arrived);
  return { default: () => null };
});

// The cloud page's own content (src/pages/offerContent.ts) arrives when the test says so.
const cloudContent = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrive: () => arrive(), arrived };
});
vi.mock('../pages/service/cloud', async () => {
  await cloudContent.arrived;
  return { default: { content: { id: 'cloud' }, picture: { label: '', wide: '', narrow: '' } } };
});

describe('a service or industry page', () => {
  it('waits for its own content as well as its template’s module: a tap swaps it in, and a warm-up settles, once both have arrived', async () => {
    let warmed = false;
    const warmUp = warmRoute('/cloud').then(() => (warmed = true));
    await loadPage('service');
    await new Promise((resolve) => setTimeout(resolve));
    expect(loadRoute('/cloud')).not.toBeNull();
    expect(warmed).toBe(false);
    cloudContent.arrive();
    await warmUp;
    expect(loadRoute('/cloud')).toBeNull();
  });
});

describe('a page module', () => {
  it('warmed up ahead of a tap, settles once the parts it requested have arrived too, so a page rendered ahead is whole', async () => {
    let settled = false;
    const warmUp = warmPage('about').then(() => (settled = true));
    await loadPage('about');
    await new Promise((resolve) => setTimeout(resolve));
    expect(settled).toBe(false);
    aboutPart.arrive();
    await warmUp;
    expect(settled).toBe(true);
  });

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
    const failed = loadPage('notFound');
    await warmPage('notFound').catch(() => {});
    await new Promise((resolve) => setTimeout(resolve));
    expect(loadPage('notFound')).not.toBe(failed);
  });

  it('counts as a sign the document is being left when it is the page the document opened on, and it failed', async () => {
    // A link followed as the page appeared, before the app's first render requested the page's module: Firefox
    // cancels the request, and no beforeunload listener was there to hear the document being left.
    vi.resetModules();
    const opening = await import('./pageModules');
    const requests = await import('../ui/pageCode');
    await opening.loadPage('notFound').catch(() => {});
    expect(requests.mayBeLeaving()).toBe(true);
  });

  it('does not when a page after it failed: that failure is a deploy or the network', async () => {
    vi.resetModules();
    const later = await import('./pageModules');
    const requests = await import('../ui/pageCode');
    await later.loadPage('comingSoon');
    await later.loadPage('notFound').catch(() => {});
    expect(requests.mayBeLeaving()).toBe(false);
  });
});
