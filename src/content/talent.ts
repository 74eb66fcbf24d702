import { talentProfiles } from './talentProfiles';
import type { TalentNode } from './types';

/**
 * The home hero's talent network (docs/product.md#talent-network, docs/decisions/0009-fixed-sample-data.md): where
 * each of the 46 sample engineers sits and whom it connects to; who they are is in talentProfiles.ts. Positions are
 * fixed literals in the panel's 0–100 space (all within 6..94, every pair at least 9 apart), produced once by a
 * seeded best-candidate sampler; nothing is random at import time.
 *
 * Connections: each undirected edge is listed ONCE, on the node with the smaller index (so some later nodes list
 * none). Every node has 2–3 edges in total, and the graph is connected. Use `talentEdges` for the edge list.
 */
const talentPlacements: readonly Omit<TalentNode, 'name' | 'role' | 'skills'>[] = [
  { id: 't01', x: 13, y: 8, size: 'medium', connections: ['t02', 't07'] },
  { id: 't02', x: 27, y: 8, size: 'small', connections: ['t03'] },
  { id: 't03', x: 40, y: 12, size: 'small', connections: ['t10'] },
  { id: 't04', x: 56, y: 14, size: 'large', connections: ['t05', 't08', 't13'] },
  { id: 't05', x: 72, y: 14, size: 'small', connections: ['t09'] },
  { id: 't06', x: 92, y: 16, size: 'medium', connections: ['t09', 't14'] },
  { id: 't07', x: 20, y: 21, size: 'small', connections: ['t11', 't12'] },
  { id: 't08', x: 49, y: 22, size: 'medium', connections: ['t10', 't15'] },
  { id: 't09', x: 81, y: 22, size: 'small', connections: ['t14'] },
  { id: 't10', x: 38, y: 25, size: 'small', connections: ['t12'] },
  { id: 't11', x: 12, y: 28, size: 'large', connections: ['t18'] },
  { id: 't12', x: 28, y: 28, size: 'small', connections: ['t16'] },
  { id: 't13', x: 64, y: 28, size: 'medium', connections: ['t19'] },
  { id: 't14', x: 93, y: 32, size: 'small', connections: ['t17'] },
  { id: 't15', x: 48, y: 36, size: 'medium', connections: ['t16'] },
  { id: 't16', x: 37, y: 37, size: 'small', connections: ['t20'] },
  { id: 't17', x: 82, y: 40, size: 'large', connections: ['t22', 't24'] },
  { id: 't18', x: 16, y: 41, size: 'medium', connections: ['t25'] },
  { id: 't19', x: 64, y: 42, size: 'small', connections: ['t27'] },
  { id: 't20', x: 30, y: 48, size: 'small', connections: ['t21', 't23'] },
  { id: 't21', x: 43, y: 49, size: 'large', connections: ['t26', 't28'] },
  { id: 't22', x: 92, y: 51, size: 'medium', connections: ['t31'] },
  { id: 't23', x: 19, y: 52, size: 'small', connections: ['t25', 't29'] },
  { id: 't24', x: 79, y: 52, size: 'medium', connections: ['t27', 't30'] },
  { id: 't25', x: 8, y: 54, size: 'small', connections: ['t29'] },
  { id: 't26', x: 52, y: 54, size: 'medium', connections: ['t32'] },
  { id: 't27', x: 68, y: 58, size: 'small', connections: [] },
  { id: 't28', x: 40, y: 60, size: 'medium', connections: ['t32', 't33'] },
  { id: 't29', x: 19, y: 62, size: 'small', connections: ['t37'] },
  { id: 't30', x: 81, y: 64, size: 'large', connections: ['t31', 't34'] },
  { id: 't31', x: 91, y: 66, size: 'small', connections: ['t43'] },
  { id: 't32', x: 50, y: 68, size: 'small', connections: ['t35'] },
  { id: 't33', x: 32, y: 69, size: 'large', connections: ['t38'] },
  { id: 't34', x: 75, y: 74, size: 'medium', connections: ['t35', 't39'] },
  { id: 't35', x: 59, y: 76, size: 'small', connections: [] },
  { id: 't36', x: 41, y: 78, size: 'small', connections: ['t40', 't41'] },
  { id: 't37', x: 9, y: 79, size: 'large', connections: ['t45'] },
  { id: 't38', x: 27, y: 80, size: 'medium', connections: ['t40', 't44'] },
  { id: 't39', x: 81, y: 85, size: 'small', connections: ['t43', 't46'] },
  { id: 't40', x: 35, y: 86, size: 'medium', connections: ['t41'] },
  { id: 't41', x: 45, y: 89, size: 'small', connections: ['t42'] },
  { id: 't42', x: 54, y: 92, size: 'large', connections: ['t46'] },
  { id: 't43', x: 91, y: 92, size: 'small', connections: [] },
  { id: 't44', x: 25, y: 93, size: 'medium', connections: ['t45'] },
  { id: 't45', x: 6, y: 94, size: 'small', connections: [] },
  { id: 't46', x: 65, y: 94, size: 'small', connections: [] },
];

export const talentNodes: readonly TalentNode[] = talentPlacements.map((place) => {
  const profile = talentProfiles[place.id];
  if (!profile) throw new Error(`talent node ${place.id} has no profile in talentProfiles.ts`);
  return { ...place, ...profile };
});

/** Every edge of the talent network once, as [from, to] ids. */
export const talentEdges: readonly (readonly [string, string])[] = talentNodes.flatMap((node) =>
  node.connections.map((to) => [node.id, to] as const),
);
