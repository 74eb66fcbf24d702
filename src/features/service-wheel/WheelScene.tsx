import { useFrame, useThree } from '@react-three/fiber';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import {
  PerspectiveCamera,
  Raycaster,
  Vector2,
  Vector3,
  type Group,
  type Intersection,
  type Mesh,
  type WebGLRenderer,
} from 'three';
import { useInvalidateView, useViewMultisample, useViewPreparation } from '../../canvas/viewContext';
import { useWebgl } from '../../store/webgl';
import { HUB_ANCHOR, wheelAnchors, wheelPicker } from '../../store/wheel';
import { roomEnvironment } from './roomEnvironment';
import { sceneLook } from './sceneLook';
import { createSegmentGeometry, createShadowTexture, SEGMENT_TOP } from './wheelGeometry';
import { WheelSegments } from './WheelSegments';

const { camera: cameraLook, band, tilt, color } = sceneLook;
const MID_RADIUS = (band.inner + band.outer) / 2;
/** How much the studio light probe lights the wheel. */
const ENVIRONMENT_INTENSITY = 0.45;
/** Top of the hub cylinder (its centre z plus half its height), where the hub icon sits. */
const HUB_TOP = 0.29;
/** Scratch objects for projecting anchors and picking: never allocated per frame or per pointer move. */
const scratch = new Vector3();
const raycaster = new Raycaster();
const pointer = new Vector2();
const hits: Intersection[] = [];

/** The wheel's own camera inside its View, so the hero's camera is never touched. */
function useWheelCamera(): PerspectiveCamera {
  const set = useThree((s) => s.set);
  const get = useThree((s) => s.get);
  const camera = useMemo(() => {
    const c = new PerspectiveCamera(cameraLook.fov, 1, 0.1, 40);
    c.position.set(0, 0, cameraLook.distance);
    c.lookAt(0, 0, 0);
    return c;
  }, []);
  useLayoutEffect(() => {
    const previous = get().camera;
    set({ camera });
    return () => set({ camera: previous });
  }, [camera, get, set]);
  return camera;
}

/**
 * The studio light probe (roomEnvironment.ts) as the scene's environment: set before the view's first frame, while
 * the page is idle and ahead of compiling its programs (they depend on it), so no frame shows the wheel without it
 * and none renders it; set again once a lost context is restored.
 */
function useRoomEnvironment(): void {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const invalidate = useInvalidateView();
  const restores = useWebgl((s) => s.restores);
  const apply = useCallback(
    (renderer: WebGLRenderer) => {
      scene.environment = roomEnvironment(renderer, useWebgl.getState().restores);
      scene.environmentIntensity = ENVIRONMENT_INTENSITY;
    },
    [scene],
  );
  useViewPreparation(apply);
  useLayoutEffect(() => {
    if (restores === 0) return;
    apply(gl);
    invalidate();
  }, [restores, apply, gl, invalidate]);
  useEffect(
    () => () => {
      scene.environment = null;
    },
    [scene],
  );
}

/** Writes the projected `scratch` as box fractions at anchor `index`; true when it moved. */
function writeAnchor(index: number): boolean {
  const x = (scratch.x + 1) / 2;
  const y = (1 - scratch.y) / 2;
  const xy = wheelAnchors.xy;
  if (Math.abs((xy[index] ?? 0) - x) < 1e-4 && Math.abs((xy[index + 1] ?? 0) - y) < 1e-4) return false;
  xy[index] = x;
  xy[index + 1] = y;
  return true;
}

/** The segment mesh inside segment group `group` (WheelSegments: group = selection pose, mesh = hover lift). */
const meshOf = (group: Group | undefined): Mesh | undefined => group?.children[0] as Mesh | undefined;

/**
 * Moves the DOM twin buttons (and the hub icon) with the wheel: each rendered frame projects every segment's
 * label point and publishes the box fractions when one has moved. The point follows the selection pose only, not
 * the hover lift. It runs after the frame has drawn, with the camera fitted to the box and placed. Frames only
 * happen on demand, so this costs nothing at rest.
 */
function useTwinAnchors(wheel: React.RefObject<Group | null>, camera: PerspectiveCamera): void {
  useFrame(() => {
    const root = wheel.current;
    if (!root) return;
    root.updateMatrixWorld();
    let moved = false;
    root.children.forEach((group, segment) => {
      const mesh = meshOf(group as Group);
      if (!mesh) return;
      scratch.set(0, MID_RADIUS, SEGMENT_TOP).applyEuler(mesh.rotation).applyMatrix4(group.matrixWorld);
      scratch.project(camera);
      moved = writeAnchor(segment * 2) || moved;
    });
    scratch.set(0, 0, HUB_TOP).applyMatrix4(root.matrixWorld).project(camera);
    moved = writeAnchor(HUB_ANCHOR) || moved;
    if (moved || !wheelAnchors.live) wheelAnchors.publish();
    // After the views have drawn (priority 1): projected through the camera exactly as the frame used it.
  }, 2);
}

/** Registers the raycast hit test the DOM pointer layer uses while this scene is mounted (before it first draws). */
function useWheelPicker(wheel: React.RefObject<Group | null>, camera: PerspectiveCamera): void {
  useLayoutEffect(() => {
    wheelPicker.pick = (x, y) => {
      const root = wheel.current;
      if (!root) return -1;
      root.updateMatrixWorld();
      pointer.set(x * 2 - 1, 1 - y * 2);
      raycaster.setFromCamera(pointer, camera);
      let best = -1;
      let nearest = Number.POSITIVE_INFINITY;
      root.children.forEach((group, segment) => {
        const mesh = meshOf(group as Group);
        if (!mesh) return;
        hits.length = 0;
        mesh.raycast(raycaster, hits);
        for (const hit of hits)
          if (hit.distance < nearest) {
            nearest = hit.distance;
            best = segment;
          }
      });
      return best;
    };
    return () => {
      wheelPicker.pick = null;
    };
  }, [wheel, camera]);
}

/** The 'Where We Excel' wheel in WebGL: six bevelled segments around a hub, lit like a product shot. */
export default function WheelScene() {
  const camera = useWheelCamera();
  useViewMultisample();
  useRoomEnvironment();
  const wheel = useRef<Group>(null);
  const geometry = useMemo(() => createSegmentGeometry(), []);
  const shadow = useMemo(() => createShadowTexture(), []);
  useEffect(
    () => () => {
      geometry.dispose();
      shadow.dispose();
    },
    [geometry, shadow],
  );
  useTwinAnchors(wheel, camera);
  useWheelPicker(wheel, camera);

  return (
    <>
      <hemisphereLight args={['#ffffff', '#c7d4ea', 0.55]} />
      <directionalLight position={[-4, 6, 8]} intensity={1.5} />
      <directionalLight position={[5, -3, 4]} intensity={0.35} color={color.glow} />
      <group rotation-x={tilt}>
        <mesh position={[0.1, -0.12, -0.4]} scale={5.2} renderOrder={-1}>
          <planeGeometry />
          <meshBasicMaterial
            color={color.shadow}
            alphaMap={shadow}
            transparent
            opacity={0.22}
            depthWrite={false}
          />
        </mesh>
        <WheelSegments ref={wheel} geometry={geometry} />
        <mesh rotation-x={Math.PI / 2} position-z={0.12}>
          <cylinderGeometry args={[band.inner - 0.16, band.inner - 0.12, 0.34, 64]} />
          <meshPhysicalMaterial color={color.hub} roughness={0.3} clearcoat={1} clearcoatRoughness={0.15} />
        </mesh>
        <mesh position-z={0.3}>
          <torusGeometry args={[band.inner - 0.42, 0.035, 12, 96]} />
          <meshStandardMaterial
            color={color.hubRing}
            emissive={color.emissive}
            emissiveIntensity={0.5}
            roughness={0.4}
          />
        </mesh>
      </group>
    </>
  );
}
