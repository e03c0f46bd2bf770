// End to end: the built binary in a child process. Assumes dist/ is built (`npm test` runs the
// build first; by hand: npx tsc -p tsconfig.build.json).

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const CLI = fileURLToPath(new URL('../dist/tui/cli.js', import.meta.url));
const PKG = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** Runs `node dist/tui/cli.js ...args` with stdin not a terminal. */
function ttychess(...args: string[]) {
  const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', stdio: 'pipe', timeout: 30_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The lines of a stream's text, without the final newline. */
function lines(text: string): string[] {
  return text.replace(/\n$/, '').split('\n');
}

describe('ttychess (built)', () => {
  test('--version prints the package version', () => {
    const r = ttychess('--version');
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe(PKG.version);
    expect(r.stderr).toBe('');
  });

  test('--help lists every command', () => {
    const r = ttychess('--help');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/ttychess perft <depth>/);
    expect(r.stdout).toMatch(/Open the teletype/);
  });

  test('perft 3 --fen garbage: exit 2, one line on stderr, no stack', () => {
    const r = ttychess('perft', '3', '--fen', 'garbage');
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(lines(r.stderr)).toEqual([
      "ttychess: FEN: 'garbage' has 1 fields; expected 6 (or 4 without the clocks)",
    ]);
    expect(r.stderr).not.toMatch(/\bat /);
  });

  test('perft 2 --json prints one JSON line with 400 nodes', () => {
    const r = ttychess('perft', '2', '--json');
    expect(r.code).toBe(0);
    const out = lines(r.stdout);
    expect(out).toHaveLength(1);
    expect(JSON.parse(out[0]!)).toMatchObject({ nodes: 400, layout: '0x88' });
  });

  test.each([
    [['--bogus-flag'], 'ttychess: Unknown argument: bogus-flag'],
    [['perft'], 'ttychess: Not enough non-option arguments: got 0, need at least 1'],
    [['perft', 'x'], "ttychess: depth 'x' is not a whole number from 0 to 20"],
    [['nonsense'], 'ttychess: Unknown argument: nonsense'],
  ])('bad input %j: one line, exit 2, no usage dump', (args, message) => {
    const r = ttychess(...args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(lines(r.stderr)).toEqual([message]);
  });

  test('the teletype without a terminal says so in one line, exit 2', () => {
    const r = ttychess();
    expect(r.code).toBe(2);
    expect(lines(r.stderr)).toEqual(["ttychess: the teletype needs a terminal; see 'ttychess --help'"]);
  });
});
