import { execFileSync } from 'node:child_process';
import { copyFileSync, lstatSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { registry } from '../../engines/registry.js';
import { fakeRegistry } from '../test-support/fake-engine.js';
import { localEngines } from './lineup.js';
import { EXIT_USAGE } from './output.js';
import { runReplay, type ReplayEnv } from './replay.js';

const FIRST_1983 = 'fixtures/games/wccc-1983-new-york.pgn';
const source = localEngines(
  fakeRegistry({ id: 'gnu', name: 'GNU Chess 1987' }, { id: 'zarkov', name: 'Zarkov' }),
);
const PIPE: ReplayEnv = { stdinIsTTY: false, stdoutIsTTY: false, columns: undefined };

describe('the plain transcript', () => {
  test('header, every move with every engine in teletype order, result and chart', async () => {
    const out = await runReplay({ file: FIRST_1983, plain: true, depth: '1' }, source, PIPE);
    expect(out.code).toBe(0);
    const text = out.stdout.join('\n');
    expect(out.stdout.slice(0, 2)).toEqual([
      'WCCC 1983, NEW YORK, USA, 1983.10.22, ROUND 1',
      'CRAY BLITZ (WHITE) - BCP (BLACK), 1-0',
    ]);
    expect(text).toContain('COMMENTS BY ZARKOV, GNU CHESS 1987; DEPTH 1.');
    expect(text).toMatch(
      / {4}1\. E4\n {6}ZARKOV: -0\.10 {2}WOULD PLAY A5 {2}\(DEPTH 1\)\n {6}GNU CHESS 1987: -0\.10/,
    );
    expect(text).toContain('   59. QE4#');
    expect(text).toContain('RESULT: 1-0, WHITE WON.');
    expect(text).toContain('Z = ZARKOV   G = GNU CHESS 1987');
    for (const line of out.stdout) expect(line.length).toBeLessThanOrEqual(72);
  });

  test('is what a pipe gets without --plain; --game, --notation long and --board-every', async () => {
    const out = await runReplay(
      { file: FIRST_1983, game: '2', engines: 'gnu', depth: '1', notation: 'long', 'board-every': '10' },
      source,
      PIPE,
    );
    expect(out.code).toBe(0);
    const text = out.stdout.join('\n');
    expect(text).toContain('CHAOS (WHITE) - SHY (BLACK), 1-0');
    expect(text).toContain('    1. D2-D4');
    expect(text).toContain('WHITE TO MOVE.  MOVE 11.');
    expect(text).not.toContain('ZARKOV');
  });
});

describe('a cut-off game (issue 25, item 9)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ttychess-replay-cut-'));
  const cut = join(dir, 'cut.pgn');
  writeFileSync(cut, '[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n1. e4 e5 2. Nf3 Nc6\n3.');

  test('is replayed with a warning naming the game and line, and no result it did not reach', async () => {
    const out = await runReplay({ file: cut, plain: true, engines: 'gnu', depth: '1' }, source, PIPE);
    expect(out.code).toBe(0);
    const text = out.stdout.join('\n');
    expect(out.stdout[1]).toBe('A (WHITE) - B (BLACK), CUT OFF');
    expect(text.replace(/\s+/g, ' ')).toContain(
      "WARNING: PGN GAME 1: MOVE NUMBER '3.' AT LINE 6 HAS NO MOVE AFTER IT; THE GAME IS CUT OFF.",
    );
    expect(text).toContain('  2... NC6');
    expect(text).toContain('RESULT: NONE, THE GAME IS CUT OFF HERE (THE FILE SAYS 1-0).');
    expect(text).not.toMatch(/WHITE WON|RESULT 1-0/);
  });

  test('--annotate writes it unfinished (*) and warns on stderr', async () => {
    const out = join(dir, 'annotated.pgn');
    const r = await runReplay({ file: cut, engines: 'gnu', depth: '1', annotate: out }, source, PIPE);
    expect(r.code).toBe(0);
    expect(r.stderr).toEqual([
      "ttychess: replay: warning: PGN game 1: move number '3.' at line 6 has no move after it; the game is cut off",
    ]);
    const written = readFileSync(out, 'utf8');
    expect(written).toContain('[Result "*"]');
    expect(written.trimEnd()).toMatch(/ \*$/);
  });
});

describe('a game cut inside a move (issue 36, item 2)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ttychess-replay-cut-move-'));
  const cut = join(dir, 'cut.pgn');
  // head -c 697: the file ends at '39. c', the first letter of a move.
  writeFileSync(cut, readFileSync(FIRST_1983).subarray(0, 697));

  test('is replayed up to the cut, with a warning naming the move, and result *', async () => {
    const out = await runReplay({ file: cut, plain: true, engines: 'gnu', depth: '1' }, source, PIPE);
    expect(out.stderr).toEqual([]);
    expect(out.code).toBe(0);
    const text = out.stdout.join('\n');
    expect(out.stdout[1]).toBe('CRAY BLITZ (WHITE) - BCP (BLACK), CUT OFF');
    expect(text.replace(/\s+/g, ' ')).toContain(
      "WARNING: PGN GAME 1, MOVE 39 (WHITE) AT LINE 15: THE TEXT ENDS INSIDE THE MOVE ('C'); THE GAME IS CUT OFF BEFORE IT.",
    );
    expect(text).toMatch(/\n *38\.\.\. KG7\n/);
    expect(text).not.toMatch(/\n *39\. /);
    expect(text).toContain('RESULT: NONE, THE GAME IS CUT OFF HERE (THE FILE SAYS 1-0).');
  });

  test('--annotate writes it up to the cut, unfinished (*), and warns', async () => {
    const out = join(dir, 'annotated.pgn');
    const r = await runReplay({ file: cut, engines: 'gnu', depth: '1', annotate: out }, source, PIPE);
    expect(r.code).toBe(0);
    expect(r.stderr).toEqual([
      "ttychess: replay: warning: PGN game 1, move 39 (White) at line 15: the text ends inside the move ('c'); the game is cut off before it",
    ]);
    const written = readFileSync(out, 'utf8');
    expect(written).toContain('[Result "*"]');
    expect(written).toMatch(/38\. Rd3 .*Kg7/s);
    expect(written.trimEnd()).toMatch(/ \*$/);
  });
});

describe('a UTF-16 PGN (issue 36, item 4)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ttychess-replay-utf16-'));
  test.each([
    ['UTF-16LE', 'little-endian', (t: Buffer) => Buffer.concat([Buffer.from([0xff, 0xfe]), t])],
    [
      'UTF-16BE',
      'big-endian',
      (t: Buffer) => Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(t).swap16()]),
    ],
  ])('%s: one line naming the encoding and how to convert it, exit 2', async (encoding, order, encode) => {
    const file = join(dir, `${encoding}.pgn`);
    writeFileSync(file, encode(Buffer.from(readFileSync(FIRST_1983, 'utf8'), 'utf16le')));
    const out = await runReplay({ file, plain: true, engines: 'gnu', depth: '1' }, source, PIPE);
    expect(out.code).toBe(EXIT_USAGE);
    expect(out.stderr).toEqual([
      `ttychess: replay: cannot read '${file}': is ${encoding} text (${order}), which ttychess does not read: convert it to UTF-8 first, as with iconv -f UTF-16 -t UTF-8 < old.pgn > new.pgn`,
    ]);
  });
});

describe('a big file is announced before it is read (issue 36, item 3)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ttychess-replay-big-'));
  const game = readFileSync(FIRST_1983, 'utf8').split(/\n(?=\[Event )/)[1]!;
  test('over 1 MB: one line on stderr naming it and its size, before the read; a small file says nothing', async () => {
    const big = join(dir, 'big.pgn');
    writeFileSync(big, `${game.trimEnd()}\n\n`.repeat(Math.ceil((1.2 * 1024 * 1024) / game.length)));
    const notes: string[] = [];
    const note = (line: string) => notes.push(line);
    const out = await runReplay({ file: big, game: '2', plain: true, engines: 'gnu', depth: '1' }, source, {
      ...PIPE,
      note,
    });
    expect(out.code).toBe(0);
    expect(notes).toEqual([`ttychess: replay: reading '${big}' (1.2 MB)...`]);
    notes.length = 0;
    await runReplay({ file: FIRST_1983, plain: true, engines: 'gnu', depth: '1' }, source, { ...PIPE, note });
    expect(notes).toEqual([]);
  });
});

describe('errors: one line, exit 2', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ttychess-replay-'));
  const bad = join(dir, 'bad.pgn');
  writeFileSync(bad, '[White "A"]\n1. e4 Nf9 *\n');
  test.each([
    [{ file: 'no/such.pgn' }, "ttychess: replay: cannot read 'no/such.pgn': no such file"],
    [{ file: FIRST_1983, game: '7' }, `ttychess: replay: --game 7: ${FIRST_1983} holds 6 game(s)`],
    [
      { file: FIRST_1983, game: 'two' },
      "ttychess: replay: --game 'two' is not a whole number from 1 to 1000000",
    ],
    [{ file: bad }, `ttychess: replay: ${bad}: PGN game 1, move 1 (Black) at line 2: 'Nf9' is not a square`],
    [
      { file: FIRST_1983, engines: 'hal' },
      "ttychess: replay: --engines: no engine 'hal'; choose one of gnu, zarkov",
    ],
    [{ file: FIRST_1983, baud: '50' }, "ttychess: replay: --baud '50' is not one of 110, 300, 1200, 0"],
  ])('%j', async (args, message) => {
    expect(await runReplay({ plain: true, ...args }, source, PIPE)).toEqual({
      stdout: [],
      stderr: [message],
      code: EXIT_USAGE,
    });
  });

  test('on a terminal without --plain the teletype needs stdin and 72 columns', async () => {
    const narrow = await runReplay({ file: FIRST_1983 }, source, {
      stdinIsTTY: true,
      stdoutIsTTY: true,
      columns: 40,
    });
    expect(narrow.stderr).toEqual(['ttychess: teletype needs 72 columns; 40 here']);
    const piped = await runReplay({ file: FIRST_1983 }, source, {
      stdinIsTTY: false,
      stdoutIsTTY: true,
      columns: 80,
    });
    expect(piped.code).toBe(EXIT_USAGE);
  });
});

describe('--period on the plain transcript and --annotate', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ttychess-replay-period-'));
  const short = join(dir, 'short.pgn');
  writeFileSync(short, '[White "A"]\n[Black "B"]\n\n1. e4 e5 2. Nf3 *\n');
  const real = localEngines(registry);

  test('every comment is searched at the period: the header says so, each search its budget', async () => {
    const out = await runReplay({ file: short, plain: true, engines: 'gnu', period: 'strength' }, real, PIPE);
    expect(out.code).toBe(0);
    const text = out.stdout.join('\n');
    expect(text.replace(/\s+/g, ' ')).toContain(
      'COMMENTS BY GNU CHESS 1987; PERIOD STRENGTH: GNU CHESS 1987 AS ON A SUN-3, 54000 NODES A MOVE.',
    );
    // Out of the book (OwnBook is off for analysis): the full 54,000 nodes, deeper than the default 4 plies.
    expect(text).toMatch(/GNU CHESS 1987: [-+]\d\.\d\d {2}WOULD PLAY \S+ {2}\(DEPTH [5-9]\)/);
  });

  test('--annotate names the period in the Annotator tag', async () => {
    const out = join(dir, 'annotated.pgn');
    const r = await runReplay({ file: short, engines: 'gnu', period: 'strength', annotate: out }, real, PIPE);
    expect(r.code).toBe(0);
    expect(readFileSync(out, 'utf8')).toContain(
      '[Annotator "ttychess: GNU Chess 1987; PERIOD STRENGTH: GNU CHESS 1987 AS ON A SUN-3, 54000 NODES A MOVE"]',
    );
  });
});

describe('--annotate never writes over its input, a device or a FIFO (one line, exit 2, before any engine)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ttychess-replay-annotate-'));
  const ny = join(dir, 'ny.pgn');
  copyFileSync(FIRST_1983, ny);
  const before = readFileSync(ny);
  symlinkSync('ny.pgn', join(dir, 'link.pgn'));
  const fifo = join(dir, 'out.fifo');
  execFileSync('mkfifo', [fifo]);

  test.each([
    [
      'the file read',
      ny,
      ny,
      `ttychess: replay: --annotate: cannot write '${ny}': is an input of this run (choose another name)`,
    ],
    [
      'the file read, through a symbolic link',
      ny,
      join(dir, 'link.pgn'),
      `ttychess: replay: --annotate: cannot write '${join(dir, 'link.pgn')}': is the input file '${ny}' of this run (choose another name)`,
    ],
    [
      'the file read, read through a symbolic link',
      join(dir, 'link.pgn'),
      ny,
      `ttychess: replay: --annotate: cannot write '${ny}': is the input file '${join(dir, 'link.pgn')}' of this run (choose another name)`,
    ],
    [
      'a FIFO',
      ny,
      fifo,
      `ttychess: replay: --annotate: cannot write '${fifo}': is not a regular file (a FIFO)`,
    ],
  ])('%s is refused and left as it was', async (_what, file, annotate, line) => {
    const r = await runReplay({ file, game: '2', depth: '1', engines: 'gnu', annotate }, source, PIPE);
    expect(r).toEqual({ stdout: [], stderr: [line], code: EXIT_USAGE });
    expect(readFileSync(ny).equals(before)).toBe(true);
    expect(lstatSync(join(dir, 'link.pgn')).isSymbolicLink()).toBe(true);
    expect(lstatSync(fifo).isFIFO()).toBe(true);
  });
});
