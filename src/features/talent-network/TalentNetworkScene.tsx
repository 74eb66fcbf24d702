import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { Color, Object3D, type BufferGeometry, type InstancedMesh } from 'three';
import { talentNodes } from '../../content/talent';
import { getTickChannel } from '../../canvas/tickScheduler';
import { useTickUniforms } from '../../canvas/tickUniforms';
import { tuning } from '../../canvas/tuning';
import { useTalentSelection } from '../../store/heroSelection';
import { NODE_RADIUS, nodePoint } from './layout';
import { talentEdgeList, talentWalk } from './signal';
import { NODE_QUAD, edgeFragment, edgeVertex, nodeFragment, nodeVertex } from './talentShaders';

const COUNT = talentNodes.length;
const indexOf = new Map(talentNodes.map((n, i) => [n.id, i]));
// Scratch objects at module scope: nothing is allocated per frame.
const scratch = new Object3D();

const walkAt = (k: number) =>
  talentWalk[((k % talentWalk.length) + talentWalk.length) % talentWalk.length] ?? -1;
const walkBefore = (k: number) => walkAt(k - 1);

function useColorUniform(initial: string) {
  return useMemo(() => ({ value: new Color(initial) }), [initial]);
}

interface TalentNetworkSceneProps {
  /** Colour of lit nodes and edges (defaults to the talent accent, tunable in ?debug). */
  color?: string;
  /** Core colour of an active node. */
  core?: string;
}

/**
 * The talent network in WebGL: the 46 nodes as one instanced mesh of shader-drawn discs (three sizes), the edges
 * as one line-segments object. A signal hops along connections each 500 ms tick (a pulse ring on the reached node,
 * a spot travelling the edge it came by, a fading trail); hover and pick light a node and its connections.
 * Everything animated is a uniform: no buffer uploads and no allocation per frame.
 */
export default function TalentNetworkScene({
  color = tuning.talentColor,
  core = '#ecfeff',
}: TalentNetworkSceneProps) {
  const size = useThree((s) => s.size);
  const invalidate = useThree((s) => s.invalidate);
  const mesh = useRef<InstancedMesh>(null);
  const edges = useRef<BufferGeometry>(null);
  const lastColor = useRef(color);

  const colorUniform = useColorUniform(color);
  const coreUniform = useColorUniform(core);
  const ticked = useTickUniforms({
    channel: 'network',
    side: 'talent',
    activeAt: walkAt,
    previousAt: walkBefore,
    selection: useTalentSelection,
    indexOf,
  });
  const shared = useMemo(
    () => ({ ...ticked, uColor: colorUniform, uCore: coreUniform }),
    [ticked, colorUniform, coreUniform],
  );
  const nodeUniforms = useMemo(
    () => ({
      ...shared,
      uBase: { value: new Color('#041616') },
      uTrail: { value: [-1, -1, -1] as number[] },
    }),
    [shared],
  );
  const edgeUniforms = useMemo(
    () => ({ ...shared, uEdge: { value: new Color(tuning.edgeColor) } }),
    [shared],
  );

  const indices = useMemo(() => Float32Array.from(talentNodes, (_, i) => i), []);
  const edgeBuffers = useMemo(() => {
    const n = talentEdgeList.length * 2;
    const ends = new Float32Array(n * 2);
    const t = new Float32Array(n);
    talentEdgeList.forEach(([a, b], e) => {
      ends.set([a, b, a, b], e * 4);
      t.set([0, 1], e * 2);
    });
    return { positions: new Float32Array(n * 3), ends, t };
  }, []);

  // Layout: positions follow the box size (a resize), never a frame.
  useLayoutEffect(() => {
    const { width: w, height: h } = size;
    const point = (i: number): [number, number] => {
      const node = talentNodes[i];
      if (!node) return [0, 0];
      const [x, y] = nodePoint(node.x, node.y, w, h);
      return [x - w / 2, h / 2 - y];
    };
    const instanced = mesh.current;
    if (instanced) {
      talentNodes.forEach((node, i) => {
        const [x, y] = point(i);
        const quad = NODE_RADIUS[node.size] * tuning.nodeScale * NODE_QUAD * 2;
        scratch.position.set(x, y, 0);
        scratch.scale.set(quad, quad, 1);
        scratch.updateMatrix();
        instanced.setMatrixAt(i, scratch.matrix);
      });
      instanced.instanceMatrix.needsUpdate = true;
    }
    const { positions } = edgeBuffers;
    talentEdgeList.forEach(([a, b], e) => {
      const [ax, ay] = point(a);
      const [bx, by] = point(b);
      positions.set([ax, ay, -1, bx, by, -1], e * 6);
    });
    const attr = edges.current?.getAttribute('position');
    if (attr) attr.needsUpdate = true;
    edges.current?.computeBoundingSphere();
    invalidate();
  }, [size, edgeBuffers, invalidate]);

  // The trail of the last three nodes the signal visited, and the tuning panel's colours (?debug).
  useFrame(() => {
    const tick = getTickChannel('network')?.tick ?? 0;
    const trail = nodeUniforms.uTrail.value;
    trail[0] = walkAt(tick - 1);
    trail[1] = walkAt(tick - 2);
    trail[2] = walkAt(tick - 3);
    if (lastColor.current !== tuning.talentColor) {
      lastColor.current = tuning.talentColor;
      colorUniform.value.set(tuning.talentColor);
      edgeUniforms.uEdge.value.set(tuning.edgeColor);
    }
  });

  return (
    <>
      <lineSegments frustumCulled={false} renderOrder={0}>
        <bufferGeometry ref={edges}>
          <bufferAttribute attach="attributes-position" args={[edgeBuffers.positions, 3]} />
          <bufferAttribute attach="attributes-aEnds" args={[edgeBuffers.ends, 2]} />
          <bufferAttribute attach="attributes-aT" args={[edgeBuffers.t, 1]} />
        </bufferGeometry>
        <shaderMaterial
          args={[{ uniforms: edgeUniforms, vertexShader: edgeVertex, fragmentShader: edgeFragment }]}
          transparent
          depthWrite={false}
          depthTest={false}
        />
      </lineSegments>
      <instancedMesh ref={mesh} args={[undefined, undefined, COUNT]} frustumCulled={false} renderOrder={1}>
        <planeGeometry args={[1, 1]}>
          <instancedBufferAttribute attach="attributes-aIndex" args={[indices, 1]} />
        </planeGeometry>
        <shaderMaterial
          args={[{ uniforms: nodeUniforms, vertexShader: nodeVertex, fragmentShader: nodeFragment }]}
          transparent
          depthWrite={false}
          depthTest={false}
        />
      </instancedMesh>
    </>
  );
}
