// A scripted UCI client for process-level tests: starts `node dist/tui/cli.js uci <engine>`,
// sends lines, and waits for a line matching a pattern, as a GUI would. Never built into dist/.
//
//   const c = UciClient.start('gnu');
//   c.send('uci');
//   await c.expect(/^uciok$/);
//   c.send('isready');
//   await c.expect(/^readyok$/, 1000);
//
// Every stdout line is kept in `lines`; expect() reads forward from a cursor, so a line is
// matched once, in order. stderr is kept whole in `stderr`.

import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const CLI = fileURLToPath(new URL('../../../dist/tui/cli.js', import.meta.url));

export class UciClient {
  readonly lines: string[] = [];
  stderr = '';
  /** Index in `lines` of the first line expect() has not looked at. */
  private cursor = 0;
  private partial = '';
  private waiters: (() => void)[] = [];
  readonly exited: Promise<number | null>;
  readonly startedAt = performance.now();

  private constructor(private readonly child: ChildProcessWithoutNullStreams) {
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      const parts = (this.partial + chunk).split('\n');
      this.partial = parts.pop()!;
      this.lines.push(...parts);
      this.wake();
    });
    child.stderr.on('data', (chunk: string) => (this.stderr += chunk));
    // Writing to an engine that has gone is the test's business, not an unhandled error.
    child.stdin.on('error', () => undefined);
    this.exited = new Promise((resolve) => {
      child.on('exit', (code) => {
        resolve(code);
        this.wake();
      });
    });
  }

  /** Starts `ttychess uci <engine>` (or `ttychess xboard <engine>`) from dist/. */
  static start(engine: string, protocol: 'uci' | 'xboard' = 'uci'): UciClient {
    return new UciClient(spawn(process.execPath, [CLI, protocol, engine], { stdio: 'pipe' }));
  }

  private wake(): void {
    for (const w of this.waiters.splice(0)) w();
  }

  /** Index in `lines` just after the last line expect() (or collect()) matched. */
  get read(): number {
    return this.cursor;
  }

  /** Sends one line (a newline is added). */
  send(line: string): void {
    if (this.child.stdin.writable) this.child.stdin.write(`${line}\n`);
  }

  /** Closes the engine's stdin (the end of input). */
  closeInput(): void {
    this.child.stdin.end();
  }

  /**
   * The next line matching `pattern`, reading forward from the cursor; rejects after `timeoutMs`
   * or when the process exits first, naming the pattern and the last lines seen.
   */
  async expect(pattern: RegExp, timeoutMs = 30_000): Promise<string> {
    const deadline = performance.now() + timeoutMs;
    let exited = false;
    void this.exited.then(() => (exited = true));
    while (true) {
      while (this.cursor < this.lines.length) {
        const line = this.lines[this.cursor++]!;
        if (pattern.test(line)) return line;
      }
      const left = deadline - performance.now();
      if (left <= 0 || exited) {
        const tail = this.lines.slice(-5).join(' | ');
        const why = exited ? 'the engine exited' : `no line after ${timeoutMs} ms`;
        throw new Error(`expected ${pattern}: ${why}; last lines: ${tail}; stderr: ${this.stderr}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Resolves once `condition` holds (checked whenever output arrives); rejects after `timeoutMs`. */
  async until(condition: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
    const deadline = performance.now() + timeoutMs;
    while (!condition()) {
      const left = deadline - performance.now();
      if (left <= 0) throw new Error(`waited ${timeoutMs} ms for ${what}; stderr: ${this.stderr}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The lines from the cursor up to and including the next match of `pattern`. */
  async collect(pattern: RegExp, timeoutMs = 30_000): Promise<string[]> {
    const from = this.cursor;
    await this.expect(pattern, timeoutMs);
    return this.lines.slice(from, this.cursor);
  }

  /** The exit status, or rejects after `timeoutMs`. */
  async exit(timeoutMs = 30_000): Promise<number | null> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the engine did not exit in ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      return await Promise.race([this.exited, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Kills the process if it is still running (for afterEach). */
  kill(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }

  /** The process id (to send it signals). */
  get pid(): number | undefined {
    return this.child.pid;
  }
}
