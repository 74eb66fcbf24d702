import { describe, expect, test, vi } from 'vitest';
import { closeOrKill } from './processes';

describe('closeOrKill: a browser that will not quit ends the session, not the suite', () => {
  test('a session that closes in time is not killed', async () => {
    const kill = vi.fn();
    await closeOrKill(Promise.resolve(), 1_000, 'closing', kill);
    expect(kill).not.toHaveBeenCalled();
  });

  test('a session that does not close within its time is killed, and the close resolves', async () => {
    const kill = vi.fn();
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    await expect(
      closeOrKill(new Promise(() => {}), 20, 'closing the browser', kill),
    ).resolves.toBeUndefined();
    expect(kill).toHaveBeenCalledOnce();
    expect(stderr).toHaveBeenCalledWith('engines suite: closing the browser took over 20 ms; killed\n');
    stderr.mockRestore();
  });

  test('a session whose close fails is killed, and the close resolves', async () => {
    const kill = vi.fn();
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    await expect(
      closeOrKill(Promise.reject(new Error('session not found')), 1_000, 'closing', kill),
    ).resolves.toBeUndefined();
    expect(kill).toHaveBeenCalledOnce();
    expect(stderr).toHaveBeenCalledWith('engines suite: session not found; killed\n');
    stderr.mockRestore();
  });
});
