// An engine program as a child process spoken to by lines over its stdin and stdout: the part
// the UCI and XBoard players share (uci-player.ts, xboard-player.ts). A subclass sends commands
// and waits for the reply lines it needs; every line also goes to its heard() first.
//
// A process that exits, cannot be started, stops reading its input or sends a line longer than
// MAX_LINE_CHARS has crashed: every pending and later wait rejects with what happened.
//
// The program runs detached, as the leader of a process group of its own (process-groups.ts), and
// its stderr goes nowhere. close() says `quit` and closes its input, gives it QUIT_MS to leave,
// then ends its whole group: SIGTERM, and SIGKILL for what is still there TERM_MS later. So a
// program that hung inside a child of its own (a script blocked in `sleep`) ends with that child,
// and no process of the engine outlives the match. The group is not the terminal's: Ctrl-C reaches
// ttychess alone, which closes its engines (or kills their groups, as it exits).

import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { readBoundedLines } from './bounded-lines.js';
import { closeGroup, openGroup, signalGroup } from './process-groups.js';

/** How long close() waits for the process to leave after `quit` before ending its group. */
const QUIT_MS = 500;
/** How long the group has after SIGTERM before SIGKILL. */
const TERM_MS = 1000;
/** The longest line an engine may send (a long principal variation takes a few thousand). */
export const MAX_LINE_CHARS = 1 << 20;
/** How often close() looks whether the group has gone after SIGTERM. */
const POLL_MS = 25;

interface Waiter {
  /** Whether this line is the one awaited. */
  readonly matches: (line: string) => boolean;
  readonly resolve: (line: string) => void;
  readonly reject: (error: Error) => void;
}

export abstract class EngineProcess {
  private readonly child: ChildProcess;
  private readonly waiters: Waiter[] = [];
  private dead: Error | undefined;
  /** The end in progress or done, once close() has been called. */
  private closing: Promise<void> | undefined;

  protected constructor(
    path: string,
    protected readonly handshakeMs: number,
  ) {
    this.child = spawn(path, [], { stdio: ['pipe', 'pipe', 'ignore'], detached: true });
    if (this.child.pid !== undefined) openGroup(this.child.pid);
    this.child.on('error', (e) => this.fail(new Error(`cannot run ${path}: ${e.message}`)));
    this.child.on('exit', (code, signal) =>
      this.fail(new Error(`process exited (${signal ?? `code ${code}`})`)),
    );
    this.child.stdin!.on('error', (e) => this.fail(new Error(`cannot write to the engine: ${e.message}`)));
    readBoundedLines(this.child.stdout!, MAX_LINE_CHARS, {
      line: (line) => this.receive(line),
      tooLong: () => this.fail(new Error(`it sent a line of more than ${MAX_LINE_CHARS} characters`)),
    });
  }

  /** Every line the engine says (trimmed), before any waiter sees it. */
  protected abstract heard(line: string): void;

  private receive(raw: string): void {
    const line = raw.trim();
    this.heard(line);
    const i = this.waiters.findIndex((w) => w.matches(line));
    if (i < 0) return;
    const [waiter] = this.waiters.splice(i, 1);
    waiter!.resolve(line);
  }

  private fail(error: Error): void {
    this.dead ??= error;
    for (const w of this.waiters.splice(0)) w.reject(this.dead);
  }

  /** Sends one command line; throws once the process has crashed. */
  protected send(command: string): void {
    if (this.dead) throw this.dead;
    this.child.stdin!.write(command + '\n');
  }

  /**
   * The next line that `matches`; rejects after `timeoutMs` or at a crash. `timeoutMs` has no
   * default: `undefined` means no timeout, never "the hand-shake's".
   */
  protected waitFor(
    matches: (line: string) => boolean,
    what: string,
    timeoutMs: number | undefined,
  ): Promise<string> {
    if (this.dead) return Promise.reject(this.dead);
    return new Promise<string>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const waiter: Waiter = {
        matches,
        resolve: (line) => {
          clearTimeout(timer);
          resolve(line);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      };
      if (timeoutMs !== undefined) {
        timer = setTimeout(() => {
          const i = this.waiters.indexOf(waiter);
          if (i >= 0) this.waiters.splice(i, 1);
          reject(new Error(`no ${what} within ${timeoutMs} ms`));
        }, timeoutMs);
      }
      this.waiters.push(waiter);
    });
  }

  /**
   * Ends the process and every process of its group; safe to call more than once, and on a
   * process that crashed (its group may still hold processes it started).
   */
  close(): Promise<void> {
    this.closing ??= this.end();
    return this.closing;
  }

  /** close()'s work, done once. */
  private async end(): Promise<void> {
    const child = this.child;
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      try {
        child.stdin!.end('quit\n');
      } catch {
        // Its input is already closed: the group is ended below.
      }
      await Promise.race([exited, delay(QUIT_MS, undefined, { ref: false })]);
    }
    if (child.pid !== undefined) await endGroup(child.pid);
    // What escaped the group (a process that made a session of its own) may still hold the pipes:
    // ttychess stops reading them rather than wait for it.
    child.stdin!.destroy();
    child.stdout!.destroy();
    this.fail(new Error('engine closed'));
  }
}

/** Ends process group `pgid`: SIGTERM, then SIGKILL if any process is left after TERM_MS. */
async function endGroup(pgid: number): Promise<void> {
  if (signalGroup(pgid, 'SIGTERM')) {
    for (let waited = 0; waited < TERM_MS && signalGroup(pgid, 0); waited += POLL_MS) await delay(POLL_MS);
    signalGroup(pgid, 'SIGKILL');
  }
  closeGroup(pgid);
}
