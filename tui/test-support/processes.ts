// Which processes are still running, for tests that check that no engine process outlives
// ttychess: by process id and by process group, read from /proc on Linux (elsewhere, by signal 0,
// which cannot tell a zombie). A zombie (a process that has ended and waits for its parent to
// reap it; an orphan's new parent may never do so) is not running.

import { existsSync, readdirSync, readFileSync } from 'node:fs';

const PROC = existsSync('/proc/self/stat');

/** State, parent and group of process `pid` from /proc/PID/stat, or undefined if it has gone. */
function stat(pid: number): { state: string; pgid: number } | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // "PID (COMMAND) STATE PPID PGRP ...": the command may hold spaces and parentheses.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0]!, pgid: Number(fields[2]) };
}

/** Whether process `pid` is running (not gone, not a zombie). */
export function running(pid: number): boolean {
  if (!PROC) return signalled(pid);
  const s = stat(pid);
  return s !== undefined && s.state !== 'Z' && s.state !== 'X';
}

/** The running processes of process group `pgid` (on systems without /proc: [pgid] or []). */
export function groupRunning(pgid: number): number[] {
  if (!PROC) return signalled(-pgid) ? [pgid] : [];
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => stat(pid)?.pgid === pgid && running(pid));
}

/** Whether signal 0 reaches `pid` (a negative one: a group). */
function signalled(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
