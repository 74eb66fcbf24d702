import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals';
import type { MetricName } from '../../shared/analyticsEvents';
import { idleSteps } from '../../ui/idle';
import { targetSelector } from './targetSelector';

export type VitalReport = (name: MetricName, value: number, target: string) => void;

/** Interactions seen, by id: their target, taken when it happened (a node removed since has no target). */
const interactionTargets = new Map<number, string>();
const KEPT_INTERACTIONS = 50;

function watchInteractions(): void {
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (!entry.interactionId || interactionTargets.has(entry.interactionId)) continue;
        interactionTargets.set(entry.interactionId, targetSelector(entry.target));
        if (interactionTargets.size > KEPT_INTERACTIONS)
          interactionTargets.delete(interactionTargets.keys().next().value as number);
      }
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  } catch {
    // No Event Timing (Safari): INP is not reported there either.
  }
}

/** What the metric blames: the element of the largest paint, the interaction, the largest layout shift. */
function blamed(metric: MetricType): string {
  switch (metric.name) {
    case 'LCP':
      return targetSelector(metric.entries.at(-1)?.element);
    case 'INP': {
      const entry = metric.entries[0];
      return (entry && interactionTargets.get(entry.interactionId)) ?? targetSelector(entry?.target);
    }
    case 'CLS': {
      const largest = metric.entries.reduce<LayoutShift | undefined>(
        (a, b) => (!a || b.value > a.value ? b : a),
        undefined,
      );
      return targetSelector(largest?.sources[0]?.node);
    }
    default:
      return '';
  }
}

/**
 * Reports the page's Web Vitals (web-vitals: LCP, INP, CLS, FCP, TTFB) with the element or interaction each blames.
 * The blame is read from the metric's own entries: web-vitals' attribution build names the same elements, but
 * weighs ~2 KB gzip more than the whole analytics budget allows (docs/analytics.md).
 *
 * One metric at a time, each in an idle moment of its own (docs/analytics.md, "When the tracker starts"): all five
 * at once were one task of 55–110 ms on a slowed-down phone, most of it web-vitals' code compiled and run for the first
 * time. Their observers read the entries buffered before them, so a metric set up a moment later misses nothing
 * the browser keeps. Resolves once all five are watched.
 */
export function watchVitals(report: VitalReport): Promise<void> {
  const send = (metric: MetricType) => report(metric.name, metric.value, blamed(metric));
  return idleSteps([
    () => {
      watchInteractions();
      onINP(send);
    },
    () => onLCP(send),
    () => onCLS(send),
    () => {
      onFCP(send);
      onTTFB(send);
    },
  ]);
}
