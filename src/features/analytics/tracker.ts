import {
  beaconLimits,
  eventsEndpoint,
  type Acquisition,
  type Beacon,
  type BeaconEvent,
} from '../../shared/analyticsEvents';
import { utmFields, type SourceField } from '../../shared/sourceFields';
import { currentVisit, firstInVisit } from '../../store/visit';
import { contactDialogId, leadStoredEvent, type LeadStoredDetail } from '../../ui/contactDialogIds';
import { MOBILE_MAX_WIDTH } from '../../ui/theme';
import { watchVitals } from './vitals';

/*
 * The site's own analytics in the page (docs/analytics.md): page views, contact dialog openings with their call to
 * action, leads stored, and Web Vitals, sent in batches to the site's own endpoint with `navigator.sendBeacon` when
 * the page is hidden or left. No cookie, no identifier: what tells visits apart is only the tab's own
 * sessionStorage, which says whether a view is the visit's first (of all, and of its route).
 */

const queue: BeaconEvent[] = [];
/** A batch goes out early when this many events wait (the beacon's limit is 30). */
const SEND_AT = 20;

/** The page views noted but not recorded yet (loadAnalytics.ts), oldest first; each is taken once. */
let takeViews: () => string[] = () => [];

/** Records the page views noted so far: at an idle moment, and before anything else is recorded or sent. */
export function recordViews(): void {
  for (const path of takeViews()) view(path);
}

function send(): void {
  recordViews();
  const visit = currentVisit();
  const acquisition = { referrer_host: visit.referrer_host } as Acquisition;
  for (const field of utmFields) acquisition[field] = visit[field] ?? '';
  // The viewport as the page's own CSS reads it (phones under 768 px).
  const device = matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`).matches ? 'mobile' : 'desktop';
  while (queue.length > 0) {
    const beacon: Beacon = { device, visit: acquisition, events: queue.splice(0, beaconLimits.events) };
    navigator.sendBeacon(eventsEndpoint, JSON.stringify(beacon));
  }
}

function record(event: BeaconEvent): void {
  // A view noted before this event (a tap's page, then the call to action on it) is counted before it.
  if (event.type !== 'view') recordViews();
  queue.push(event);
  if (queue.length >= SEND_AT) send();
}

/** A page view of `path`. */
export function view(path: string): void {
  record({ type: 'view', path, ...firstInVisit('analytics-seen', path) });
}

/** The contact dialog opened: its call to action, as the form's hidden fields hold it (features/contact). */
function opened(dialog: Element): void {
  const form = dialog.querySelector('form');
  const field = (name: SourceField) =>
    (form?.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
  record({ type: 'open', path: location.pathname, place: field('cta_place'), service: field('cta_service') });
}

/**
 * Starts counting: the views noted before it loaded and from now on (`noted` takes them), then openings, leads and
 * vitals as they happen. The vitals are set up in idle moments after it (vitals.ts): resolves once they all are.
 */
export function start(noted: () => string[]): Promise<void> {
  takeViews = noted;
  recordViews();
  const dialog = document.getElementById(contactDialogId);
  if (dialog?.hasAttribute('open')) opened(dialog);
  document.addEventListener(
    'toggle',
    (event) => {
      const target = event.target as Element;
      if (target.id === contactDialogId && (event as ToggleEvent).newState === 'open') opened(target);
    },
    { capture: true },
  );
  document.addEventListener(leadStoredEvent, (event) => {
    const { page, place, service } = (event as CustomEvent<LeadStoredDetail>).detail;
    record({ type: 'lead', path: page || location.pathname, place, service });
  });
  // Vitals describe the document's load: they count for the route it was loaded at.
  const loadedAt = new URL(performance.getEntriesByType('navigation')[0]?.name ?? location.href).pathname;
  // After web-vitals' own listeners, which report on the same events: theirs are on window in the capture phase,
  // these on window in the bubbling phase, so these run last whenever each was added.
  window.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && send());
  window.addEventListener('pagehide', send);
  return watchVitals((name, value, target) => record({ type: 'vital', path: loadedAt, name, value, target }));
}
