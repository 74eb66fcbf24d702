import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contactForm } from '../../src/content/contactForm';
import { newClient, origin, postForm, postJson, query, rowsWith, tagMarker, validLead } from './client';
import { shownValues } from './page';

// The hostile-input probe (docs/decisions/0032-outside-text-is-cleaned-once.md), one defect per test, over HTTP against the real runtime: what is answered,
// and what is stored, read back as bytes.

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
/** A stored text column read as bytes, decoded strictly: throws on anything that is not UTF-8. */
const storedBytes = (table: string, column: string, id: number): string => {
  const [row] = query<{ bytes: Uint8Array }>(
    `SELECT CAST(${column} AS BLOB) AS bytes FROM ${table} WHERE id = ?1`,
    id,
  );
  return strictUtf8.decode(row!.bytes);
};

const beaconEndpoint = `${origin}/api/events`;
const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const sendBeacon = (body: unknown) =>
  fetch(beaconEndpoint, {
    method: 'POST',
    headers: {
      'Content-Type': 'text/plain;charset=UTF-8',
      Origin: origin,
      'Sec-Fetch-Site': 'same-origin',
      'User-Agent': browser,
      'CF-Connecting-IP': newClient(),
    },
    body: JSON.stringify(body),
  });
const storedEvents = (marker: string) =>
  query<{ id: number; metric: string; value: number; target: string; utm_source: string; utm_term: string }>(
    'SELECT * FROM events WHERE utm_content = ?1 ORDER BY id',
    marker,
  );

describe('1. a valid message in another script is refused, and the no-JS form then forgets everything typed', () => {
  it('stores a form post of 3,000 Cyrillic or 1,900 CJK characters, and JSON of 4,100 emoji', async () => {
    for (const [what, char, count, post] of [
      ['Cyrillic, form', 'Ж', 3000, postForm],
      ['CJK, form', '漢', 1900, postForm],
      ['emoji, JSON', '😀', 4100, postJson],
    ] as const) {
      const marker = randomUUID();
      const message = `${char.repeat(count)} ${marker}`;
      const response = await post({ ...validLead(), message });
      expect(response.status, what).toBe(post === postForm ? 303 : 201);
      expect(
        rowsWith(marker).map((row) => row.message),
        what,
      ).toEqual([message]);
    }
  });

  it('stores a form post of every field at its limit in 4-byte characters', async () => {
    const marker = randomUUID();
    const lead = {
      ...validLead(),
      name: `${'😀'.repeat(163)} ${marker}`,
      company: '😀'.repeat(200),
      phone: '😀'.repeat(50),
      message: '😀'.repeat(5000),
      utm_source: '😀'.repeat(100),
      utm_campaign: '😀'.repeat(100),
    };
    expect((await postForm(lead)).status).toBe(303);
    expect(rowsWith(marker)).toEqual([expect.objectContaining(lead)]);
  });

  it('gives a form post over the limits back with every value typed: 400 under the body limit, 413 over it', async () => {
    for (const [count, status] of [
      [8_000, 400],
      [80_000, 413],
    ] as const) {
      const marker = randomUUID();
      const values = { ...validLead(), name: `Zoë ${marker}`, message: `${'Я'.repeat(count)} ${marker}` };
      const response = await postForm(values);
      expect(response.status, `${count}`).toBe(status);
      const shown = shownValues(await response.text());
      expect(shown, `${count}`).toMatchObject(values);
      expect(shown['(banner)']).toBe(status === 413 ? contactForm.server.tooLarge : '');
      expect(rowsWith(marker)).toEqual([]);
    }
  });
});

// The export of a lead stored before the host cleaned values: export.test.ts.
describe('2. control characters are stored and exported raw', () => {
  it('stores the name, company, phone and message without ESC, BEL, NUL or CR, the message keeping its lines', async () => {
    const marker = randomUUID();
    const response = await postJson({
      ...validLead(),
      name: 'Eve\u001b]0;pwned\u0007\u001b[2J',
      company: `ACME\u0000 ${marker}`,
      phone: '555\r\n0100',
      message: `Hi\u001b[2J\r\nthere\u0007 ${marker}\u009b`,
    });
    expect(response.status).toBe(201);
    expect(rowsWith(marker)).toEqual([
      expect.objectContaining({
        name: 'Eve]0;pwned[2J',
        company: `ACME ${marker}`,
        phone: '555 0100',
        message: `Hi[2J\nthere ${marker}`,
      }),
    ]);
  });
});

describe('3. invalid UTF-8 gets into the database', () => {
  it('stores lone surrogates sent in JSON as U+FFFD: every stored byte is UTF-8', async () => {
    const marker = randomUUID();
    const response = await postJson(
      `{"name":"Ada \\ud800 Lovelace","email":"ada@example.com","message":"lone \\udc00 ${marker}"}`,
    );
    expect(response.status).toBe(201);
    const [row] = rowsWith(marker);
    expect(storedBytes('leads', 'name', row!.id)).toBe('Ada \ufffd Lovelace');
    expect(storedBytes('leads', 'message', row!.id)).toBe(`lone \ufffd ${marker}`);
  });

  it('never cuts a vital’s target inside a character', async () => {
    const marker = tagMarker();
    const target = `a${'😀'.repeat(40)}`;
    const response = await sendBeacon({
      device: 'desktop',
      visit: { utm_content: marker },
      events: [{ type: 'vital', path: '/', name: 'LCP', value: 1200, target }],
    });
    expect(response.status).toBe(204);
    const [event] = storedEvents(marker);
    expect(storedBytes('events', 'target', event!.id)).toBe('');
  });
});

describe('4. the refusal page does not escape & in values', () => {
  it('shows "Tom &lt;3" as typed, so sending the form again stores the same text', async () => {
    const marker = randomUUID();
    const values = { ...validLead(), name: 'Tom &lt;3 & "Jerry" <b>', email: 'nope', company: marker };
    const refused = await postForm(values);
    expect(refused.status).toBe(400);
    const shown = shownValues(await refused.text());
    expect(shown.name).toBe(values.name);
    expect((await postForm({ ...shown, email: 'tom@example.com' })).status).toBe(303);
    expect(query<{ name: string }>('SELECT name FROM leads WHERE company = ?1', marker)).toEqual([
      { name: values.name },
    ]);
  });
});

describe('5. personal data can enter the figures', () => {
  it('keeps no e-mail address or phone number from a vital’s target or the utm tags', async () => {
    const marker = tagMarker();
    const response = await sendBeacon({
      device: 'desktop',
      visit: { utm_source: 'ada@example.com', utm_term: '+1 (555) 010-0199', utm_content: marker },
      events: [{ type: 'vital', path: '/', name: 'INP', value: 180, target: 'ada@example.com' }],
    });
    expect(response.status).toBe(204);
    expect(storedEvents(marker)).toEqual([
      expect.objectContaining({ metric: 'INP', value: 180, target: '', utm_source: '', utm_term: '' }),
    ]);
  });
});

describe('6. values outside what the code itself says it keeps', () => {
  it('refuses a CLS of 600,000 (the report showed "CLS 600000.00") and stores nothing of the beacon', async () => {
    const marker = tagMarker();
    const response = await sendBeacon({
      device: 'desktop',
      visit: { utm_content: marker },
      events: [
        { type: 'view', path: '/', visit: true, route: true },
        { type: 'vital', path: '/', name: 'CLS', value: 600_000, target: 'main' },
      ],
    });
    expect(response.status).toBe(400);
    expect(storedEvents(marker)).toEqual([]);
  });
});

describe('7. smaller gaps', () => {
  it('a honeypot holding a number or an array passes the bot check: told "stored", nothing stored', async () => {
    for (const website of [1, ['x'], true, { a: 1 }, ' ']) {
      const marker = randomUUID();
      const response = await postJson({ ...validLead(marker), website });
      expect(response.status, JSON.stringify(website)).toBe(201);
      expect(rowsWith(marker), JSON.stringify(website)).toEqual([]);
    }
  });

  it('service: 1 is stored as "no service" instead of being refused', async () => {
    const marker = randomUUID();
    const response = await postJson({ ...validLead(marker), service: 1 });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: { form: contactForm.server.unreadable } });
    expect(rowsWith(marker)).toEqual([]);
  });

  it('a name made only of a zero-width space counts as a name', async () => {
    const marker = randomUUID();
    const response = await postJson({ ...validLead(marker), name: '\u200b' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: { name: contactForm.errors.nameRequired } });
    expect(rowsWith(marker)).toEqual([]);
  });

  it('source_page and landing_page accept //evil.example/path', async () => {
    const marker = randomUUID();
    const response = await postJson({
      ...validLead(marker),
      source_page: '//evil.example/path',
      landing_page: '//evil.example/path',
    });
    expect(response.status).toBe(201);
    expect(rowsWith(marker)).toEqual([expect.objectContaining({ source_page: '', landing_page: '' })]);
  });

  it('the refusal page returns whatever same-origin file the Referer names: it is always the form', async () => {
    for (const from of ['/robots.txt', '/sitemap.xml', '/favicon.svg', '/no-such-page', '//evil.example/x']) {
      const values = { ...validLead(), email: 'nope' };
      const response = await postForm(values, { headers: { Referer: `${origin}${from}` } });
      expect(response.status, from).toBe(400);
      expect(response.headers.get('Content-Type'), from).toContain('text/html');
      expect(shownValues(await response.text()), from).toMatchObject(values);
    }
  });
});
