// End to end: the built binary in a child process. Assumes dist/ is built (`npm test` runs the
// build first; by hand: npx tsc -p tsconfig.build.json).

import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { isControl } from '../core/visible.js';
import { runIntoClosedPipe } from './test-support/closed-pipe.js';

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

  test('match --help names both kinds of external engine, uci: and xboard:', () => {
    const r = ttychess('match', '--help');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/uci:\/path/);
    expect(r.stdout).toMatch(/xboard:\/path/);
  });

  test('book build --help: the games are required, with no contradicting default', () => {
    const r = ttychess('book', 'build', '--help');
    expect(r.code).toBe(0);
    const games = lines(r.stdout).find((line) => /^\s+games\s/.test(line));
    expect(games).toMatch(/\[array\] \[required\]$/);
    expect(r.stdout).not.toMatch(/default: \[\]/);
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

describe('flags yargs would let pass: one line, exit 2', () => {
  test.each([
    [['perft', '2', '--layout'], 'ttychess: --layout needs a value'],
    [['perft', '2', '--layout', '--json'], 'ttychess: --layout needs a value'],
    [['analyze', '--engine', '--depth', '3'], 'ttychess: --engine needs a value'],
    [
      ['analyze', '--engine', 'gnu', '--engine', 'zarkov', '--depth', '1'],
      'ttychess: --engine was given 2 times; give it once',
    ],
    [
      ['analyze', '--engine', 'gnu', '--depth', '3', '--depth', '4'],
      'ttychess: --depth was given 2 times; give it once',
    ],
    [
      ['perft', '2', '--fen', 'x', '--fen', 'y', '--fen', 'z'],
      'ttychess: --fen was given 3 times; give it once',
    ],
    [
      ['match', 'gnu', 'gnu', '--depth', '1', '--depth', '2'],
      'ttychess: --depth was given 2 times; give it once',
    ],
    [
      ['book', 'build', 'g.pgn', '-o', 'a.book', '-o', 'b.book'],
      'ttychess: --out was given 2 times; give it once',
    ],
    [['replay', 'x.pgn', '--unicode=maybe'], "ttychess: --unicode 'maybe' is not true or false"],
    [['perft', '2', '--json=1'], "ttychess: --json '1' is not true or false"],
  ])('%j', (args, message) => {
    const r = ttychess(...args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(lines(r.stderr)).toEqual([message]);
  });

  test.each([
    [['perft', '1', '--json=true']],
    [['perft', '1', '--json=false']],
    [['perft', '1', '--no-json']],
    [['perft', '1', '--', '--layout']],
  ])('%j is accepted', (args) => {
    const r = ttychess(...args);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  test('flags that may repeat still do: --option, and tournament --engines', () => {
    // Each run fails on its last value, after the flags were accepted: both values arrived.
    const match = ttychess(
      'match',
      'gnu',
      'gnu',
      '--option',
      'gnu.Contempt=1',
      '--option',
      'gnu.Nope=2',
      '--depth',
      '1',
    );
    expect(match.code).toBe(2);
    expect(match.stderr).toMatch(/^ttychess: gnu: no option 'Nope'/);
    const tournament = ttychess(
      'tournament',
      '--engines',
      'gnu',
      '--engines',
      'deep-thought',
      '--depth',
      '1',
    );
    expect(tournament.code).toBe(2);
    expect(tournament.stderr).toMatch(/^ttychess: no engine 'deep-thought'/);
  });
});

describe('bad input is repeated as one readable line', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ttychess-cli-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('control characters are escaped', () => {
    const r = ttychess('perft', '1', '--fen', 'ab\x1b[31mc w - - 0 1');
    expect(r.code).toBe(2);
    expect(lines(r.stderr)).toEqual([
      "ttychess: FEN field 1 (placement): 'ab\\x1b[31mc' has 1 ranks; expected 8",
    ]);
  });

  test('a 100,000-character EPD line is clipped to a short quote', () => {
    const file = join(dir, 'long.epd');
    writeFileSync(file, `${'x'.repeat(100_000)} w - - bm e4;\n`);
    const r = ttychess('suite', file, '--engines', 'gnu', '--depth', '1');
    expect(r.code).toBe(2);
    expect(lines(r.stderr)).toEqual([
      `ttychess: ${file}: EPD line 1: FEN field 1 (placement): '${'x'.repeat(77)}...' has 1 ranks; expected 8`,
    ]);
  });

  test('binary garbage comes back printable and short', () => {
    const file = join(dir, 'garbage.epd');
    writeFileSync(file, Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)));
    const r = ttychess('suite', file, '--engines', 'gnu', '--depth', '1');
    expect(r.code).toBe(2);
    expect(lines(r.stderr)).toHaveLength(1);
    expect(r.stderr.length).toBeLessThan(500);
    expect(Array.from(r.stderr.trimEnd()).some((c) => isControl(c.codePointAt(0)!))).toBe(false);
  });
});

describe('stdout that cannot be written', () => {
  test
    .skipIf(!existsSync('/dev/full'))
    .each([
      [['perft', '2']],
      [['perft', '2', '--divide', '--json']],
      [['analyze', '--engine', 'gnu', '--depth', '2']],
      [['eval', '--engine', 'gnu']],
      [['book', 'show']],
    ])('%j > /dev/full: one line on stderr, exit 1', (args) => {
    const full = openSync('/dev/full', 'w');
    try {
      const r = spawnSync(process.execPath, [CLI, ...args], {
        encoding: 'utf8',
        stdio: ['ignore', full, 'pipe'],
        timeout: 30_000,
      });
      expect(r.stderr).toBe(
        'ttychess: cannot write to standard output: no space left on the device (the disk is full)\n',
      );
      expect(r.status).toBe(1);
    } finally {
      closeSync(full);
    }
  });

  test.each([[['perft', '4', '--divide']], [['analyze', '--engine', 'gnu', '--depth', '3']]])(
    '%j into a closed pipe (| head) ends quietly, exit 0',
    async (args) => {
      const { code, stderr } = await runIntoClosedPipe(CLI, args);
      expect(stderr).toBe('');
      expect(code).toBe(0);
    },
  );
});

describe('analyze prints as it goes', () => {
  test('the finished iterations are out before the search ends, and survive a kill', async () => {
    // A minute of search, killed as soon as the first iteration is printed (or after 15 s, so a
    // failure never leaves the search running).
    const child = spawn(process.execPath, [CLI, 'analyze', '--engine', 'gnu', '--movetime', '60000'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const deadline = setTimeout(() => child.kill('SIGKILL'), 15_000);
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (/\n +1\/\d+ /.test(stdout)) child.kill('SIGTERM');
    });
    const signal = await new Promise((resolve) => child.on('close', (_code, sig) => resolve(sig)));
    clearTimeout(deadline);
    expect(signal).toBe('SIGTERM');
    const out = lines(stdout);
    expect(out[0]).toBe('GNU Chess 1987 (gnu): rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    expect(out[1]).toBe('depth  score           nodes        time  pv');
    expect(out[2]).toMatch(/^ +1\/\d+ /);
  }, 20_000);
});

describe('the binary shows untrusted text, never obeys it (issue 36, item 1)', () => {
  test('replay --plain of a PGN whose tags and comments hold terminal sequences', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ttychess-cli-hostile-'));
    const pgn = join(dir, 'hostile.pgn');
    writeFileSync(pgn, '[White "Cray\x1b]0;PWNED\x07\x1b[2J"]\n[Black "B"]\n\n1. e4 {\x1b[31mred} e5 *\n');
    const r = ttychess('replay', pgn, '--plain', '--engines', 'gnu', '--depth', '1');
    rmSync(dir, { recursive: true, force: true });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('CRAY\\x1b]0;PWNED\\x07\\x1b[2J (WHITE) - B (BLACK)');
    expect(Array.from(r.stdout + r.stderr).some((c) => c !== '\n' && isControl(c.codePointAt(0)!))).toBe(
      false,
    );
  });
});
