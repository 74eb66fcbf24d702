import type { Page } from '@playwright/test';

/** Loses the scene canvas' context as a GPU reset would (WEBGL_lose_context), keeping the extension to restore it. */
export const loseContext = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-scene-canvas] canvas');
    const ext = canvas?.getContext('webgl2')?.getExtension('WEBGL_lose_context');
    (window as unknown as { __lose?: WEBGL_lose_context | null }).__lose = ext;
    ext?.loseContext();
  });

/** Gives back the context `loseContext` took, as the browser does once the GPU is back. */
export const restoreContext = (page: Page) =>
  page.evaluate(() => (window as unknown as { __lose?: WEBGL_lose_context }).__lose?.restoreContext());
