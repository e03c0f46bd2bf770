// The process groups of the engine programs ttychess has started. Each external engine runs
// detached, as the leader of a process group of its own (engine-process.ts), so that the
// programs it starts in turn (a script's `sleep`, a wrapper's engine) can be ended with it: a
// signal sent to the group reaches them all, where one sent to the engine alone would leave them
// running, holding the pipes that ttychess waits on.
//
// The groups still open are kept here, in the one place the whole process shares, because what
// ends them is process-wide: ttychess's own exit (a second Ctrl-C exits at once) and a SIGTERM
// or SIGHUP sent to it. The first of those kills every open group with SIGKILL.

/** The ids of the groups started and not yet ended (a group's id is its leader's process id). */
const open = new Set<number>();
let exitHookInstalled = false;

/**
 * Sends `signal` to every process of group `pgid`: whether any process was there to get it
 * (signal 0 only asks). A zombie still counts, as the kernel counts it.
 */
export function signalGroup(pgid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false;
  }
}

/** Remembers group `pgid` as open, to be killed should ttychess exit before it is ended. */
export function openGroup(pgid: number): void {
  open.add(pgid);
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', killOpenGroups);
}

/** Forgets group `pgid`: it has been ended. */
export function closeGroup(pgid: number): void {
  open.delete(pgid);
}

/** Kills every open group at once (SIGKILL), as ttychess leaves without closing its engines. */
export function killOpenGroups(): void {
  for (const pgid of open) signalGroup(pgid, 'SIGKILL');
  open.clear();
}
