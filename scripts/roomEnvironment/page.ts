// Runs in Chromium (scripts/bakeRoomEnvironment.mjs): renders the wheel's studio light probe as the site renders it
// where the baked file cannot be loaded (src/features/service-wheel/roomEnvironment.ts), and reads back the levels
// the file holds as half floats, four (RGBA) a texel.
import { DataUtils, PMREMGenerator, WebGLRenderer } from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import {
  BAKED_FROM,
  ROOM_BLUR,
  roomLevelSizes,
} from '../../src/features/service-wheel/roomEnvironmentLayout';

declare global {
  interface Window {
    bakeRoomEnvironment: () => string;
  }
}

window.bakeRoomEnvironment = () => {
  const renderer = new WebGLRenderer({ canvas: document.createElement('canvas') });
  const context = renderer.getContext() as WebGL2RenderingContext;
  const target = new PMREMGenerator(renderer).fromScene(new RoomEnvironment(), ROOM_BLUR);
  const halves: number[] = [];
  roomLevelSizes.forEach((size, level) => {
    if (level < BAKED_FROM) return;
    const rgba = new Float32Array(size * size * 4);
    for (let face = 0; face < 6; face++) {
      renderer.setRenderTarget(target, face, level);
      context.readPixels(0, 0, size, size, context.RGBA, context.FLOAT, rgba);
      for (const value of rgba) halves.push(DataUtils.toHalfFloat(value));
    }
  });
  renderer.setRenderTarget(null);
  const bytes = new Uint8Array(new Uint16Array(halves).buffer);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};
