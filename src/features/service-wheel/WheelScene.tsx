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
import { useLookMemo, useLookVersion } from '../../store/looks';
import { useWebgl } from '../../store/webgl';
import { HUB_ANCHOR, wheelAnchors, wheelPicker } from '../../store/wheel';
import { wheelLook as look } from './look';
import { topZ } from './projection';
import { roomEnvironment } from './roomEnvironment';
export { loadRoomEnvironment } from './roomEnvironment';
import { createSegmentGeometry, createShadowTexture } from './wheelGeometry';

export { makeSegmentAhead } from './wheelGeometry';
import { WheelSegments } from './WheelSegments';

/** Scratch objects for projecting anchors and picking: never allocated per frame or per pointer move. */
const scratch = new Vector3();
const raycaster = new Raycaster();
const pointer = new Vector2();
const hits: Intersection[] = [];

/** The wheel's own camera inside its View, so the hero's camera is never touched. */
function useWheelCamera(version: number): PerspectiveCamera {
  const set = useThree((s) => s.set);
  const get = useThree((s) => s.get);
  const camera = useMemo(() => new PerspectiveCamera(look.camera.fov, 1, 0.1, 40), []);
  useLayoutEffect(() => {
    // From the look, again when it is tuned (?debug).
    camera.fov = look.camera.fov;
    camera.position.set(0, 0, look.camera.distance);
    camera.lookAt(0, 0, 0);
    camera.updateProjectionMatrix();
  }, [camera, version]);
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
function useRoomEnvironment(version: number): void {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const invalidate = useInvalidateView();
  const restores = useWebgl((s) => s.restores);
  useLayoutEffect(() => {
    scene.environmentIntensity = look.lights.environment;
  }, [scene, version]);
  const apply = useCallback(
    (renderer: WebGLRenderer) => {
      scene.environment = roomEnvironment(renderer, useWebgl.getState().restores);
      scene.environmentIntensity = look.lights.environment;
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
      scratch
        .set(0, (look.band.inner + look.band.outer) / 2, topZ(look))
        .applyEuler(mesh.rotation)
        .applyMatrix4(group.matrixWorld);
      scratch.project(camera);
      moved = writeAnchor(segment * 2) || moved;
    });
    scratch.set(0, 0, look.hub.top).applyMatrix4(root.matrixWorld).project(camera);
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

/**
 * The 'Where We Excel' wheel in WebGL: six bevelled segments around a hub, lit like a product shot. Everything it
 * draws comes from its look (look.ts), applied again when the `?debug` panel tunes it.
 */
export default function WheelScene() {
  const version = useLookVersion();
  const camera = useWheelCamera(version);
  useViewMultisample();
  useRoomEnvironment(version);
  const invalidate = useInvalidateView();
  const wheel = useRef<Group>(null);
  // A tuned look (?debug) makes them again: its geometry or its shadow's ramp may have changed.
  const geometry = useLookMemo(createSegmentGeometry);
  const shadow = useLookMemo(createShadowTexture);
  // Each freed when it is replaced or the scene leaves: a tuning of the shadow alone keeps the segment, and the
  // segment is kept for the next mount (wheelGeometry.ts); three uploads a freed geometry again when it next draws it.
  useEffect(() => () => geometry.dispose(), [geometry]);
  useEffect(() => () => shadow.dispose(), [shadow]);
  useEffect(() => {
    if (version > 0) invalidate();
  }, [version, invalidate]);
  useTwinAnchors(wheel, camera);
  useWheelPicker(wheel, camera);

  const { band, color, lights, hub, ring, shadow: shade, tilt } = look;
  return (
    <>
      <hemisphereLight args={[lights.sky, lights.ground, lights.hemisphere]} />
      <directionalLight
        position={lights.key.position as Triple}
        intensity={lights.key.intensity}
        color={lights.key.color}
      />
      <directionalLight
        position={lights.fill.position as Triple}
        intensity={lights.fill.intensity}
        color={lights.fill.color}
      />
      <group rotation-x={tilt}>
        <mesh position={shade.position as Triple} scale={shade.size} renderOrder={-1}>
          <planeGeometry />
          <meshBasicMaterial
            color={color.shadow}
            alphaMap={shadow}
            transparent
            opacity={shade.opacity}
            depthWrite={false}
          />
        </mesh>
        <WheelSegments ref={wheel} geometry={geometry} />
        <mesh rotation-x={Math.PI / 2} position-z={(hub.top + hub.foot) / 2}>
          <cylinderGeometry
            args={[band.inner - hub.topInset, band.inner - hub.footInset, hub.top - hub.foot, 64]}
          />
          <meshPhysicalMaterial
            color={color.hub}
            roughness={hub.roughness}
            clearcoat={hub.clearcoat}
            clearcoatRoughness={hub.clearcoatRoughness}
          />
        </mesh>
        <mesh position-z={ring.z}>
          <torusGeometry args={[band.inner - ring.inset, ring.tube, 12, 96]} />
          <meshStandardMaterial
            color={color.hubRing}
            emissive={color.emissive}
            emissiveIntensity={ring.emissive}
            roughness={ring.roughness}
          />
        </mesh>
      </group>
    </>
  );
}

type Triple = [number, number, number];
