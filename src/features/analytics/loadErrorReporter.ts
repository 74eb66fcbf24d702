/**
 * Loads and starts the error reporter (its own chunk: errorReporter.ts, docs/errors.md), in an idle moment after the
 * analytics tracker has started (loadAnalytics.ts): once the app has taken over, when the browser is idle, never for
 * a visitor who opts out.
 * Offline, or a deploy replaced the chunk: this page's errors stay in the inline script's buffer.
 */
export const loadErrorReporter = (): void =>
  void import('./errorReporter').then(
    (reporter) => reporter.start(),
    () => {},
  );
