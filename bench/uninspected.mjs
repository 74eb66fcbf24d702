// A Chromium driven over the DevTools protocol with only the domains a timing needs switched on (Page, Emulation),
// for figures that must be what a visitor's browser does. Playwright switches on the Runtime domain of every page it
// drives, and with it V8 records a detailed stack trace, line and column of every frame, for each `Error` the page
// creates. React DOM creates five at its start (the sentinels it throws for Suspense and hydration), and the first
// of them makes V8 parse React DOM's 200 KB module again for its source positions. A visitor's browser, with no
// inspector attached, does none of that. Measured on this machine (the phone at ×5.5, React DOM's start alone, four
// loads each): 10–47 ms with no domain on, 111–152 ms with the Runtime domain on (bench/README.md, "The inspector").
//
// The browser is the same binary with the same flags as the Playwright runs (scripts/chromium.mjs and Playwright's own), talked to over
// `--remote-debugging-pipe`; each page lives in a browser context of its own, created fresh like Playwright's.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

/**
 * The switches Playwright 1.65 adds to every headless Chromium it launches, beside ours (scripts/chromium.mjs): no
 * startup window (whose pages would run in renderers of their own while the page under test loads), no background
 * throttling of a page nobody looks at, no scrollbars taking width, a mouse as the primary pointer until a page's
 * emulation says otherwise, and no field trials, extensions or back/forward cache.
 */
const playwrightArgs = [
  '--no-startup-window',
  '--disable-field-trial-config',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-back-forward-cache',
  '--disable-component-extensions-with-background-pages',
  '--disable-default-apps',
  '--disable-dev-shm-usage',
  '--disable-extensions',
  '--disable-hang-monitor',
  '--disable-ipc-flooding-protection',
  '--disable-popup-blocking',
  '--force-color-profile=srgb',
  '--metrics-recording-only',
  '--password-store=basic',
  '--hide-scrollbars',
  '--mute-audio',
  '--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4',
];

/** Starts the browser; `open` gives a fresh page, `close` ends it all. */
export async function launchUninspected() {
  const profile = mkdtempSync(join(tmpdir(), 'northbridge-uninspected-'));
  const child = spawn(
    chromiumPath,
    [
      ...chromiumArgs,
      ...playwrightArgs,
      '--headless',
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
    ],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const toBrowser = child.stdio[3];
  const fromBrowser = child.stdio[4];
  let nextId = 0;
  const pending = new Map();
  let buffer = '';
  fromBrowser.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    let end;
    while ((end = buffer.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
      const waiting = message.id === undefined ? null : pending.get(message.id);
      if (!waiting) continue;
      pending.delete(message.id);
      if (message.error) waiting.reject(new Error(`${waiting.method}: ${message.error.message}`));
      else waiting.resolve(message.result);
    }
  });
  // A browser that fails to start, or dies, fails every command still waiting instead of leaving the bench hanging.
  const exited = new Promise((resolve) => {
    const end = (why) => {
      for (const waiting of pending.values()) waiting.reject(new Error(`${waiting.method}: ${why}`));
      pending.clear();
      resolve();
    };
    child.once('exit', (code, signal) => end(`Chromium exited (${signal ?? code})`));
    child.once('error', (error) => end(`Chromium did not start (${error.message})`));
  });
  let gone = false;
  exited.then(() => (gone = true));
  // Writes to a browser that is gone fail here; the commands waiting on them are failed above.
  toBrowser.on('error', () => undefined);
  /** One protocol command, to the browser or (with `sessionId`) to one page. */
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      if (gone) return reject(new Error(`${method}: Chromium is not running`));
      const id = ++nextId;
      pending.set(id, { resolve, reject, method });
      toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });

  /**
   * A new page in a new browser context, emulating `device` (Playwright's context options: viewport, scale,
   * mobile, touch, user agent) at `cpu`× slowdown, with `initScript` run before the page's own scripts.
   */
  async function open(device, { cpu = 1, initScript = null } = {}) {
    const { browserContextId } = await send('Target.createBrowserContext', { disposeOnDetach: true });
    const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
    const page = (method, params) => send(method, params, sessionId);
    await page('Page.enable');
    await page('Emulation.setDeviceMetricsOverride', {
      width: device.viewport.width,
      height: device.viewport.height,
      deviceScaleFactor: device.deviceScaleFactor ?? 1,
      mobile: Boolean(device.isMobile),
    });
    if (device.userAgent) await page('Emulation.setUserAgentOverride', { userAgent: device.userAgent });
    if (device.hasTouch) await page('Emulation.setTouchEmulationEnabled', { enabled: true });
    await page('Emulation.setLocaleOverride', { locale: 'en-US' });
    await page('Emulation.setTimezoneOverride', { timezoneId: 'UTC' });
    if (cpu > 1) await page('Emulation.setCPUThrottlingRate', { rate: cpu });
    if (initScript) await page('Page.addScriptToEvaluateOnNewDocument', { source: `(${initScript})()` });
    return {
      /** Starts the navigation; resolves once the browser has taken it, not when the page has loaded. */
      goto: (url) => page('Page.navigate', { url }),
      /** The value of `expression` in the page (`Runtime.evaluate` needs no domain switched on). */
      evaluate: async (expression) => {
        const { result, exceptionDetails } = await page('Runtime.evaluate', {
          expression,
          returnByValue: true,
          awaitPromise: true,
        });
        if (exceptionDetails) throw new Error(`evaluate: ${exceptionDetails.text}`);
        return result.value;
      },
      close: () => send('Target.disposeBrowserContext', { browserContextId }),
    };
  }

  async function close() {
    await Promise.race([send('Browser.close').catch(() => undefined), exited]);
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    child.kill('SIGKILL');
    rmSync(profile, { recursive: true, force: true });
  }

  return { open, close };
}
