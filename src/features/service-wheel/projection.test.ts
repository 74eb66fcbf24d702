import { Group, Mesh, PerspectiveCamera, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import {
  hubAnchor,
  labelAnchor,
  poseOffset,
  poseTransform,
  project,
  ring,
  SEGMENT_ANGLES,
  topZ,
} from './projection';
import { wheelLook } from './look';

/** The scene graph of WheelScene.tsx and WheelSegments.tsx for one segment, through its camera, as three.js does it. */
function threeProjects(angle: number, local: Vector3, pose = new Vector3()): { x: number; y: number } {
  const camera = new PerspectiveCamera(wheelLook.camera.fov, 1, 0.1, 40);
  camera.position.set(0, 0, wheelLook.camera.distance);
  camera.lookAt(0, 0, 0);
  camera.updateMatrixWorld();
  const tilted = new Group();
  tilted.rotation.x = wheelLook.tilt;
  const posed = new Group();
  posed.position.copy(pose);
  const mesh = new Mesh();
  mesh.rotation.z = (-angle * Math.PI) / 180;
  tilted.add(posed);
  posed.add(mesh);
  tilted.updateMatrixWorld(true);
  const ndc = local.clone().applyMatrix4(mesh.matrixWorld).project(camera);
  return { x: (ndc.x + 1) / 2, y: (1 - ndc.y) / 2 };
}

const mid = (wheelLook.band.inner + wheelLook.band.outer) / 2;

describe('the wheel seen through its camera', () => {
  it('projects a point where three.js draws it', () => {
    for (const angle of SEGMENT_ANGLES) {
      const expected = threeProjects(angle, new Vector3(0.3, 2.1, topZ(wheelLook)));
      const a = (-angle * Math.PI) / 180;
      const got = project(wheelLook, {
        x: 0.3 * Math.cos(a) - 2.1 * Math.sin(a),
        y: 0.3 * Math.sin(a) + 2.1 * Math.cos(a),
        z: topZ(wheelLook),
      });
      expect(got.x).toBeCloseTo(expected.x, 9);
      expect(got.y).toBeCloseTo(expected.y, 9);
    }
  });

  it('puts each label where the scene projects it, the same left and right of the centre', () => {
    for (const angle of SEGMENT_ANGLES) {
      const expected = threeProjects(angle, new Vector3(0, mid, topZ(wheelLook)));
      const got = labelAnchor(wheelLook, angle);
      expect(got.x).toBeCloseTo(expected.x, 9);
      expect(got.y).toBeCloseTo(expected.y, 9);
    }
    expect(labelAnchor(wheelLook, 60).x - 0.5).toBeCloseTo(0.5 - labelAnchor(wheelLook, 300).x, 9);
    expect(labelAnchor(wheelLook, 0).y).toBeLessThan(hubAnchor(wheelLook).y);
  });

  it('turns a pose into a similarity of the box that lands the label where three.js moves it', () => {
    const { pop, lift } = wheelLook;
    for (const angle of SEGMENT_ANGLES) {
      const offset = poseOffset(angle, pop.selected, lift.selected);
      const expected = threeProjects(
        angle,
        new Vector3(0, mid, topZ(wheelLook)),
        new Vector3(offset.x, offset.y, offset.z),
      );
      const rest = labelAnchor(wheelLook, angle);
      const { dx, dy, scale } = poseTransform(wheelLook, angle, pop.selected, lift.selected);
      expect(0.5 + scale * (rest.x - 0.5) + dx).toBeCloseTo(expected.x, 9);
      expect(0.5 + scale * (rest.y - 0.5) + dy).toBeCloseTo(expected.y, 9);
      expect(scale).toBeGreaterThan(1);
    }
  });

  it('draws a circle of the wheel as an ellipse wider than it is tall (the wheel leans back)', () => {
    const hub = ring(wheelLook, 1, topZ(wheelLook));
    expect(hub.rx).toBeGreaterThan(hub.ry);
    expect(hub.cx).toBeCloseTo(0.5, 9);
  });
});
