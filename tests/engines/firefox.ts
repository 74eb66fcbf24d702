import puppeteer, { type Browser } from 'puppeteer-core';
import { firefoxPath } from './browsers';
import { closeOrKill } from './processes';
import type { Run } from './runs';
import type { ConsoleEntry, EngineSession } from './session';

/** How long Firefox may take to close before it is killed. */
const CLOSE_TIMEOUT_MS = 10_000;

/**
 * Runs in every document before its scripts: `console.error` and `console.warn` log an Error argument as its name,
 * message and stack. puppeteer's text of a console message names an object argument only by its kind
 * ("JSHandle@error"), and reading the object afterwards fails once the page is gone, which is when Firefox rejects
 * the import of a chunk the page no longer needs (React logs that rejection when an error boundary catches it).
 */
function logErrorsAsText() {
  for (const method of ['error', 'warn'] as const) {
    const original = console[method];
    console[method] = (...args: unknown[]) =>
      original.apply(
        console,
        args.map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}\n${arg.stack ?? ''}` : arg)),
      );
  }
}

/**
 * Firefox over WebDriver BiDi (puppeteer-core; no geckodriver). Headful on the suite's Xvfb display unless the run
 * is headless: headless Firefox has no WebGL. Console: every `console.error`/`console.warn` (BiDi log entries of
 * type console, an Error argument as its text) and every JavaScript error, CSP violations included (entries of type
 * javascript, puppeteer's `pageerror`), from the first byte of each document on.
 */
export async function launchFirefox(run: Run, display: string): Promise<EngineSession> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: run.headless ?? false,
    // Headless Firefox still reaches an X server named in DISPLAY and gets WebGL from it: the headless run has none.
    env: { ...process.env, DISPLAY: run.headless ? '' : display },
    defaultViewport: null,
  });
  const entries: ConsoleEntry[] = [];
  try {
    const page = await browser.newPage();
    await page.evaluateOnNewDocument(logErrorsAsText);
    page.on('console', (message) => {
      const type = message.type();
      if (type !== 'error' && type !== 'warn') return;
      entries.push({
        level: type === 'error' ? 'error' : 'warning',
        text: message.text(),
        // The first frame is logErrorsAsText's wrapper; the one below it made the call.
        url: (message.stackTrace()[1] ?? message.location()).url,
      });
    });
    page.on('pageerror', (error) => entries.push({ level: 'error', text: String(error) }));
    await page.setViewport({ width: run.width, height: run.height });

    let closed = false;
    return {
      goto: async (url) => void (await page.goto(url, { waitUntil: 'domcontentloaded' })),
      // The journeys pass only JSON values, which puppeteer's types cannot know.
      evaluate: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])),
      clickAt: (x, y) => page.mouse.click(Math.round(x), Math.round(y)),
      press: (key) => page.keyboard.press(key),
      type: (text) => page.keyboard.type(text),
      screenshot: async (file) => void (await page.screenshot({ path: file as `${string}.png` })),
      takeConsole: async () => entries.splice(0),
      close: async () => {
        if (closed) return;
        closed = true;
        await closeOrKill(browser.close(), CLOSE_TIMEOUT_MS, 'closing Firefox', () =>
          browser.process()?.kill('SIGKILL'),
        );
      },
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
