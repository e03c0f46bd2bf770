// The built binary as a protocol engine for the fuzzer: `node dist/tui/cli.js uci|xboard <id>`
// as a child process, written to as a GUI writes (lines, floods of lines, the end of input,
// SIGTERM) and read line by line. Every wait has a deadline, so an engine that wedges is a
// failure the caller reports, never a hang of the fuzzer: `kill()` ends the child for good.
//
//   const p = EngineProcess.start('xboard', 'gnu');
//   p.send(['xboard', 'protover 2']);
//   if (!(await p.waitFor((l) => l === 'feature done=1', 30_000))) ... a wedge
//   p.send(['quit']);
//   await p.exit(10_000); // the status, or undefined if it did not exit in time

import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import { packageRoot } from '../files.js';

export type Protocol = 'uci' | 'xboard';

/** How the child ended: its status, or the signal that ended it. */
export interface ProcessExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

export class EngineProcess {
  /** Every line the engine wrote on stdout, in order. */
  readonly lines: string[] = [];
  /** For each line, how many lines had been written to the engine when it was read. */
  readonly sentBefore: number[] = [];
  /** Everything it wrote on stderr. */
  stderr = '';
  /** Lines written to it, counting each line of a flood. */
  sent = 0;
  private partial = '';
  private listeners: (() => void)[] = [];
  private exitState: ProcessExit | undefined;

  private constructor(private readonly child: ChildProcessWithoutNullStreams) {
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      const parts = (this.partial + chunk).split('\n');
      this.partial = parts.pop()!;
      for (const part of parts) {
        this.lines.push(part);
        this.sentBefore.push(this.sent);
      }
      this.notify();
    });
    child.stderr.on('data', (chunk: string) => (this.stderr += chunk));
    // Writing to an engine that has gone is what the checks report, not an error of the fuzzer.
    child.stdin.on('error', () => undefined);
    child.on('exit', (code, signal) => {
      this.exitState = { code, signal };
      this.notify();
    });
  }

  /** Starts `ttychess <protocol> <engine>` from dist/ (built first, as `npm run fuzz` does). */
  static start(protocol: Protocol, engine: string): EngineProcess {
    const cli = join(packageRoot(), 'dist', 'tui', 'cli.js');
    return new EngineProcess(spawn(process.execPath, [cli, protocol, engine], { stdio: 'pipe' }));
  }

  private notify(): void {
    for (const listener of this.listeners.splice(0)) listener();
  }

  /** Writes `lines` at once, each ended by a newline (one write: a flood arrives together). */
  send(lines: readonly string[]): void {
    this.sent += lines.length;
    if (this.child.stdin.writable) this.child.stdin.write(lines.map((l) => `${l}\n`).join(''));
  }

  /** Closes the engine's stdin: the end of input. */
  closeInput(): void {
    this.child.stdin.end();
  }

  /** Sends the child a signal (SIGTERM, as a GUI closing an engine does). */
  signal(name: NodeJS.Signals): void {
    if (this.exitState === undefined) this.child.kill(name);
  }

  /**
   * Resolves true once a line from index `from` on satisfies `test`, false after `timeoutMs` or
   * when the process has exited without one.
   */
  async waitFor(test: (line: string) => boolean, timeoutMs: number, from = 0): Promise<boolean> {
    const deadline = performance.now() + timeoutMs;
    let cursor = from;
    for (;;) {
      for (; cursor < this.lines.length; cursor++) if (test(this.lines[cursor]!)) return true;
      const left = deadline - performance.now();
      if (left <= 0 || this.exitState !== undefined) return false;
      await this.change(left);
    }
  }

  /** How the process ended, once it has, or undefined after `timeoutMs`. */
  async exit(timeoutMs: number): Promise<ProcessExit | undefined> {
    const deadline = performance.now() + timeoutMs;
    while (this.exitState === undefined) {
      const left = deadline - performance.now();
      if (left <= 0) return undefined;
      await this.change(left);
    }
    // The last output may still be in the pipe when 'exit' comes: let the streams drain.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return this.exitState;
  }

  /** Resolves when output or the exit comes, or after `ms`. */
  private change(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.listeners.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Ends the process for good (a wedged engine, or the end of a check). */
  kill(): void {
    if (this.exitState === undefined) this.child.kill('SIGKILL');
  }
}
