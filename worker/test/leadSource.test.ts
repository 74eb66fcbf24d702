import { describe, expect, it } from 'vitest';
import { leadSource, origin, postForm, postJson, rowsWith, validLead } from './client';
import { shownValues } from './page';

const emptySource = {
  source_page: '',
  cta_place: '',
  cta_service: '',
  landing_page: '',
  referrer_host: '',
  utm_source: '',
  utm_medium: '',
  utm_campaign: '',
  utm_term: '',
  utm_content: '',
};

describe('a lead is stored with where it came from', () => {
  it('stores the source the dialog sends with the lead', async () => {
    const lead = { ...validLead(), ...leadSource() };
    expect((await postJson(lead)).status).toBe(201);
    expect(rowsWith(lead.message)).toEqual([expect.objectContaining(lead)]);
  });

  it('takes the page of a form posted without JavaScript from its Referer, path only', async () => {
    const lead = validLead();
    const response = await postForm(lead, {
      headers: { Referer: `${origin}/cloud?section=azure&utm_source=newsletter` },
    });
    expect(response.status).toBe(303);
    expect(rowsWith(lead.message)).toEqual([
      expect.objectContaining({ ...lead, ...emptySource, source_page: '/cloud' }),
    ]);
  });

  it('prefers the page the form itself names (a script ran) over the Referer', async () => {
    const lead = { ...validLead(), ...leadSource(), source_page: '/security' };
    expect((await postForm(lead, { headers: { Referer: `${origin}/about` } })).status).toBe(303);
    expect(rowsWith(lead.message)).toEqual([expect.objectContaining(lead)]);
  });

  it('never takes the page from another site’s Referer', async () => {
    const lead = validLead();
    expect((await postJson(lead, { headers: { Referer: 'https://evil.example/about' } })).status).toBe(201);
    expect(rowsWith(lead.message)[0]).toMatchObject({ source_page: '' });
  });

  it('stores a source value that breaks its rule as empty, and still stores the lead', async () => {
    const lead = validLead();
    const response = await postJson({
      ...lead,
      source_page: 'https://evil.example/about',
      cta_place: 'popup-of-doom',
      cta_service: 'free-lunch',
      landing_page: '//evil.example/path',
      referrer_host: 'https://news.example.com/path?q=secret',
      utm_source: 'ada@example.com',
      utm_medium: 'line\nbreak',
      utm_campaign: 'c'.repeat(150),
      utm_term: '+1 (555) 010-0199',
    });
    expect(response.status).toBe(201);
    expect(rowsWith(lead.message)).toEqual([
      expect.objectContaining({
        ...lead,
        ...emptySource,
        utm_medium: 'line break',
        utm_campaign: 'c'.repeat(100),
      }),
    ]);
  });

  it('takes the page only from a route of the site, never from //evil.example/path or a file', async () => {
    for (const referer of [
      `${origin}//evil.example/path`,
      `${origin}/robots.txt`,
      `${origin}/no-such-page`,
    ]) {
      const lead = validLead();
      expect((await postForm(lead, { headers: { Referer: referer } })).status, referer).toBe(303);
      expect(rowsWith(lead.message)[0], referer).toMatchObject({ source_page: '' });
    }
    const lead = validLead();
    expect((await postForm(lead, { headers: { Referer: `${origin}/cloud/` } })).status).toBe(303);
    expect(rowsWith(lead.message)[0]).toMatchObject({ source_page: '/cloud' });
  });

  it('keeps the source through a form that comes back with an error, so sending it again keeps it', async () => {
    const lead = { ...validLead(), ...leadSource(), email: 'not an address' };
    const response = await postForm(lead);
    expect(response.status).toBe(400);
    expect(shownValues(await response.text())).toMatchObject(leadSource());
  });
});
