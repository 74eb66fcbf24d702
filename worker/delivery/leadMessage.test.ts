import { describe, expect, it } from 'vitest';
import { leadEmail, leadPayload, noticePayload, type DeliveredLead } from './leadMessage';

const lead: DeliveredLead = {
  id: 42,
  created_at: '2026-11-25T18:40:12.345Z',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines Ltd',
  phone: '',
  service: 'cloud-services',
  message: 'Line one\nLine <two> & "three"',
  source_page: '/about',
  cta_place: 'about-hero',
  cta_service: '',
  landing_page: '/cloud',
  referrer_host: '',
  utm_source: 'newsletter',
  utm_medium: '',
  utm_campaign: 'autumn',
  utm_term: '',
  utm_content: '',
};

describe('the lead e-mail', () => {
  it('names the person, the company and the service in its subject, is from the site and replies to the visitor', () => {
    const email = leadEmail(lead, 'leads@northbridge.example', 'sales@northbridge.example');
    expect(email.subject).toBe('New lead: Ada Lovelace, Analytical Engines Ltd (Cloud Services)');
    expect(email.from).toEqual({ name: 'Northbridge website', email: 'leads@northbridge.example' });
    expect(email.to).toBe('sales@northbridge.example');
    expect(email.replyTo).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com' });
    expect(email.headers).toEqual({ 'X-Lead-Id': '42' });
  });

  it('gives the message as written and where the lead came from, leaving empty fields out, in text and HTML', () => {
    const { text, html } = leadEmail(lead, 'a@x.example', 'b@x.example');
    expect(text).toContain('Line one\nLine <two> & "three"');
    expect(text).toMatch(/^Sent from page: +\/about$/m);
    expect(text).toMatch(/^utm_campaign: +autumn$/m);
    expect(text).not.toMatch(/^Phone:/m);
    expect(text).not.toMatch(/^Referring site:/m);
    expect(text).toContain('Lead #42, received 2026-11-25 18:40 UTC.');
    expect(html).toContain('Line one\nLine &#60;two&#62; &#38; &#34;three&#34;');
    expect(html).toContain('<th align="left">Sent from page</th><td>/about</td>');
  });

  it('carries nothing that tracks: no image, no link, no remote address', () => {
    const { html } = leadEmail(
      { ...lead, message: 'see https://tracker.example/p.gif' },
      'a@x.example',
      'b@x.example',
    );
    expect(html).not.toMatch(/<img|<a\s|src=|href=|url\(/i);
  });

  it('never puts a line break or a control character into a header, whatever the visitor typed', () => {
    const hostile = {
      ...lead,
      name: 'Eve\r\nBcc: victim@example.com\u0007\u001b[2J',
      company: 'Evil\nCo\u2028Ltd\u202e',
    };
    const email = leadEmail(hostile, 'a@x.example', 'b@x.example');
    for (const value of [email.subject, email.replyTo.name])
      expect(value).not.toMatch(/[\p{Cc}\u2028\u2029\u202e]/u);
    expect(email.subject).toBe('New lead: Eve Bcc: victim@example.com[2J, Evil Co Ltd (Cloud Services)');
    expect(email.replyTo.name).toBe('Eve Bcc: victim@example.com[2J');
  });

  it('cuts a long subject at a whole character', () => {
    const email = leadEmail({ ...lead, name: '😀'.repeat(300) }, 'a@x.example', 'b@x.example');
    expect([...email.subject]).toHaveLength(200);
    expect(email.subject.endsWith('😀…')).toBe(true);
    expect(email.subject).not.toMatch(/\p{Cs}/u);
  });
});

describe('the webhook JSON', () => {
  it('is the lead with its id, or, when e-mail gave up, a notice that says so with the lead', () => {
    expect(leadPayload(lead)).toEqual({ type: 'lead', lead });
    expect(noticePayload(lead, { channel: 'email', attempts: 31, lastError: 'refused' })).toEqual({
      type: 'lead-undelivered',
      channel: 'email',
      attempts: 31,
      last_error: 'refused',
      lead,
    });
  });
});
