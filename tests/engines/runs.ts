/**
 * One run of the cross-engine suite: an engine, a window and a set of engine features. Every journey that applies
 * at the run's width runs once in one browser session (docs/browser-support-testing.md).
 */
export interface Run {
  /** Names the run in test titles, screenshot folders and `-t` filters. */
  id: string;
  /** What the run stands for, in the test titles. */
  emulates: string;
  /** The layout viewport, checked against `innerWidth` / `innerHeight` before the journeys start. */
  width: number;
  height: number;
  /** Firefox only: without a display Firefox has no WebGL, so the site shows its SVG scenes. */
  headless?: boolean;
  /** WebKit only: runtime features switched on (+) or off (-) in MiniBrowser (`--features=`). */
  features?: readonly string[];
  /** Whether the desktop hero must draw with WebGL here (else its SVG scenes). */
  expectWebgl: boolean;
  /**
   * The engine has WebGL but compiles programs on the main thread (no `KHR_parallel_shader_compile`): a visitor gets
   * the SVG scenes, and `?webgl` draws them with WebGL (docs/decisions/0040).
   */
  webglByFlag?: boolean;
  /**
   * The journeys this run takes, by number, when it differs from another run of the same engine and width in one
   * condition only: the ones whose code meets that condition (docs/browser-support-testing.md, "Which journeys a run
   * takes"). Absent: every journey that applies at its width. Its window (0) and its console (12) are always checked.
   */
  journeys?: readonly number[];
}

/** Phones get the SVG/DOM hero (three.js is desktop only), and desktop and phone layouts split at 768 px. */
export const isDesktop = (run: Run): boolean => run.width >= 768;

const desktop = { width: 1280, height: 800 } as const;
const phone = { width: 390, height: 844 } as const;

/**
 * What Safari 17.2–18 lacks that the site uses, as WebKitGTK 2.50's runtime feature flags (names listed by
 * `MiniBrowser --features=help`): Invoker Commands (`commandfor`/`command`; "preview", off in this build already)
 * and CSS anchor positioning ("stable", on). `<dialog closedby>` has no flag: this build does not implement it.
 */
export const safari18Features = ['-CommandAttributes', '-CSSAnchorPositioning'] as const;

/** The wheel (8), the hero divider (9) and the hero's drawing (10): the journeys through the scenes. */
const sceneJourneys = [8, 9, 10] as const;

/**
 * The journeys through what the Safari 17.2–18 runs switch off, and so through the page's fallbacks for it
 * (src/boot/platformFallbacks.ts): the contact dialog opened and closed by Invoker Commands and light-dismissed by
 * a backdrop click (1, 2, 3), the phone menu, a dialog opened and closed the same way (4), and the header's menus,
 * placed under their button by anchor positioning (5). Every other journey meets none of it and runs the same code as
 * in the shipped WebKit's runs.
 */
const safari18Journeys = [1, 2, 3, 4, 5] as const;

export const firefoxRuns: readonly Run[] = [
  {
    id: 'firefox-1280',
    emulates: 'Firefox ESR desktop, WebGL without parallel compile (Xvfb)',
    ...desktop,
    expectWebgl: false,
    webglByFlag: true,
  },
  {
    id: 'firefox-390',
    emulates: 'Firefox ESR phone width (Xvfb)',
    ...phone,
    expectWebgl: false,
  },
  {
    id: 'firefox-headless-1280',
    emulates: 'Firefox ESR desktop without WebGL (headless: SVG scenes)',
    ...desktop,
    headless: true,
    expectWebgl: false,
    // It differs from firefox-1280 in having no WebGL at all: both show the SVG scenes, reached here because no
    // context can be made, there because the context compiles on the main thread. What follows that choice is the
    // same page in the same engine, so only the journeys through the scenes run here.
    journeys: sceneJourneys,
  },
];

/** WebKit as this build ships it: the web platform of Safari 26.0/26.1. */
export const webkitRuns: readonly Run[] = [
  {
    id: 'webkit-1280',
    emulates: 'WebKitGTK 2.50 as shipped (Safari 26.0/26.1 platform), desktop',
    ...desktop,
    expectWebgl: true,
  },
  {
    id: 'webkit-390',
    emulates: 'WebKitGTK 2.50 as shipped, phone width',
    ...phone,
    expectWebgl: false,
  },
];

/** WebKit with what Safari 17.2–18 lacks switched off. */
export const webkitSafari18Runs: readonly Run[] = [
  {
    id: 'webkit-safari18-1280',
    emulates: 'WebKit without Invoker Commands, closedby and anchor positioning (Safari 17.2–18), desktop',
    ...desktop,
    features: safari18Features,
    expectWebgl: true,
    journeys: safari18Journeys,
  },
  {
    id: 'webkit-safari18-390',
    emulates:
      'WebKit without Invoker Commands, closedby and anchor positioning (Safari 17.2–18), phone width',
    ...phone,
    features: safari18Features,
    expectWebgl: false,
    journeys: safari18Journeys,
  },
];
