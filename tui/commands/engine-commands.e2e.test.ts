// End to end: the engine commands in the built binary (`npm test` builds dist/ first; by hand:
// npx tsc -p tsconfig.build.json). Error paths only: they must not depend on which engines are
// registered, so the unknown engine is one that will never exist and the other cases fail on
// their flags, which are checked before any engine is made.

import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const CLI = fileURLToPath(new URL('../../dist/tui/cli.js', import.meta.url));

/** Runs `node dist/tui/cli.js ...args` with stdin not a terminal. */
function ttychess(...args: string[]) {
  const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', stdio: 'pipe', timeout: 30_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The lines of a stream's text, without the final newline. */
function lines(text: string): string[] {
  return text.replace(/\n$/, '').split('\n');
}

/** "no engine 'x'" followed by either the known ids or "no engines are built yet". */
const UNKNOWN_ENGINE =
  /^ttychess: no engine 'deep-thought'(: no engines are built yet|; choose one of [a-z, ]+)$/;

describe('engine commands (built), error paths', () => {
  test.each([
    [['analyze', '--engine', 'deep-thought', '--depth', '3']],
    [['analyze', '--engine', 'deep-thought', '--moves', 'e2e4 e7e5', '--nodes', '1000', '--json']],
    [['eval', '--engine', 'deep-thought']],
    [['eval', '--engine', 'deep-thought', '--json']],
    [['bench', '--engine', 'deep-thought']],
  ])('%j: unknown engine, exit 2, one line on stderr', (args) => {
    const r = ttychess(...args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(lines(r.stderr)).toHaveLength(1);
    expect(r.stderr.trim()).toMatch(UNKNOWN_ENGINE);
  });

  test.each([
    [['analyze', '--depth', '3'], 'ttychess: Missing required argument: engine'],
    [['eval'], 'ttychess: Missing required argument: engine'],
    [['analyze', '--engine', 'gnu'], 'ttychess: give a limit: --depth N, --nodes N or --movetime MS'],
    [
      ['analyze', '--engine', 'gnu', '--depth', 'deep'],
      "ttychess: --depth 'deep' is not a whole number from 1 to 64",
    ],
    [
      ['analyze', '--engine', 'gnu', '--movetime', '0'],
      "ttychess: --movetime '0' is not a whole number from 1 to 86400000",
    ],
    [
      ['analyze', '--engine', 'gnu', '--depth', '2', '--fen', 'garbage'],
      "ttychess: FEN: 'garbage' has 1 fields; expected 6 (or 4 without the clocks)",
    ],
    [
      ['analyze', '--engine', 'gnu', '--depth', '2', '--moves', 'e2e4 e7e5 g1f4'],
      "ttychess: --moves: move 3 'g1f4' is not a legal move for White",
    ],
    [
      ['eval', '--engine', 'gnu', '--fen', '8/8/8/8/8/8/8/8 w - - 0 1'],
      'ttychess: FEN field 1 (placement): White has no king',
    ],
    [['bench', '--depth', '3'], 'ttychess: Unknown argument: depth'],
  ])('%j: exit 2, one line on stderr', (args, message) => {
    const r = ttychess(...args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(lines(r.stderr)).toEqual([message]);
  });

  test('--help lists the engine commands', () => {
    const r = ttychess('--help');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/ttychess analyze/);
    expect(r.stdout).toMatch(/ttychess eval/);
    expect(r.stdout).toMatch(/ttychess bench/);
  });
});
