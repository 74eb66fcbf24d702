// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Env } from '../env';
import { handleDesk, isDeskPath } from './desk';

describe('the owner’s desk without Cloudflare Access configured', () => {
  it('is not there: every desk path is the site’s own 404 page, with status 404, never indexed', async () => {
    const assets = {
      fetch: async () => new Response('<h1>404</h1><p>Oops! Page not found</p>', { status: 200 }),
    } as unknown as Fetcher;
    for (const path of ['/owner', '/owner/', '/owner/leads.csv', '/owner/leads/1/answered']) {
      const response = await handleDesk(new Request(`https://www.northbridge.example${path}`), {
        ASSETS: assets,
      } as Env);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('Oops! Page not found');
      expect(response.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
    }
  });

  it('owns /owner and what is under it, nothing else', () => {
    expect(isDeskPath('/owner')).toBe(true);
    expect(isDeskPath('/owner/leads.csv')).toBe(true);
    expect(isDeskPath('/owners')).toBe(false);
    expect(isDeskPath('/about')).toBe(false);
  });
});
