import { useThree } from '@react-three/fiber';
import { use, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { CanvasTexture, LinearFilter, type IUniform, type InstancedMesh, type Texture } from 'three';
import { useInvalidateView, useViewSize } from '../../canvas/viewContext';
import { growBox, type SceneBox } from '../../canvas/boxes';
import type { Diagram } from '../defineDiagram';
import { buildDecalAtlas, type DecalAtlas } from './decalAtlas';
import { clipTest, diagramFragmentGlsl } from './diagramGlsl';
import { trackViewPx, viewPxUniform } from './viewportPx';

/**
 * A decal quad: centred on its node plus its offset, grown while its node is hovered, its corner put on a device
 * pixel (the atlas holds it at device resolution, so it samples 1:1 and looks as sharp as the page's own text).
 */
const decalVertex = /* glsl */ `
attribute float aIndex;
attribute vec2 aCentre;
attribute vec2 aSize;
attribute vec4 aUv;
attribute float aGrow;
uniform float uHover;
uniform vec2 uViewPx;
varying vec2 vAtlas;
varying vec2 vWorld;
void main() {
  float grow = mix(1.0, aGrow, 1.0 - step(0.5, abs(aIndex - uHover)));
  vec4 corner = projectionMatrix * viewMatrix * modelMatrix * vec4(aCentre - aSize * 0.5, 0.0, 1.0);
  vec2 px = (corner.xy * 0.5 + 0.5) * uViewPx;
  vec2 snap = (floor(px + 0.5) - px) / uViewPx * 2.0;
  vec4 world = modelMatrix * vec4(aCentre + position.xy * aSize * grow, 0.0, 1.0);
  vWorld = world.xy;
  vAtlas = mix(aUv.xy, aUv.zw, uv);
  gl_Position = projectionMatrix * viewMatrix * world;
  gl_Position.xy += snap * gl_Position.w;
}
`;

/** The atlas' texels as they are (premultiplied, no colour space conversion): the page's own pixels. */
const decalFragment = /* glsl */ `
uniform sampler2D uAtlas;
varying vec2 vAtlas;
${diagramFragmentGlsl}
void main() {
  ${clipTest}
  vec4 texel = texture2D(uAtlas, vAtlas);
  if (texel.a < 0.004) discard;
  gl_FragColor = texel;
}
`;

const NO_DECALS: DecalAtlas['decals'] = [];

interface Shown {
  key: string;
  atlas: DecalAtlas | null;
}

/** One atlas build per diagram and layout (box size, pixel ratio): the last one asked for. */
const builds = new WeakMap<Diagram, { key: string; atlas: Promise<DecalAtlas | null> }>();
function atlasFor(diagram: Diagram, key: string, dpr: number): Promise<DecalAtlas | null> {
  const last = builds.get(diagram);
  if (last?.key === key) return last.atlas;
  const atlas = buildDecalAtlas(diagram, dpr).catch(() => null);
  builds.set(diagram, { key, atlas });
  return atlas;
}

/**
 * The atlas of a diagram's twin decals for the view's layout. The scene waits for the first one (this suspends), so
 * its first frame already shows them; a new layout, or new decals (`decalsKey`), builds a new atlas while the old one
 * shows. Null without decals.
 */
export function useDecalAtlas(diagram: Diagram, decalsKey = 0): DecalAtlas | null {
  const { width, height } = useViewSize();
  const dpr = useThree((s) => s.viewport.dpr);
  const key = `${width}x${height}@${dpr}#${decalsKey}`;
  // The first atlas, asked for once and waited for on every render (a later key never suspends the scene).
  const [first] = useState(() => ({ key, atlas: atlasFor(diagram, key, dpr) }));
  const firstAtlas = use(first.atlas);
  const [shown, setShown] = useState<Shown | null>(null);
  const current: Shown = shown ?? { key: first.key, atlas: firstAtlas };

  useEffect(() => {
    if (shown?.key === key) return undefined;
    // The first atlas (already built: the scene waited for it) or a new layout's, once it is built.
    let live = true;
    void atlasFor(diagram, key, dpr).then((atlas) => {
      if (live) setShown({ key, atlas });
    });
    return () => {
      live = false;
    };
  }, [diagram, key, dpr, shown]);
  return current.atlas;
}

/** Where the decals can show, grown ones included (the view's frame), added to `out`. */
export function addDecalExtent(atlas: DecalAtlas | null, points: Float32Array, out: SceneBox): void {
  for (const d of atlas?.decals ?? NO_DECALS) {
    const w = d.w * d.grow;
    const h = d.h * d.grow;
    growBox(out, (points[d.node * 2] ?? 0) + d.x - w / 2, (points[d.node * 2 + 1] ?? 0) + d.y - h / 2, w, h);
  }
}

interface DiagramDecalsProps {
  atlas: DecalAtlas | null;
  /** Node centres in the view's frame (useNodePoints). */
  points: Float32Array;
  /** The diagram's shared uniforms (the clip line and the hovered node are read). */
  uniforms: Record<string, IUniform>;
}

/** The twins' decals (decalAtlas.ts) drawn over the nodes, in one draw call. */
export function DiagramDecals({ atlas, points, uniforms }: DiagramDecalsProps) {
  const mesh = useRef<InstancedMesh>(null);
  const invalidate = useInvalidateView();
  const texture = useMemo(() => {
    if (!atlas) return null;
    const t = new CanvasTexture(atlas.image);
    t.premultiplyAlpha = true;
    t.minFilter = LinearFilter;
    t.magFilter = LinearFilter;
    t.generateMipmaps = false;
    return t;
  }, [atlas]);
  useEffect(() => () => texture?.dispose(), [texture]);

  const material = useMemo(
    () => ({
      uniforms: {
        ...uniforms,
        uAtlas: { value: null as Texture | null },
        uViewPx: viewPxUniform(),
      },
      vertexShader: decalVertex,
      fragmentShader: decalFragment,
    }),
    [uniforms],
  );

  const decals = atlas?.decals ?? NO_DECALS;
  const attributes = useMemo(() => {
    const centre = new Float32Array(decals.length * 2);
    decals.forEach((d, i) => {
      centre[i * 2] = (points[d.node * 2] ?? 0) + d.x;
      centre[i * 2 + 1] = (points[d.node * 2 + 1] ?? 0) + d.y;
    });
    return {
      aIndex: [Float32Array.from(decals, (d) => d.node), 1],
      aCentre: [centre, 2],
      aSize: [Float32Array.from(decals.flatMap((d) => [d.w, d.h])), 2],
      aUv: [Float32Array.from(decals.flatMap((d) => d.uv)), 4],
      aGrow: [Float32Array.from(decals, (d) => d.grow), 1],
    } as const;
  }, [decals, points]);

  useLayoutEffect(() => {
    material.uniforms.uAtlas.value = texture;
    const instanced = mesh.current;
    // The view's viewport in device pixels, for the shader's pixel snap.
    if (instanced) trackViewPx(instanced, material.uniforms.uViewPx);
    invalidate();
  }, [material, texture, attributes, invalidate]);

  if (!texture || decals.length === 0) return null;
  return (
    <instancedMesh
      ref={mesh}
      key={decals.length}
      args={[undefined, undefined, decals.length]}
      frustumCulled={false}
      renderOrder={2}
    >
      <planeGeometry args={[1, 1]}>
        {Object.entries(attributes).map(([name, [values, size]]) => (
          <instancedBufferAttribute key={name} attach={`attributes-${name}`} args={[values, size]} />
        ))}
      </planeGeometry>
      <shaderMaterial args={[material]} transparent premultipliedAlpha depthWrite={false} depthTest={false} />
    </instancedMesh>
  );
}
