/**
 * Where a twin's popup opens: below the node when the node is less than 200px from the top of the
 * viewport, otherwise above (AnchoredPopup).
 */
export const POPUP_BELOW_THRESHOLD = 200;

export type PopupSide = 'above' | 'below';

export const popupSide = (nodeTopInViewport: number): PopupSide =>
  nodeTopInViewport < POPUP_BELOW_THRESHOLD ? 'below' : 'above';

/**
 * The popup's horizontal centre inside its container, clamped so a popup of `width` stays `margin` inside.
 */
export function clampPopupX(anchorX: number, width: number, containerWidth: number, margin = 12): number {
  const min = width / 2 + margin;
  const max = containerWidth - width / 2 - margin;
  if (max < min) return containerWidth / 2;
  return Math.min(max, Math.max(min, anchorX));
}
