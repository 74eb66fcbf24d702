import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The build `npm start` serves (scripts/start.mjs reads the same variable). */
export const distDir = process.env.DIST_DIR ?? 'dist';

/** Debian's firefox-esr (package firefox-esr); puppeteer-core downloads no browser. */
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** WebKitGTK's test browser (package libwebkit2gtk-4.1-0), driven by WebKitWebDriver (package webkit2gtk-driver). */
export const miniBrowserPath =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const executable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};
const onPath = (name: string) =>
  (process.env.PATH ?? '').split(delimiter).some((dir) => executable(join(dir, name)));

/** What the suite needs from the machine and is not there, with the Debian package that brings it. */
export function missingPrograms(): string[] {
  const needs: [boolean, string][] = [
    [executable(firefoxPath), `${firefoxPath} (firefox-esr)`],
    [executable(miniBrowserPath), `${miniBrowserPath} (libwebkit2gtk-4.1-0)`],
    [onPath('WebKitWebDriver'), 'WebKitWebDriver (webkit2gtk-driver)'],
    [onPath('Xvfb'), 'Xvfb (xvfb)'],
  ];
  return needs.filter(([present]) => !present).map(([, what]) => what);
}
