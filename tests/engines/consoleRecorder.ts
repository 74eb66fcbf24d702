/** A console message as the in-page recorder keeps it (ConsoleEntry's shape, plain JSON). */
export interface RecordedEntry {
  level: 'error' | 'warning';
  text: string;
  url?: string;
}

declare global {
  interface Window {
    __engineConsole?: RecordedEntry[];
  }
}

/**
 * Installs, once per document, a recorder of what a console would show as errors and warnings: `console.error` and
 * `console.warn` calls (the caller's stack frame as `url`), uncaught errors, resources that failed to load (a
 * capturing `error` listener), unhandled promise rejections and CSP violations (`securitypolicyviolation`). For a
 * driver without a console log (WebDriver classic). It sees only what happens after it is installed. Runs in the
 * page: self-contained, sent as source.
 */
export function recordConsole(): void {
  if (window.__engineConsole) return;
  const log: RecordedEntry[] = [];
  window.__engineConsole = log;
  const show = (value: unknown) => {
    if (value instanceof Error) return `${value.name}: ${value.message}`;
    if (typeof value === 'string') return value;
    try {
      return JSON.stringify(value);
    } catch {
      return String(value);
    }
  };
  const methods = [
    ['error', 'error'],
    ['warn', 'warning'],
  ] as const;
  for (const [method, level] of methods) {
    const original = console[method];
    console[method] = (...args: unknown[]) => {
      const caller = new Error().stack?.split('\n')[1];
      log.push({ level, text: args.map(show).join(' '), url: caller });
      original.apply(console, args);
    };
  }
  addEventListener(
    'error',
    (event: Event) => {
      if (event instanceof ErrorEvent) {
        log.push({ level: 'error', text: `uncaught ${event.message}`, url: event.filename });
        return;
      }
      const source = event.target as { src?: string; href?: string } | null;
      log.push({ level: 'error', text: `failed to load ${source?.src ?? source?.href ?? 'a resource'}` });
    },
    true,
  );
  addEventListener('unhandledrejection', (event) =>
    log.push({ level: 'error', text: `unhandled rejection: ${show(event.reason)}` }),
  );
  document.addEventListener('securitypolicyviolation', (event) =>
    log.push({
      level: 'error',
      text: `CSP ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}`,
      url: event.sourceFile,
    }),
  );
}
