// The built `ttychess` binary in a pseudo-terminal, for end-to-end tests that read the screen as
// a person would see it.
//
//   node dist/tui/cli.js ...args  --(pty: node-pty)-->  raw bytes  --> @xterm/headless Terminal
//                                                           |
//                                                           +--> kept whole, for mode checks
//
// node-pty gives the program a real terminal (stdin.isTTY, raw mode, a window size), so ink runs
// as it does for a person; the headless xterm interprets the escape sequences into a screen and a
// scrollback buffer that tests read as plain text. Nothing here sleeps to wait: waitFor polls
// the buffer until the text is there or the time is up, then fails with the screen in the message.
// Assumes dist/ is built (`npm test` builds before vitest; by hand: npm run build).

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import xtermHeadless from '@xterm/headless';
import { spawn, type IPty } from 'node-pty';
import { packageRoot } from '../files.js';

const { Terminal } = xtermHeadless;
type HeadlessTerminal = InstanceType<typeof Terminal>;

/** The built CLI that the terminal runs. */
export const CLI_PATH = join(packageRoot(), 'dist', 'tui', 'cli.js');

/** Keys that `press` sends, as the bytes a terminal sends for them. */
export const KEYS = {
  enter: '\r',
  'ctrl-c': '\x03',
  backspace: '\x7f',
} as const;
export type KeyName = keyof typeof KEYS;

const HIDE_CURSOR = '\x1b[?25l';
const SHOW_CURSOR = '\x1b[?25h';
const POLL_MS = 25;
/** Variables by which ink (through is-in-ci) decides it runs in CI. */
const CI_VARIABLES: readonly string[] = ['CI', 'CONTINUOUS_INTEGRATION'];

export interface TerminalOptions {
  /** Arguments after `node dist/tui/cli.js`. */
  readonly args?: readonly string[];
  readonly cols?: number;
  readonly rows?: number;
  /** Extra environment variables, over the test process's own. */
  readonly env?: Readonly<Record<string, string>>;
}

export interface ExitStatus {
  /** The exit code (0 when the process was ended by a signal). */
  readonly code: number;
  /** The signal number that ended the process, or 0. */
  readonly signal: number;
}

export interface PtyTerminal {
  /** The visible screen: one line per row, trailing spaces and trailing blank rows removed. */
  screen(): string;
  /** The whole buffer, scrollback included, trimmed like `screen`. */
  text(): string;
  /** Everything the program wrote, escape sequences included. */
  raw(): string;
  /** Resolves when the buffer holds `what`; rejects after `timeoutMs` with the screen in the message. */
  waitFor(what: string | RegExp, timeoutMs?: number): Promise<void>;
  /** Types text as if at the keyboard (no Enter is added). */
  type(text: string): void;
  /** Presses one named key. */
  press(key: KeyName): void;
  /** Resolves with the exit status; rejects if the program has not exited within `timeoutMs`. */
  exit(timeoutMs?: number): Promise<ExitStatus>;
  /** Is the cursor shown (no hide-cursor sequence after the last show-cursor one)? */
  cursorVisible(): boolean;
  /** Kills the program if it still runs and frees the terminal. Safe to call twice. */
  close(): void;
}

/** Lines of a buffer from `start` to `end` (exclusive), right-trimmed, without trailing blank lines. */
function bufferText(term: HeadlessTerminal, start: number, end: number): string {
  const buffer = term.buffer.active;
  const lines: string[] = [];
  for (let y = start; y < end; y++) lines.push(buffer.getLine(y)?.translateToString(true).trimEnd() ?? '');
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines.join('\n');
}

/**
 * The test process's environment as a person's terminal would have it: without the variables
 * that mark a CI run (CI=true makes ink print only the final frame, so no prompt would ever
 * appear), and without colour.
 */
function personEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !CI_VARIABLES.includes(key)) env[key] = value;
  }
  return { ...env, TERM: 'xterm-256color', FORCE_COLOR: '0' };
}

/** Does the text match a string (as a substring) or a regular expression? */
function matches(text: string, what: string | RegExp): boolean {
  return typeof what === 'string' ? text.includes(what) : what.test(text);
}

/** Starts `node dist/tui/cli.js ...args` in a pseudo-terminal of the given size. */
export function startTerminal(options: TerminalOptions = {}): PtyTerminal {
  const { args = [], cols = 80, rows = 30, env = {} } = options;
  if (!existsSync(CLI_PATH)) throw new Error(`${CLI_PATH} is not built: run 'npm run build' first`);
  // The buffer API (term.buffer) counts as "proposed" in the headless build.
  const term = new Terminal({ cols, rows, scrollback: 5000, allowProposedApi: true });
  let rawOutput = '';
  // Writes to the headless terminal are parsed asynchronously; count them so reads can wait
  // until every byte received so far has been interpreted.
  let pendingWrites = 0;
  let exitStatus: ExitStatus | undefined;
  let closed = false;
  const exitWaiters: ((status: ExitStatus) => void)[] = [];

  const child: IPty = spawn(process.execPath, [CLI_PATH, ...args], {
    name: 'xterm-256color',
    cols,
    rows,
    cwd: packageRoot(),
    env: { ...personEnv(), ...env },
  });
  child.onData((data) => {
    if (closed) return;
    rawOutput += data;
    pendingWrites++;
    term.write(data, () => {
      pendingWrites--;
    });
  });
  child.onExit(({ exitCode, signal }) => {
    exitStatus = { code: exitCode, signal: signal ?? 0 };
    for (const resolve of exitWaiters.splice(0)) resolve(exitStatus);
  });

  const screen = () => {
    const buffer = term.buffer.active;
    return bufferText(term, buffer.baseY, buffer.baseY + rows);
  };
  const text = () => bufferText(term, 0, term.buffer.active.length);

  return {
    screen,
    text,
    raw: () => rawOutput,

    async waitFor(what, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (true) {
        if (pendingWrites === 0 && matches(text(), what)) return;
        if (Date.now() > deadline) {
          const status = exitStatus ? ` (the program exited with ${JSON.stringify(exitStatus)})` : '';
          throw new Error(
            `waitFor(${String(what)}): not seen within ${timeoutMs} ms${status}. The screen:\n${screen()}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },

    type(chars) {
      child.write(chars);
    },

    press(key) {
      child.write(KEYS[key]);
    },

    async exit(timeoutMs = 20_000) {
      const status =
        exitStatus ??
        (await new Promise<ExitStatus>((resolve, reject) => {
          const timer = setTimeout(
            () =>
              reject(new Error(`the program did not exit within ${timeoutMs} ms. The screen:\n${screen()}`)),
            timeoutMs,
          );
          exitWaiters.push((done) => {
            clearTimeout(timer);
            resolve(done);
          });
        }));
      // node-pty reports the exit after the last output; let the terminal finish parsing it.
      while (pendingWrites > 0) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      return status;
    },

    cursorVisible() {
      return rawOutput.lastIndexOf(HIDE_CURSOR) <= rawOutput.lastIndexOf(SHOW_CURSOR);
    },

    close() {
      if (closed) return;
      closed = true;
      if (!exitStatus) {
        try {
          child.kill();
        } catch {
          // Already gone between the check and the kill.
        }
      }
      term.dispose();
    },
  };
}
