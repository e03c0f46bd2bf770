// End to end: file writes from separate processes, on the built code. Assumes dist/ is built
// (`npm test` runs the build first; by hand: npx tsc -p tsconfig.build.json).

import { spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, test } from 'vitest';
import { parsePgn } from '../core/pgn.js';

const CLI = fileURLToPath(new URL('../dist/tui/cli.js', import.meta.url));
const FILES = fileURLToPath(new URL('../dist/tui/files.js', import.meta.url));

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ttychess-files-e2e-'));
  dirs.push(dir);
  return dir;
}

/** A node process that appends `count` one-move games, Round "<writer>.<i>", to `path`. */
function appender(path: string, writer: number, count: number): Promise<number | null> {
  const script = `
    const { appendPgn } = await import(${JSON.stringify(FILES)});
    for (let i = 0; i < ${count}; i++)
      appendPgn(${JSON.stringify(path)}, '[Event "e2e"]\\n[Round "${writer}.' + i + '"]\\n\\n1. e4 *\\n\\n');
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: 'inherit' });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

test('three processes appending to one PGN file at once lose no game', async () => {
  const path = join(tempDir(), 'games.pgn');
  writeFileSync(path, '[Event "first"]\n\n1. d4 *'); // no newline at the end
  const codes = await Promise.all([1, 2, 3].map((w) => appender(path, w, 40)));
  expect(codes).toEqual([0, 0, 0]);
  const parsed = parsePgn(readFileSync(path, 'utf8'));
  expect(parsed.ok).toBe(true);
  const rounds = parsed.ok ? parsed.value.map((g) => g.tags.find(([n]) => n === 'Round')?.[1]) : [];
  expect(rounds).toHaveLength(1 + 3 * 40);
  for (const w of [1, 2, 3]) for (let i = 0; i < 40; i++) expect(rounds).toContain(`${w}.${i}`);
});

test('book build -o <folder>: one line naming it, exit 2, no temporary file left', () => {
  const dir = tempDir();
  // Three wins for White: enough for the book to keep the positions, so it gets as far as writing.
  writeFileSync(join(dir, 'g.pgn'), '[Event "x"]\n[Result "1-0"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n\n'.repeat(3));
  mkdirSync(join(dir, 'somedir'));
  const r = spawnSync(process.execPath, [CLI, 'book', 'build', 'g.pgn', '-o', 'somedir'], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(r.status).toBe(2);
  expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(r.stderr).toContain("'somedir'");
  expect(r.stderr).not.toContain('.ttychess-tmp-');
  expect(readdirSync(dir).sort()).toEqual(['g.pgn', 'somedir']);
});

/** The binary run in `dir` with `args`: its exit status and the lines of its stderr. */
function run(
  dir: string,
  args: readonly string[],
): { status: number | null; stderr: string[]; stdout: string } {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stderr: r.stderr.trimEnd().split('\n'), stdout: r.stdout };
}

// Issue 25, item 1: `replay ny.pgn --annotate ny.pgn` left one game of six; item 2: a FIFO replaced.
test('replay --annotate over its own input (or a link to it, or a FIFO): exit 2, one line, untouched', () => {
  const dir = tempDir();
  copyFileSync(
    fileURLToPath(new URL('../fixtures/games/wccc-1983-new-york.pgn', import.meta.url)),
    join(dir, 'ny.pgn'),
  );
  const before = readFileSync(join(dir, 'ny.pgn'));
  symlinkSync('ny.pgn', join(dir, 'link.pgn'));
  spawnSync('mkfifo', [join(dir, 'out.fifo')]);
  for (const out of ['ny.pgn', 'link.pgn', 'out.fifo']) {
    const r = run(dir, [
      'replay',
      'ny.pgn',
      '--annotate',
      out,
      '--game',
      '2',
      '--depth',
      '1',
      '--engines',
      'gnu',
    ]);
    expect(r.status).toBe(2);
    expect(r.stderr).toHaveLength(1);
    expect(r.stderr[0]).toMatch(new RegExp(`^ttychess: replay: --annotate: cannot write '${out}': `));
  }
  expect(readFileSync(join(dir, 'ny.pgn')).equals(before)).toBe(true);
  expect(lstatSync(join(dir, 'link.pgn')).isSymbolicLink()).toBe(true);
  expect(lstatSync(join(dir, 'out.fifo')).isFIFO()).toBe(true);
});

// Items 3 and 11: --pgn equal to --openings, empty, or /proc/version: refused before the first game.
test('match --pgn that is the openings file, empty or /proc/version: exit 2, one line, no game', () => {
  const dir = tempDir();
  copyFileSync(fileURLToPath(new URL('../fixtures/openings.epd', import.meta.url)), join(dir, 'op.epd'));
  const before = readFileSync(join(dir, 'op.epd'));
  const match = ['match', 'gnu', 'gnu', '--depth', '1', '--games', '2', '--openings', 'op.epd'];
  const cases: [string, RegExp][] = [
    ['op.epd', /^ttychess: --pgn: cannot write 'op\.epd': is an input of this run \(choose another name\)$/],
    ['', /^ttychess: --pgn: the file name is empty$/],
    [
      '/proc/version',
      /^ttychess: --pgn: cannot write '\/proc\/version': (does not read as PGN|permission denied)/,
    ],
  ];
  for (const [pgn, message] of cases) {
    const r = run(dir, [...match, '--pgn', pgn]);
    expect(r.status).toBe(2);
    expect(r.stderr).toEqual([expect.stringMatching(message)]);
    expect(r.stdout).toBe('');
  }
  expect(readFileSync(join(dir, 'op.epd')).equals(before)).toBe(true);
});
