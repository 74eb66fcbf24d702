// The benchmark's peer: the talent network as a visitor would build it with react-force-graph-3d, the library
// most often picked for a 3D node network, used as its README shows (graph data in, component out, defaults
// kept). Built by bench/groups/peer.mjs into bench/peer/dist and measured beside the home page; never shipped.
import ForceGraph3D from 'react-force-graph-3d';
import { createRoot } from 'react-dom/client';
import { talentNodes } from '../../src/content/talent';

const graphData = {
  nodes: talentNodes.map((node) => ({ id: node.id, name: `${node.name}, ${node.role}` })),
  links: talentNodes.flatMap((node) => node.connections.map((target) => ({ source: node.id, target }))),
};

const container = document.getElementById('graph');
if (container) createRoot(container).render(<ForceGraph3D graphData={graphData} nodeLabel="name" />);
