import type { RootOptions } from 'react-dom/client';
import { noteError } from '../boot/errorBuffer';

/**
 * The React root's error handling (src/hydrate.tsx): an error an error boundary caught (a page's, src/app/
 * PageBoundary.tsx, or the WebGL canvas's) is reported as a render error, and logged as React logs it by default.
 * Uncaught and recoverable errors (a hydration mismatch) need nothing here: React reports them to `window`, where
 * the page's error buffer hears them (src/boot/errorBuffer.ts, docs/errors.md).
 */
export const rootErrorOptions: Pick<RootOptions, 'onCaughtError'> = {
  onCaughtError: (error) => {
    noteError('render', error);
    console.error(error);
  },
};
