import { useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { Color } from 'three';
import { talentNodes } from '../../content/talent';
import { subscribeTuning, tuning } from '../../canvas/tuning';
import { useInvalidateView } from '../../canvas/viewContext';
import { DiagramDrawing } from '../../diagram/gl/DiagramDrawing';
import { heroClips } from '../../store/hero';
import { talentDiagram } from './diagram';
import { NODE_RADIUS } from './layout';
import { NODE_QUAD, edgeFragment, nodeFragment } from './talentShaders';

const nodeScale = () => tuning.nodeScale;

interface TalentNetworkSceneProps {
  /** Colour of lit nodes and edges (defaults to the talent accent, tunable in ?debug). */
  color?: string;
  /** Core colour of an active node. */
  core?: string;
}

/**
 * The talent network in WebGL (the node-diagram kit): the 46 nodes as shader-drawn discs of three sizes, the edges
 * as lines. A signal hops along connections each 500 ms tick (the reached node swells, the edge it came by is lit,
 * a trail fades behind it); hover and pick light a node and its connections. The debug panel's colours and node
 * scale apply live.
 */
export default function TalentNetworkScene({
  color = tuning.talentColor,
  core = '#ecfeff',
}: TalentNetworkSceneProps) {
  const invalidate = useInvalidateView();
  const scale = useSyncExternalStore(subscribeTuning, nodeScale);
  const uniforms = useMemo(
    () => ({
      uColor: { value: new Color(color) },
      uCore: { value: new Color(core) },
      uEdge: { value: new Color(tuning.edgeColor) },
      uBase: { value: new Color('#041616') },
    }),
    [color, core],
  );
  const look = useMemo(
    () => ({
      quads: talentNodes.map((n) => NODE_RADIUS[n.size] * scale * NODE_QUAD * 2),
      uniforms,
      nodeShader: nodeFragment,
      edgeShader: edgeFragment,
    }),
    [scale, uniforms],
  );

  useLayoutEffect(
    () =>
      subscribeTuning(() => {
        uniforms.uColor.value.set(tuning.talentColor);
        uniforms.uEdge.value.set(tuning.edgeColor);
        invalidate();
      }),
    [uniforms, invalidate],
  );

  return <DiagramDrawing diagram={talentDiagram} clip={heroClips.talent} look={look} />;
}
