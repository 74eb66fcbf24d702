// The system Chromium, launched as the Playwright tests launch it, plus the probes the benchmark installs in
// every page before any of the site's scripts run.
import { chromium } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { chromiumArgs, chromiumPath, headlessShellPath } from '../scripts/chromium.mjs';

export { chromiumArgs, chromiumPath, headlessShellPath };

/** Slows a page through CDP: its CPU by `cpu`, and its network to `latency` ms and `kbps` each way when given. */
export async function slowDown(cdp, { cpu, latency, kbps }) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  if (latency === undefined) return;
  const bytesPerSecond = (kbps * 1000) / 8;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
}

export const desktop = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };
export const mobile = {
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
};

/**
 * `softwareCompositing`: Chromium composites frames in software (`--disable-gpu-compositing`), as it does on a
 * machine with no usable GPU, instead of through SwiftShader as if it were one; WebGL still draws through
 * SwiftShader (bench/README.md, "The compositor"). `headlessShell`: the headless shell instead of the full browser,
 * whose own interface (a link's status bubble, the address bar) also draws frames through SwiftShader
 * (bench/README.md, "The browser's own frames").
 */
export const launch = ({ softwareCompositing = false, headlessShell = false } = {}) =>
  chromium.launch({
    executablePath: headlessShell ? headlessShellPath : chromiumPath,
    args: softwareCompositing ? [...chromiumArgs, '--disable-gpu-compositing'] : chromiumArgs,
  });

/**
 * Runs in the page before the site: counts WebGL contexts (created and lost) by wrapping getContext, counts frames
 * that drew with WebGL (any page, the peer included) and the animation frames the page asks for, counts React commits per renderer through a stub of the
 * React DevTools hook, and lets the benchmark emulate a hidden tab (headless Chromium keeps every tab visible)
 * through `document.visibilityState`.
 */
export function probes() {
  const bench = {
    contextsCreated: 0,
    contextsLost: 0,
    drawFrames: 0,
    animationFrames: 0,
    commits: {},
    hidden: false,
  };
  window.__bench = bench;

  // A frame drew when a draw call ran in it: frames are told apart by the animation frame's time.
  let lastFrame = -1;
  const countFrame = () => {
    const frame = document.timeline.currentTime;
    if (frame !== lastFrame) {
      lastFrame = frame;
      bench.drawFrames += 1;
    }
  };
  const contexts = [globalThis.WebGLRenderingContext, globalThis.WebGL2RenderingContext].filter(Boolean);
  for (const proto of contexts.map((type) => type.prototype)) {
    for (const name of ['drawArrays', 'drawElements', 'drawArraysInstanced', 'drawElementsInstanced']) {
      const draw = proto[name];
      if (typeof draw !== 'function') continue;
      proto[name] = function (...args) {
        countFrame();
        return draw.apply(this, args);
      };
    }
  }

  // Every animation frame the page asks for: a page at rest, or with nothing on screen to move, asks for none.
  const requestFrame = window.requestAnimationFrame;
  window.requestAnimationFrame = function (callback) {
    bench.animationFrames += 1;
    return requestFrame.call(this, callback);
  };

  const getContext = HTMLCanvasElement.prototype.getContext;
  const seen = new WeakSet();
  HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
    const context = getContext.call(this, type, ...rest);
    if (context && /webgl/.test(String(type)) && !seen.has(context)) {
      seen.add(context);
      bench.contextsCreated += 1;
      this.addEventListener('webglcontextlost', () => (bench.contextsLost += 1));
      this.addEventListener('webglcontextrestored', () => (bench.contextsLost -= 1));
    }
    return context;
  };

  const visibility = Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState');
  const hidden = Object.getOwnPropertyDescriptor(Document.prototype, 'hidden');
  Object.defineProperty(Document.prototype, 'visibilityState', {
    configurable: true,
    get() {
      return bench.hidden ? 'hidden' : visibility.get.call(this);
    },
  });
  Object.defineProperty(Document.prototype, 'hidden', {
    configurable: true,
    get() {
      return bench.hidden || hidden.get.call(this);
    },
  });
  bench.setHidden = (value) => {
    bench.hidden = value;
    document.dispatchEvent(new Event('visibilitychange'));
  };

  const names = new Map();
  let nextId = 1;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      const id = nextId++;
      names.set(id, renderer?.rendererPackageName ?? `renderer-${id}`);
      return id;
    },
    onCommitFiberRoot(id) {
      const name = names.get(id) ?? String(id);
      bench.commits[name] = (bench.commits[name] ?? 0) + 1;
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onScheduleFiberRoot() {},
    setStrictMode() {},
    checkDCE() {},
  };
}

/** Every pid in the process tree under `root` (Linux /proc). */
export function processTree(root) {
  const children = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(name));
    } catch {
      // the process ended while we looked
    }
  }
  const tree = [];
  const walk = (pid) => {
    tree.push(pid);
    for (const child of children.get(pid) ?? []) walk(child);
  };
  walk(root);
  return tree;
}

const clockTicks = 100; // USER_HZ on Linux

/** utime + stime, in seconds, of the given processes (those that ended in between count as 0). */
export function cpuSeconds(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // fields 14 and 15 of proc(5)
    } catch {
      // gone
    }
  }
  return ticks / clockTicks;
}

/**
 * CPU seconds (utime + stime) of every thread of the given processes, keyed `process type/thread name` (the GPU
 * process' main thread, its SwiftShader workers, the renderer's main and compositor threads…), for breakdowns.
 */
export function threadCpu(pids) {
  const byThread = new Map();
  for (const pid of pids) {
    let type = 'browser';
    try {
      type = readFileSync(`/proc/${pid}/cmdline`, 'utf8').match(/--type=([a-z-]+)/)?.[1] ?? 'browser';
    } catch {
      continue;
    }
    let tids = [];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tids) {
      try {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const key = `${type}/${name}`;
        byThread.set(key, (byThread.get(key) ?? 0) + (Number(fields[11]) + Number(fields[12])) / clockTicks);
      } catch {
        // the thread ended
      }
    }
  }
  return byThread;
}

/** The Chromium processes this Node process launched: the browser and everything under it. */
export function chromiumTree() {
  const mine = processTree(process.pid).filter((pid) => pid !== process.pid);
  return mine.filter((pid) => {
    try {
      return /chrom/i.test(readFileSync(`/proc/${pid}/comm`, 'utf8'));
    } catch {
      return false;
    }
  });
}
