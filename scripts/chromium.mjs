// How every Chromium of the Playwright tests, the benchmark and the scripts is launched (docs/toolchain.md#launch-flags).

/**
 * The system Chromium (Debian's package): Playwright's own browser downloads do not work on this machine. The full
 * browser, with its own interface drawn headless: what the benchmark and the scripts launch, as a visitor's browser
 * has that interface.
 */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Debian's `chromium-headless-shell` (the same version as `chromium`, from the same source): the same engine without
 * the browser's own interface, the build Playwright itself runs for headless Chromium. The Playwright tests run it:
 * the full browser's window, address bar and status bubble cost every test CPU that tests no page, about a third of
 * a phone test's (docs/test-suite-time.md, "The headless shell").
 */
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/lib/chromium/chromium-headless-shell';

/**
 * The features Playwright 1.65 turns off with its own `--disable-features`. Chromium reads only the last
 * `--disable-features` of a command line, and Playwright puts ours after its own, so ours must repeat them
 * (scripts/chromium.test.ts fails when a Playwright upgrade changes the list).
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 builds the address bar's suggestion popups as WebUI pages (`chrome://omnibox-popup.top-chrome/`) and
 * loads them, in a renderer of their own, for every window it opens, headless too: about a second of CPU for every
 * browser context a test opens, on a machine with two cores. No test types into an address bar.
 */
export const omniboxWebUiFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-unsafe-swiftshader',
  '--use-angle=swiftshader',
  // SwiftShader's GPU rasterization brightens some blurred box-shadow tiles a little more with every page a browser
  // renders (seen in full-page screenshots); CPU raster is exact. WebGL and GPU compositing are unaffected.
  '--disable-gpu-rasterization',
  `--disable-features=${[...playwrightDisabledFeatures, ...omniboxWebUiFeatures].join(',')}`,
];

/**
 * The Playwright tests' flags (the headless shell's): the shell positions glyphs at fractions of a pixel, and a label
 * that a spring brings to rest a hair away from its last position then rasterizes differently (32 pixels of the WebGL
 * wheel's "Cloud" label in one of two runs). On whole pixels its screenshots are exact from run to run
 * (docs/test-suite-time.md, "The headless shell").
 */
export const headlessShellArgs = [...chromiumArgs, '--disable-font-subpixel-positioning'];
