import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERRORS_KEPT, keepEarlyErrors, noteError } from '../../boot/errorBuffer';
import {
  carryErrorsToNextPage,
  describe as describeItem,
  isChunkLoadError,
  takeCarriedErrors,
} from './errorRecords';

beforeEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = '<div id="root" data-release="0123456789ab"></div>';
  window.history.replaceState(null, '', '/cloud');
  keepEarlyErrors(ERRORS_KEPT);
});
afterEach(() => {
  delete window.__errors;
  Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, value: undefined });
});

describe('an error as the page reports it', () => {
  it('says an uncaught error by its name and message, with its stack', () => {
    const error = new RangeError('too far');
    const described = describeItem(
      new ErrorEvent('error', { message: 'Uncaught RangeError: too far', error }),
    );
    expect(described).toEqual({ kind: 'error', message: 'RangeError: too far', stack: error.stack });
  });

  it('says what the browser gave for another origin’s script: its message and place, no stack', () => {
    const event = new ErrorEvent('error', { message: 'Script error.', filename: '', lineno: 0, colno: 0 });
    expect(describeItem(event)).toEqual({ kind: 'error', message: 'Script error.', stack: '' });
  });

  it('tells a chunk that failed to load, and keeps a rejection that is not an Error as text', () => {
    expect(
      describeItem({ kind: 'render', error: new TypeError('Importing a module script failed.') }).kind,
    ).toBe('chunk');
    const rejection = Object.assign(new Event('unhandledrejection'), {
      reason: { code: 7 },
    }) as unknown as PromiseRejectionEvent;
    expect(describeItem(rejection)).toEqual({ kind: 'rejection', message: '[object Object]', stack: '' });
    expect(isChunkLoadError(new Error('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Failed to fetch'))).toBe(false);
  });
});

describe('errors carried over a reload', () => {
  it('wait in the tab’s sessionStorage, described, for the next page’s reporter, which takes them once', () => {
    noteError('chunk', new TypeError('Importing a module script failed.'));
    carryErrorsToNextPage();
    expect(window.__errors).toEqual([]);
    expect(takeCarriedErrors()).toEqual([
      {
        kind: 'chunk',
        message: 'TypeError: Importing a module script failed.',
        stack: expect.any(String),
        path: '/cloud',
        release: '0123456789ab',
      },
    ]);
    expect(takeCarriedErrors()).toEqual([]);
  });

  it('are not kept for a browser that asks not to be counted (Global Privacy Control)', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, value: true });
    noteError('chunk', new TypeError('Importing a module script failed.'));
    carryErrorsToNextPage();
    expect(takeCarriedErrors()).toEqual([]);
  });
});
