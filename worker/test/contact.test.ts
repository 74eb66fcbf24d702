import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contactForm } from '../../src/content/contactForm';
import { serviceInterestOptions } from '../../src/content/serviceInterests';
import { contactLimits } from '../../src/shared/leadRules';
import { MAX_BODY_BYTES } from '../body';
import { endpoint, newClient, origin, postForm, postJson, query, rowsWith, validLead } from './client';
import { headingText } from './page';

/** The security headers of the static files (host/headers.ts) and no caching. */
const expectHostHeaders = (response: Response) => {
  const csp = response.headers.get('Content-Security-Policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");
  // The test server is plain http, where the policy upgrades nothing (worker/index.ts).
  expect(csp).not.toContain('upgrade-insecure-requests');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("connect-src 'self'");
  expect(response.headers.get('Strict-Transport-Security')).toMatch(/max-age=\d{8}/);
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(response.headers.get('X-Frame-Options')).toBe('DENY');
  expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
};

describe('POST /api/contact stores a lead', () => {
  it('answers 201 to the dialog and stores the exact values once', async () => {
    const lead = validLead();
    const response = await postJson(lead);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: 'stored' });
    expectHostHeaders(response);
    const [row, ...more] = rowsWith(lead.message);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ ...lead, idempotency_key: null });
    expect(Date.now() - Date.parse(row!.created_at)).toBeLessThan(60_000);
  });

  it('answers a form posted without JavaScript with 303 to the confirmation page and stores it', async () => {
    const lead = validLead();
    const response = await postForm(lead);
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/contact/sent');
    expectHostHeaders(response);
    expect(rowsWith(lead.message)).toHaveLength(1);
    const page = await fetch(new URL('/contact/sent', origin));
    expect(page.status).toBe(200);
    expect(headingText(await page.text())).toBe(contactForm.toast.success.title);
  });

  it('stores SQL and markup verbatim and never runs them', async () => {
    const marker = randomUUID();
    const lead = {
      ...validLead(marker),
      name: `Robert'); DROP TABLE leads; -- ${marker}`,
      company: '<img src=x onerror=alert(1)>',
      message: `"; DELETE FROM leads WHERE 1=1; -- <script>alert('x')</script> ${marker} 🚀 Zoë`,
    };
    expect((await postJson(lead)).status).toBe(201);
    expect(rowsWith(marker)).toEqual([expect.objectContaining(lead)]);
    expect(query<{ n: number }>('SELECT COUNT(*) AS n FROM leads')[0]!.n).toBeGreaterThan(0);
  });

  it('accepts every one of the seven services and an empty one', async () => {
    for (const service of [...serviceInterestOptions.map((o) => o.value), '']) {
      const lead = { ...validLead(), service };
      expect((await postJson(lead)).status, service).toBe(201);
      expect(rowsWith(lead.message)[0]?.service).toBe(service);
    }
  });
});

describe('POST /api/contact refuses what breaks a rule', () => {
  it('answers 400 with a message per invalid field, the form’s own messages, and stores nothing', async () => {
    const marker = randomUUID();
    const response = await postJson({
      name: ' ',
      email: 'ada@',
      service: 'free-lunch',
      message: '',
      company: marker,
    });
    expect(response.status).toBe(400);
    expectHostHeaders(response);
    expect(await response.json()).toEqual({
      errors: {
        name: contactForm.errors.nameRequired,
        email: contactForm.errors.emailInvalid,
        service: contactForm.errors.serviceInvalid,
        message: contactForm.errors.messageRequired,
      },
    });
    expect(query('SELECT id FROM leads WHERE company = ?1', marker)).toEqual([]);
  });

  it('requires an email and a message, and treats missing fields as empty', async () => {
    const response = await postJson({ name: 'Ada' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: { email: contactForm.errors.emailRequired, message: contactForm.errors.messageRequired },
    });
  });

  it('answers 400 to a field that is there but not text, required or optional, and stores nothing', async () => {
    for (const wrong of [
      { email: 7 },
      { message: ['hi'] },
      { service: 1 },
      { company: null },
      { utm_term: 42 },
    ]) {
      const marker = randomUUID();
      const response = await postJson({ ...validLead(marker), name: `Ada ${marker}`, ...wrong });
      expect(response.status, JSON.stringify(wrong)).toBe(400);
      expect(await response.json()).toEqual({ errors: { form: contactForm.server.unreadable } });
      expect(rowsWith(marker)).toEqual([]);
    }
  });

  it('accepts each field at its length limit and refuses one character more', async () => {
    for (const [field, max] of Object.entries(contactLimits)) {
      const atLimit = field === 'email' ? `${'a'.repeat(max - 12)}@example.com` : 'x'.repeat(max);
      const lead = { ...validLead(), [field]: atLimit };
      // The message carries the marker; at its limit the marker goes in the name instead.
      if (field === 'message') lead.name = randomUUID();
      expect((await postJson(lead)).status, `${field} at ${max}`).toBe(201);
      const over = await postJson({ ...lead, [field]: `x${atLimit}` });
      expect(over.status, `${field} over ${max}`).toBe(400);
      expect(await over.json()).toEqual({ errors: { [field]: contactForm.errors.tooLong(max) } });
    }
  });

  it('answers 415 to any other content type', async () => {
    for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/xml']) {
      const response = await postJson(validLead(), { headers: { 'Content-Type': type } });
      expect(response.status, type).toBe(415);
      expectHostHeaders(response);
    }
  });

  it('answers 400 to malformed JSON and to JSON that is not an object', async () => {
    for (const body of ['{"name": "Ada"', 'null', '[1,2]', '"text"']) {
      const response = await postJson(body);
      expect(response.status, body).toBe(400);
      expect(await response.json()).toEqual({ errors: { form: contactForm.server.unreadable } });
    }
  });

  it('answers 413 to a body over 128 KB, declared or streamed without a length', async () => {
    const marker = randomUUID();
    const big = { ...validLead(), message: `${marker} ${'x'.repeat(MAX_BODY_BYTES)}` };
    const declared = await postJson(big);
    expect(declared.status).toBe(413);
    expectHostHeaders(declared);
    const bytes = new TextEncoder().encode(JSON.stringify(big));
    const streamed = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': newClient() },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(bytes.slice(0, 90_000));
          controller.enqueue(bytes.slice(90_000));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(rowsWith(marker)).toEqual([]);
  });

  it('answers 405 with Allow: POST to every other method', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await fetch(endpoint, { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('Allow'), method).toBe('POST');
      expectHostHeaders(response);
    }
  });

  it('answers 403 to a post from another site and stores nothing', async () => {
    const cases: Record<string, string>[] = [
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site', Origin: 'https://shop.northbridge.example' },
      { Origin: 'null' },
    ];
    for (const headers of cases) {
      const lead = validLead();
      const response = await postForm(lead, { headers });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expectHostHeaders(response);
      expect(rowsWith(lead.message)).toEqual([]);
    }
  });

  it('accepts a request from a tool that sends neither Origin nor Sec-Fetch-Site', async () => {
    const lead = validLead();
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': newClient() },
      body: JSON.stringify(lead),
    });
    expect(response.status).toBe(201);
    expect(rowsWith(lead.message)).toHaveLength(1);
  });
});
