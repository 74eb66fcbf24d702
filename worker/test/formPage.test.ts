import { describe, expect, it } from 'vitest';
import { contactForm } from '../../src/content/contactForm';
import { origin, postForm, rowsWith, validLead } from './client';
import { shownValues } from './page';

/** The parts of the returned page's markup. */
const read = (html: string) => ({
  dialog: /<dialog[^>]*id="contact-dialog"[^>]*>/.exec(html)?.[0] ?? '',
  // Attribute values may hold `>`: a tag ends at the first `>` outside quotes.
  input: (id: string) =>
    new RegExp(`<input(?:[^>"]|"[^"]*")*id="${id}"(?:[^>"]|"[^"]*")*>`).exec(html)?.[0] ?? '',
  error: (id: string) => new RegExp(`<p[^>]*id="${id}-error"[^>]*>([^<]*)</p>`).exec(html),
  selected: /<option[^>]*value="([^"]*)"[^>]*selected[^>]*>/.exec(html)?.[1],
  title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
});

describe('a form posted without JavaScript that breaks a rule', () => {
  it('comes back as the same page with the dialog open, every value kept and each message under its field', async () => {
    const values = {
      ...validLead(),
      name: '"><script>alert(1)</script>',
      email: 'ada@',
      service: 'it-talent',
      message: '</textarea><b>kept</b> & more',
    };
    const response = await postForm(values, { headers: { Referer: `${origin}/cloud?section=azure` } });
    expect(response.status).toBe(400);
    expect(response.headers.get('Content-Type')).toContain('text/html');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    const html = await response.text();
    const page = read(html);
    // The page the form was on (its tab kept), marked as an error for screen readers and history.
    expect(page.title).toMatch(/^Error: Cloud/);
    expect(html).toContain('aria-selected="true"');
    expect(page.dialog).toContain(' open');
    // Values come back escaped (`&` too): the quote cannot end the attribute, `</textarea>` cannot end the text
    // area, so the markup stays text, and the browser shows exactly what was sent (also contact-nojs.spec).
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('</textarea><b>');
    expect(shownValues(html)).toMatchObject({
      name: values.name,
      email: 'ada@',
      service: 'it-talent',
      message: values.message,
    });
    expect(page.input('contact-email')).toContain('aria-invalid="true"');
    expect(page.input('contact-email')).toContain('aria-describedby="contact-email-error"');
    expect(page.input('contact-email')).toContain('autofocus');
    expect(page.error('contact-email')?.[1]).toBe(contactForm.errors.emailInvalid);
    expect(page.error('contact-email')?.[0]).not.toContain('hidden');
    expect(page.input('contact-name')).not.toContain('aria-invalid');
    expect(page.error('contact-name')?.[0]).toContain('hidden');
    expect(page.selected).toBe('it-talent');
    expect(rowsWith(values.company)).toEqual([]);
    // The page comes without the app: its address is the endpoint's, and sending again is a plain form post.
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toContain('modulepreload');
  });

  it('without a Referer comes back on the home page', async () => {
    const response = await postForm({ ...validLead(), message: '' }, { headers: { Referer: '' } });
    expect(response.status).toBe(400);
    const page = read(await response.text());
    expect(page.dialog).toContain(' open');
    expect(page.error('contact-message')?.[1]).toBe(contactForm.errors.messageRequired);
  });
});
