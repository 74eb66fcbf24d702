import { describe, expect, it } from 'vitest';
import { clampPopupX, popupSide } from './popupPlacement';

describe('popupSide', () => {
  it('opens below a node less than 200px from the top, above otherwise', () => {
    expect(popupSide(0)).toBe('below');
    expect(popupSide(199.5)).toBe('below');
    expect(popupSide(200)).toBe('above');
    expect(popupSide(640)).toBe('above');
  });
});

describe('clampPopupX', () => {
  it('keeps the popup inside its container', () => {
    expect(clampPopupX(10, 200, 1000)).toBe(112);
    expect(clampPopupX(990, 200, 1000)).toBe(888);
    expect(clampPopupX(500, 200, 1000)).toBe(500);
    expect(clampPopupX(50, 300, 200)).toBe(100);
  });
});
