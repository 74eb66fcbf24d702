import { describe, expect, it } from 'vitest';
import { loadPage } from './pageModules';

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
});
