// How every Chromium of the Playwright tests, the benchmark and the scripts is launched (docs/toolchain.md#launch-flags).

/** The system Chromium (Debian's package): Playwright's own browser downloads do not work on this machine. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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
