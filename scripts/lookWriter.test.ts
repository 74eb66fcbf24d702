import { cpSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lookFiles } from '../src/tuning/lookFiles.ts';
import { isLoopback, MAX_BODY, saveLooks, type SaveRequest } from './lookWriter.ts';

const repository = join(import.meta.dirname, '..');
const origin = 'http://127.0.0.1:5173';

let root = '';
/** Each look module of the repository, copied into a throwaway root the writer writes into. */
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'look-writer-'));
  for (const { file } of lookFiles) cpSync(join(repository, file), join(root, file));
  cpSync(join(repository, '.prettierrc.json'), join(root, '.prettierrc.json'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const context = () => ({ root, origins: [origin, 'http://localhost:5173'], looks: lookFiles });
const request = (looks: unknown, overrides: Partial<SaveRequest> = {}): SaveRequest => ({
  method: 'POST',
  headers: { origin, 'content-type': 'application/json' },
  remoteAddress: '127.0.0.1',
  body: JSON.stringify({ looks }),
  ...overrides,
});

/** Every look module's text and modification time: what "no file touched" compares. */
const files = () =>
  lookFiles.map(({ file }) => [readFileSync(join(root, file), 'utf8'), statSync(join(root, file)).mtimeMs]);

describe('the look writer refuses, and touches no file, when', () => {
  const refused = async (
    saving: SaveRequest,
    status: number,
    says: RegExp,
  ): Promise<{ error?: string; problems?: string[] }> => {
    const before = files();
    const answer = await saveLooks(saving, context());
    expect(answer.status).toBe(status);
    expect(answer.body.error).toMatch(says);
    expect(answer.body.written).toBeUndefined();
    expect(files()).toEqual(before);
    return answer.body;
  };
  const good = { wheel: { lights: { key: { intensity: 3 } } } };

  it('a key is unknown: a scene, or a value of a look', async () => {
    const body = await refused(request({ ...good, sky: { color: '#ffffff' } }), 400, /Nothing was saved/);
    expect(body.problems).toEqual(['sky: no such look']);
    const inLook = await refused(request({ wheel: { lights: { key: { brightness: 3 } } } }), 400, /Nothing/);
    expect(inLook.problems).toEqual(['wheel.lights.key.brightness: unknown key']);
    // Keys every JavaScript object has, which are no look's.
    const proto = await refused(
      request(null, { body: '{"looks":{"talent":{"__proto__":{"color":"#ffffff"},"constructor":1}}}' }),
      400,
      /Nothing/,
    );
    expect(proto.problems).toEqual(['talent.__proto__: unknown key', 'talent.constructor: unknown key']);
  });

  it('a value has the wrong type: a string for a number, a number for a colour, an object for a value, a list too short', async () => {
    const body = await refused(
      request({
        wheel: { lights: { key: { intensity: '3', position: [1, 2] } }, color: { rest: 0xaec4f2 } },
        talent: { radius: 5, glow: null },
      }),
      400,
      /Nothing/,
    );
    expect(body.problems).toEqual([
      'wheel.lights.key.intensity: expected a number',
      'wheel.lights.key.position: expected a list of 3',
      'wheel.color.rest: expected a colour #rrggbb',
      'talent.radius: expected an object',
      'talent.glow: expected a number',
    ]);
    await refused(request({ talent: { color: 'red' } }), 400, /Nothing/);
    await refused(request({ talent: { color: '#2dd4bf; background: url(x)' } }), 400, /Nothing/);
  });

  it('a value is out of its range, or not a whole number where the step is', async () => {
    const body = await refused(
      request({ wheel: { lights: { key: { intensity: 99 } }, bevel: { segments: 2.5 }, tilt: Number.NaN } }),
      400,
      /Nothing/,
    );
    expect(body.problems).toEqual([
      'wheel.lights.key.intensity: 99 is outside 0…5',
      'wheel.bevel.segments: expected a whole number',
      // JSON has no NaN: it arrives as null.
      'wheel.tilt: expected a number',
    ]);
  });

  it('one value of many is wrong: the good ones are not saved either', async () => {
    await refused(request({ ...good, talent: { color: '#e11d48', glow: 7 } }), 400, /Nothing/);
  });

  it('the Origin is another site’s, or another port’s, or missing', async () => {
    await refused(
      request(good, { headers: { origin: 'http://evil.example', 'content-type': 'application/json' } }),
      403,
      /own page/,
    );
    await refused(
      request(good, { headers: { origin: 'http://127.0.0.1:8080', 'content-type': 'application/json' } }),
      403,
      /own page/,
    );
    await refused(
      request(good, { headers: { 'content-type': 'application/json' } }),
      403,
      /without an Origin/,
    );
    // A page of another site that resolves to this machine (DNS rebinding) sends its own name as the Origin.
    await refused(
      request(good, {
        headers: { origin: 'http://rebound.example:5173', 'content-type': 'application/json' },
      }),
      403,
      /own page/,
    );
  });

  it('the client is not this machine', async () => {
    for (const remoteAddress of ['192.168.1.20', '10.0.0.2', '::ffff:192.168.1.20', '2001:db8::1', undefined])
      await refused(request(good, { remoteAddress }), 403, /only from this machine/);
  });

  it('it is not a POST of JSON, too large, or not a set of looks', async () => {
    await refused(request(good, { method: 'GET' }), 405, /Only POST/);
    await refused(
      request(good, { headers: { origin, 'content-type': 'text/plain' } }),
      415,
      /application\/json/,
    );
    await refused(request(good, { body: ' '.repeat(MAX_BODY + 1) }), 413, /at most/);
    await refused(request(good, { body: '{"looks":' }), 400, /not JSON/);
    await refused(request(good, { body: JSON.stringify({ looks: good, also: 1 }) }), 400, /Send/);
    await refused(request(good, { body: JSON.stringify([good]) }), 400, /Send/);
    await refused(request({}), 400, /Nothing/);
  });
});

describe('the look writer, given good values from the dev server’s page', () => {
  it('writes them into the look modules in place, laid out by Prettier, so that the diff is the change', async () => {
    const wheel = join(root, 'src/features/service-wheel/look.ts');
    const talent = join(root, 'src/features/talent-network/look.ts');
    const [wheelBefore, talentBefore] = [readFileSync(wheel, 'utf8'), readFileSync(talent, 'utf8')];
    const answer = await saveLooks(
      request({
        wheel: { lights: { key: { intensity: 3, position: [-4.5, 6, 8] } } },
        talent: { color: '#e11d48', svg: { halo: { radius: 3.1 } } },
      }),
      context(),
    );
    expect(answer).toEqual({
      status: 200,
      body: { written: ['src/features/service-wheel/look.ts', 'src/features/talent-network/look.ts'] },
    });
    expect(readFileSync(wheel, 'utf8')).toBe(
      wheelBefore.replace(
        "key: { color: '#ffffff', intensity: 1.5, position: [-4, 6, 8] }",
        "key: { color: '#ffffff', intensity: 3, position: [-4.5, 6, 8] }",
      ),
    );
    expect(readFileSync(talent, 'utf8')).toBe(
      talentBefore.replace("color: '#2dd4bf'", "color: '#e11d48'").replace('radius: 2.6,', 'radius: 3.1,'),
    );
  });

  it('lays a value out as Prettier lays out the repository’s code (a list of lists, one a line)', async () => {
    const wheel = join(root, 'src/features/service-wheel/look.ts');
    const answer = await saveLooks(
      request({
        wheel: {
          shadow: {
            ramp: [
              [0, 0.9],
              [0.5, 0.5],
              [1, 0],
            ],
          },
        },
      }),
      context(),
    );
    expect(answer.status).toBe(200);
    const text = readFileSync(wheel, 'utf8');
    expect(text).toContain('    ramp: [\n      [0, 0.9],\n      [0.5, 0.5],\n      [1, 0],\n    ],\n');
    const prettier = await import('prettier');
    expect(await prettier.check(text, { ...(await prettier.resolveConfig(wheel)), filepath: wheel })).toBe(
      true,
    );
  });

  it('writes nothing when the values are those of the source, and says so', async () => {
    const before = files();
    expect(await saveLooks(request({ talent: { color: '#2dd4bf' } }), context())).toEqual({
      status: 200,
      body: { written: [] },
    });
    expect(files()).toEqual(before);
  });

  it('takes the loopback client in every form a socket reports it', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])
      expect(isLoopback(address)).toBe(true);
    for (const address of ['128.0.0.1', '::2', '::ffff:10.0.0.1', '1127.0.0.1', ''])
      expect(isLoopback(address)).toBe(false);
  });
});
