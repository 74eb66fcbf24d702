/** A console message or error the page produced, as the engine reported it. */
export interface ConsoleEntry {
  level: 'error' | 'warning';
  text: string;
  /** The script or document it came from, when the engine says. */
  url?: string;
}

/** Keys the journeys press (WebDriver and puppeteer name them differently). */
export type Key =
  'Escape' | 'Enter' | 'Tab' | 'ArrowDown' | 'ArrowUp' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

/**
 * The little the journeys need from a browser, over puppeteer-core (Firefox, WebDriver BiDi) or WebDriver classic
 * (WebKit). Everything else (finding elements by role and name, waiting, hit tests) runs in the page through
 * `evaluate`, so it is written once for both engines (inPage.ts, act.ts).
 */
export interface EngineSession {
  /** Opens the URL and returns once its document has been parsed, never waiting for the app to take over. */
  goto(url: string): Promise<void>;
  /** Runs a self-contained function in the page (it is sent as source) with JSON arguments; returns its result. */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** A left click at viewport coordinates (CSS pixels), through the driver's input: a trusted pointer event. */
  clickAt(x: number, y: number): Promise<void>;
  /** Presses and releases a key on whatever has focus. */
  press(key: Key): Promise<void>;
  /** Types text, key by key, into whatever has focus. */
  type(text: string): Promise<void>;
  /** A PNG of the viewport. */
  screenshot(file: string): Promise<void>;
  /** Console errors and warnings collected since the last call. */
  takeConsole(): Promise<ConsoleEntry[]>;
  /** Ends the session and everything it started (browser, driver). Safe to call twice. */
  close(): Promise<void>;
}

/** Thrown by a session whose try is over (it timed out): that try stops at its next step. */
export class TryAbandoned extends Error {
  constructor() {
    super('this try of the journey timed out; it acts no more');
  }
}

/**
 * The session as one try of a journey sees it: once `signal` aborts (the try timed out), every call that would act on
 * the browser throws `TryAbandoned` instead. A test that times out is not stopped by the runner: its code goes on,
 * and without this it drove the same browser as the retry that had started beside it (one navigation cancelling
 * the other's, a dialog closed by the other's next page).
 */
export function forOneTry(session: EngineSession, signal: AbortSignal): EngineSession {
  const live =
    <A extends unknown[], R>(act: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (signal.aborted) throw new TryAbandoned();
      return act(...args);
    };
  return {
    goto: live((url: string) => session.goto(url)),
    evaluate: live((fn, ...args) => session.evaluate(fn, ...args)) as EngineSession['evaluate'],
    clickAt: live((x: number, y: number) => session.clickAt(x, y)),
    press: live((key: Key) => session.press(key)),
    type: live((text: string) => session.type(text)),
    screenshot: live((file: string) => session.screenshot(file)),
    takeConsole: () => session.takeConsole(),
    close: () => session.close(),
  };
}
