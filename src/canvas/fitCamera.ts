import type { Camera, OrthographicCamera, PerspectiveCamera } from 'three';

/**
 * Fits a view's camera to its box before it draws: an orthographic camera spans the box in pixels (origin at the
 * centre, y up), a perspective one takes the box's aspect. Touches the projection only when it changed.
 */
export function fitCamera(camera: Camera, width: number, height: number): void {
  const ortho = camera as OrthographicCamera & { manual?: boolean };
  if (ortho.isOrthographicCamera) {
    if (ortho.manual) return;
    const x = width / 2;
    const y = height / 2;
    if (ortho.left === -x && ortho.right === x && ortho.top === y && ortho.bottom === -y) return;
    Object.assign(ortho, { left: -x, right: x, top: y, bottom: -y });
    ortho.updateProjectionMatrix();
    return;
  }
  const perspective = camera as PerspectiveCamera;
  const aspect = width / height;
  if (perspective.isPerspectiveCamera && perspective.aspect !== aspect) {
    perspective.aspect = aspect;
    perspective.updateProjectionMatrix();
  }
}
