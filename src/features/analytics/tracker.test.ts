import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { noteVisit, visitFields } from '../../boot/visit';
import { sourceFields } from '../../shared/sourceFields';
import { recordViews, start, view } from './tracker';

vi.mock('./vitals', () => ({ watchVitals: vi.fn() }));

const sent: unknown[] = [];
/** The page views the app has noted and the tracker not yet recorded (loadAnalytics.ts). */
const noted = ['/cloud'];
beforeAll(() => {
  // jsdom's Performance has no entries API; a page opened by the test runner has no navigation entry either way.
  performance.getEntriesByType ??= () => [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: vi.fn((url: string, body: string) => sent.push({ url, ...(JSON.parse(body) as object) })),
  });
  window.matchMedia = vi.fn(() => ({ matches: false })) as unknown as typeof window.matchMedia;
  sessionStorage.clear();
  window.history.replaceState(null, '', '/cloud?utm_source=newsletter&utm_campaign=autumn');
  // The page's inline script notes the visit as the landing page starts.
  noteVisit(visitFields);
  document.body.innerHTML = `<dialog id="contact-dialog"><form>${sourceFields
    .map((f) => `<input type="hidden" name="${f}">`)
    .join('')}</form></dialog>`;
  start(() => noted.splice(0));
});
afterEach(() => void sent.splice(0));

const hide = () => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
};

describe('the analytics tracker', () => {
  it('sends what it counted, with the visit’s campaign and device class, when the page is hidden', () => {
    view('/about');
    view('/cloud');
    expect(sent).toEqual([]);
    hide();
    expect(sent).toEqual([
      {
        url: '/api/events',
        device: 'desktop',
        visit: {
          referrer_host: '',
          utm_source: 'newsletter',
          utm_medium: '',
          utm_campaign: 'autumn',
          utm_term: '',
          utm_content: '',
        },
        events: [
          { type: 'view', path: '/cloud', visit: true, route: true },
          { type: 'view', path: '/about', visit: false, route: true },
          { type: 'view', path: '/cloud', visit: false, route: false },
        ],
      },
    ]);
    hide();
    expect(sent).toHaveLength(1);
  });

  it('counts a page view noted before a dialog opening before it, however late its idle moment', () => {
    noted.push('/about');
    const dialog = document.getElementById('contact-dialog')!;
    dialog.dispatchEvent(Object.assign(new Event('toggle'), { newState: 'open' }));
    noted.push('/cloud');
    recordViews();
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([
      expect.objectContaining({
        events: [
          expect.objectContaining({ type: 'view', path: '/about' }),
          expect.objectContaining({ type: 'open' }),
          expect.objectContaining({ type: 'view', path: '/cloud' }),
        ],
      }),
    ]);
  });

  it('sends a page view noted just before the page is hidden, not yet recorded', () => {
    noted.push('/about');
    hide();
    expect(sent).toEqual([
      expect.objectContaining({ events: [expect.objectContaining({ type: 'view', path: '/about' })] }),
    ]);
  });

  it('counts a dialog opening with the call to action the form names, and a stored lead', () => {
    const dialog = document.getElementById('contact-dialog')!;
    const form = dialog.querySelector('form')!;
    (form.elements.namedItem('cta_place') as HTMLInputElement).value = 'header';
    dialog.dispatchEvent(Object.assign(new Event('toggle'), { newState: 'open' }));
    dialog.dispatchEvent(Object.assign(new Event('toggle'), { newState: 'closed' }));
    document.dispatchEvent(
      new CustomEvent('contact-lead-stored', { detail: { page: '/about', place: 'header', service: '' } }),
    );
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([
      expect.objectContaining({
        events: [
          { type: 'open', path: '/cloud', place: 'header', service: '' },
          { type: 'lead', path: '/about', place: 'header', service: '' },
        ],
      }),
    ]);
  });

  it('sends early once 20 events wait, and never more than 30 in one beacon', () => {
    for (let i = 0; i < 19; i++) view('/about');
    expect(sent).toEqual([]);
    view('/about');
    expect(sent).toHaveLength(1);
    expect((sent[0] as { events: unknown[] }).events).toHaveLength(20);
  });
});
