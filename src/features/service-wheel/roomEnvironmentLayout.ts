/**
 * The wheel's studio light probe (docs/decisions/0047-baked-light-probe.md): three's PMREM of its RoomEnvironment, a
 * cube whose mip levels run from 256 px down to 8 px a face. The file baked from it
 * (scripts/bakeRoomEnvironment.mjs) holds the levels from `BAKED_FROM` on, level by level and, within a level, face
 * by face (+X, −X, +Y, −Y, +Z, −Z), each face row by row from its first texel row, four half floats (RGBA) a texel:
 * as WebGL uploads them, so the upload copies nothing.
 */

/** Blur of the studio light probe (radians), before three prefilters it for each roughness. */
export const ROOM_BLUR = 0.04;

/** Face size of each mip level, sharpest first: PMREM's 256 px down to its roughest level's 8 px. */
export const roomLevelSizes: readonly number[] = [256, 128, 64, 32, 16, 8];

/**
 * The sharpest level baked. A material samples level `5 · r · (2 − r)` for roughness r, so every roughness from
 * 0.23 up (the wheel's are 0.3 to 0.5) reads only the baked levels; the two sharper ones are this level enlarged.
 */
export const BAKED_FROM = 2;

/** Half floats in the baked file. */
export const bakedHalves = roomLevelSizes
  .slice(BAKED_FROM)
  .reduce((sum, size) => sum + 6 * size * size * 4, 0);
