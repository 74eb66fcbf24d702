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
