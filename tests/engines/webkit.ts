import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import WebDriver from 'webdriver';
import { freePort } from '../../worker/test/server';
import { miniBrowserPath } from './browsers';
import { recordConsole, type RecordedEntry } from './consoleRecorder';
import { closeOrKill, ownProcessGroup } from './processes';
import type { Run } from './runs';
import type { ConsoleEntry, EngineSession, Key } from './session';
import { probeKind, probeLoadConsole } from './webkitProbe';

/** WebDriver's codes for the keys the journeys press (WebDriver spec, "keyboard actions"). */
const keyCodes: Record<Key, string> = {
  Escape: '\uE00C',
  Enter: '\uE007',
  Tab: '\uE004',
  ArrowDown: '\uE015',
  ArrowUp: '\uE013',
  ArrowLeft: '\uE012',
  ArrowRight: '\uE014',
  Home: '\uE011',
  End: '\uE010',
};

/** How long a session may take to end before its processes are killed. */
const CLOSE_TIMEOUT_MS = 10_000;

/** The id of an element reference in a WebDriver answer. */
const elementId = (reference: Record<string, string>) => Object.values(reference)[0]!;

async function driverListening(url: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The kinds of page (probeKind) already loaded by the console probe in this process, per set of features. The probe
 * loads a page in its own 1024×768 window whatever the run's width, so a second run with the same features (the phone
 * width after the desktop one) would only load the same pages again: it probes just the kinds the first did not
 * visit.
 */
const probedByFeatures = new Map<string, Set<string>>();

/**
 * MiniBrowser through WebKitWebDriver (WebDriver classic; the driver speaks no BiDi), on the suite's Xvfb display.
 * `--full-screen` hides the toolbar, so the window is the viewport and can be 390 px wide.
 *
 * Console: WebDriver classic has no log endpoint, and MiniBrowser's `--enable-write-console-messages-to-stdout`
 * prints nothing under automation (an automation session is ephemeral, and WebKit never prints an ephemeral page's
 * console). So every script this session runs first installs a recorder in the page (consoleRecorder.ts) and hands
 * back what it caught since; and `takeConsole` also loads a page of each kind visited in a plain MiniBrowser that does
 * print its console (webkitProbe.ts), for what the engine logs while loading, before any recorder exists.
 */
export async function launchWebKit(run: Run, display: string): Promise<EngineSession> {
  const port = await freePort();
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: display },
  });
  // Once the session is deleted (or cannot be), nothing of the group is needed: a driver whose browser is gone
  // can hang on a gentler signal.
  const stopDriver = ownProcessGroup(driver, 'SIGKILL');
  const features = run.features?.length ? [`--features=${run.features.join(',')}`] : [];
  let client: Awaited<ReturnType<typeof WebDriver.newSession>>;
  try {
    await driverListening(`http://127.0.0.1:${port}`);
    client = await WebDriver.newSession({
      hostname: '127.0.0.1',
      port,
      logLevel: 'error',
      connectionRetryCount: 0,
      connectionRetryTimeout: 60_000,
      capabilities: {
        browserName: 'MiniBrowser',
        // 'eager' would return sooner, but in this driver the first script after the first navigation then hangs.
        pageLoadStrategy: 'normal',
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': {
          binary: miniBrowserPath,
          args: ['--automation', '--full-screen', ...features],
        },
        // WebKitGTK's own capability, unknown to webdriver's types.
      } as WebdriverIO.Capabilities,
    });
    await client.setWindowRect(null, null, run.width, run.height);
  } catch (error) {
    stopDriver();
    throw error;
  }

  const recorded: ConsoleEntry[] = [];
  const visited = new Set<string>();
  const keep = (entries: RecordedEntry[]) => recorded.push(...entries);
  const evaluate: EngineSession['evaluate'] = async (fn, ...args) => {
    const [result, entries] = (await client.executeScript(
      `(${recordConsole.toString()})();
       const result = (${fn.toString()}).apply(null, arguments);
       return [result, window.__engineConsole.splice(0)];`,
      args as (string | number | boolean | object | null)[],
    )) as [never, RecordedEntry[]];
    keep(entries);
    return result;
  };
  const keys = (key: string) => [
    { type: 'keyDown', value: key },
    { type: 'keyUp', value: key },
  ];

  let closed = false;
  return {
    goto: async (url) => {
      // What the last page logged since the journey last looked.
      await evaluate(() => null).catch(() => undefined);
      visited.add(url);
      await client.navigateTo(url);
    },
    evaluate,
    clickAt: (x, y) =>
      client.performActions([
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', duration: 0, origin: 'viewport', x: Math.round(x), y: Math.round(y) },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ]),
    press: (key) => client.performActions([{ type: 'key', id: 'keyboard', actions: keys(keyCodes[key]) }]),
    type: async (text) => {
      const active = (await client.getActiveElement()) as Record<string, string>;
      await client.elementSendKeys(elementId(active), text);
    },
    screenshot: async (file) => writeFile(file, Buffer.from(await client.takeScreenshot(), 'base64')),
    takeConsole: async () => {
      await evaluate(() => null);
      const features = run.features ?? [];
      const key = features.join(',');
      const probed = probedByFeatures.get(key) ?? new Set<string>();
      probedByFeatures.set(key, probed);
      // The first page visited of each kind not probed yet.
      const fresh = new Map<string, string>();
      for (const url of visited) {
        const kind = probeKind(url);
        if (!probed.has(kind) && !fresh.has(kind)) fresh.set(kind, url);
      }
      visited.clear();
      const loading = await probeLoadConsole([...fresh.values()], features, display);
      for (const kind of fresh.keys()) probed.add(kind);
      return [...recorded.splice(0), ...loading];
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await closeOrKill(
        client.deleteSession(),
        CLOSE_TIMEOUT_MS,
        'deleting the WebDriver session',
        stopDriver,
      );
      // The driver's process group (MiniBrowser with it) ends whether the session did or not.
      stopDriver();
    },
  };
}
