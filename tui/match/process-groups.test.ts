// The engines' process groups: a group is signalled as a whole, and killOpenGroups (what
// ttychess's exit and SIGTERM run) ends every open group, children of the leader included.

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, test } from 'vitest';
import { groupRunning, running } from '../test-support/processes.js';
import { closeGroup, killOpenGroups, openGroup, signalGroup } from './process-groups.js';

/** How long to wait for a killed process to go: only turns a wedge into a failure. */
const POLL = { timeout: 30_000, interval: 20 };

/** A detached shell (leading a group of its own) that starts `sleep 1000` and waits; its pids. */
async function sleepingGroup(): Promise<{ leader: number; sleep: number }> {
  const child = spawn('/bin/sh', ['-c', 'sleep 1000 & echo $!; wait'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const [data] = (await once(child.stdout, 'data')) as [Buffer];
  child.stdout.destroy();
  child.unref();
  return { leader: child.pid!, sleep: Number(data.toString().trim()) };
}

describe('process groups', () => {
  test('killOpenGroups ends each open group, the leader and its child', async () => {
    const a = await sleepingGroup();
    const b = await sleepingGroup();
    openGroup(a.leader);
    openGroup(b.leader);
    expect(groupRunning(a.leader).sort()).toEqual([a.leader, a.sleep].sort());
    killOpenGroups();
    // SIGKILL is delivered before kill() returns; the processes may linger only as zombies.
    await expect.poll(() => [...groupRunning(a.leader), ...groupRunning(b.leader)], POLL).toEqual([]);
    expect([a, b].flatMap((g) => [g.leader, g.sleep]).filter(running)).toEqual([]);
  });

  test('a closed group is not killed; signalGroup says whether any process was there', async () => {
    const g = await sleepingGroup();
    openGroup(g.leader);
    closeGroup(g.leader);
    killOpenGroups();
    expect(signalGroup(g.leader, 0)).toBe(true);
    expect(running(g.sleep)).toBe(true);
    expect(signalGroup(g.leader, 'SIGKILL')).toBe(true);
    await expect.poll(() => groupRunning(g.leader), POLL).toEqual([]);
  });
});
