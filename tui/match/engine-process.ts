// An engine program as a child process spoken to by lines over its stdin and stdout: the part
// the UCI and XBoard players share (uci-player.ts, xboard-player.ts). A subclass sends commands
// and waits for the reply lines it needs; every line also goes to its heard() first.
//
// A process that exits, cannot be started, or stops reading its input has crashed: every pending
// and later wait rejects with what happened. close() says `quit`, then kills the process if it
// has not left within CLOSE_MS.

import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/** How long close() waits for the process to leave after `quit` before killing it. */
const CLOSE_MS = 500;

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

  protected constructor(
    path: string,
    protected readonly handshakeMs: number,
  ) {
    this.child = spawn(path, [], { stdio: ['pipe', 'pipe', 'ignore'] });
    this.child.on('error', (e) => this.fail(new Error(`cannot run ${path}: ${e.message}`)));
    this.child.on('exit', (code, signal) =>
      this.fail(new Error(`process exited (${signal ?? `code ${code}`})`)),
    );
    this.child.stdin!.on('error', (e) => this.fail(new Error(`cannot write to the engine: ${e.message}`)));
    createInterface({ input: this.child.stdout! }).on('line', (line) => this.receive(line));
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

  /** Ends the process; safe to call more than once, and on a process that crashed. */
  async close(): Promise<void> {
    const child = this.child;
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) {
      this.fail(new Error('engine closed'));
      return;
    }
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      child.stdin!.write('quit\n');
    } catch {
      // Its input is already closed: the kill below ends it.
    }
    const timer = setTimeout(() => child.kill('SIGKILL'), CLOSE_MS);
    await exited;
    clearTimeout(timer);
    this.fail(new Error('engine closed'));
  }
}
