import { execFileSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { ZarkovBook } from '../../engines/zarkov/book.js';
import { runBookBuild, runBookShow } from './book.js';
import { EXIT_USAGE } from './output.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ttychess-book-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const game = (moves: string, result: string) => `[Result "${result}"]\n\n${moves} ${result}\n\n`;

describe('book build', () => {
  test('writes a book of the positions with at least 3 wins and says what it kept', () => {
    const games = file('games.pgn', game('1. d4 Nf6 2. c4 e6', '1-0').repeat(2) + game('1. e4 e5', '0-1'));
    const lines = file('lines.pgn', game('1. c4 Nf6 2. d4 g6', '*'));
    const out = join(dir, 'test.book');
    const r = runBookBuild({ games: [games], theory: lines, out });
    expect(r.stderr).toEqual([]);
    expect(r.code).toBe(0);
    expect(r.stdout).toEqual([
      `read 4 games from 2 files (theory: ${lines})`,
      'positions: 9 in the first 40 moves, 1 kept with at least 3 wins',
      `wrote ${out} (44 bytes)`,
    ]);
    expect(readdirSync(dir).sort()).toEqual(['games.pgn', 'lines.pgn', 'test.book']); // no temporary left
    const book = ZarkovBook.fromBytes(readFileSync(out));
    expect(book.ok && book.value.size).toBe(1);
    // The one position kept is the transposition: shown from either move order.
    const a = runBookShow({ book: out, moves: 'd4 Nf6' });
    const b = runBookShow({ book: out, moves: 'c4 Nf6' });
    expect(a.stdout.slice(2)).toEqual(['c4 (c2c4)             3 games      3 wins']);
    expect(b.stdout.slice(2)).toEqual(['d4 (d2d4)             3 games      3 wins']);
  });

  test.each([
    [
      'a missing games file',
      () => ({ games: [join(dir, 'none.pgn')], out: join(dir, 'x.book') }),
      /^ttychess: book build: cannot read '.*none\.pgn': no such file$/,
    ],
    [
      'an illegal move',
      () => ({ games: [file('bad.pgn', game('1. e4 Ke5', '1-0'))], out: join(dir, 'x.book') }),
      /^ttychess: book build: .*bad\.pgn: PGN game 1, move 1 \(Black\) at line \d+: 'Ke5' is /,
    ],
    [
      'no games',
      () => ({ games: [], out: join(dir, 'x.book') }),
      /^ttychess: book build: name at least one PGN file of games$/,
    ],
    [
      '-o given twice',
      () => ({ games: [join(dir, 'g.pgn')], out: ['a.book', 'b.book'] }),
      /^ttychess: book build: give -o <book> once$/,
    ],
    [
      'an unwritable output',
      () => ({ games: [file('g.pgn', game('1. e4', '1-0').repeat(3))], out: join(dir, 'g.pgn', 'x.book') }),
      /^ttychess: book build: -o '.*x\.book': part of the path is not a folder; nothing written$/,
    ],
    [
      'a PGN file without games',
      () => ({ games: [file('empty.pgn', '')], out: join(dir, 'x.book') }),
      /^ttychess: book build: no games in .*empty\.pgn$/,
    ],
    [
      'games that leave the book empty',
      () => ({ games: [file('g.pgn', game('1. e4', '1-0').repeat(2))], out: join(dir, 'x.book') }),
      /^ttychess: book build: no position of the 2 games has 3 wins: the book would be empty; nothing written$/,
    ],
  ])('%s is one line on stderr, exit 2, and no book file', (_name, args, message) => {
    const r = runBookBuild(args());
    expect(existsSync(join(dir, 'x.book'))).toBe(false);
    expect(r.code).toBe(EXIT_USAGE);
    expect(r.stdout).toEqual([]);
    expect(r.stderr).toHaveLength(1);
    expect(r.stderr[0]).toMatch(message);
  });
});

describe('book build -o never replaces what is not a book (issue 14, item 1)', () => {
  test('-o naming an input file is refused and the file is left byte for byte', () => {
    const text = game('1. d4 Nf6 2. c4 e6', '1-0').repeat(3);
    const games = file('many.pgn', text);
    const r = runBookBuild({ games: [games], out: games });
    expect(r.code).toBe(EXIT_USAGE);
    expect(r.stderr).toEqual([
      `ttychess: book build: -o '${games}': is an input of this run (choose another name); nothing written`,
    ]);
    expect(readFileSync(games, 'utf8')).toBe(text);
  });

  test('-o naming a FIFO is refused before any game is read, and it stays a FIFO', () => {
    const games = file('g.pgn', game('1. d4 Nf6 2. c4 e6', '1-0').repeat(3));
    const fifo = join(dir, 'out.book');
    execFileSync('mkfifo', [fifo]);
    const r = runBookBuild({ games: [games], out: fifo });
    expect(r.code).toBe(EXIT_USAGE);
    expect(r.stderr).toEqual([
      `ttychess: book build: -o '${fifo}': is not a regular file (a FIFO); nothing written`,
    ]);
    expect(lstatSync(fifo).isFIFO()).toBe(true);
  });

  test('-o naming the theory file through another path is refused too', () => {
    const games = file('g.pgn', game('1. d4 Nf6 2. c4 e6', '1-0').repeat(3));
    const lines = file('lines.pgn', game('1. c4 Nf6', '*'));
    const r = runBookBuild({ games: [games], theory: lines, out: `${dir}/./lines.pgn` });
    expect(r.code).toBe(EXIT_USAGE);
    expect(r.stderr[0]).toMatch(
      /: is the input file '.*lines\.pgn' of this run \(choose another name\); nothing written$/,
    );
    expect(readFileSync(lines, 'utf8')).toBe(game('1. c4 Nf6', '*'));
  });

  test('-o naming a file that is not a book is refused; an old book is replaced', () => {
    const games = file('g.pgn', game('1. d4 Nf6 2. c4 e6', '1-0').repeat(3));
    const notes = file('notes.txt', 'my notes\n');
    const r = runBookBuild({ games: [games], out: notes });
    expect(r.code).toBe(EXIT_USAGE);
    expect(r.stderr).toEqual([
      `ttychess: book build: -o '${notes}' is already there and is not a Zarkov book (truncated: 9 bytes, shorter than the 32-byte header); nothing written (only a book is replaced)`,
    ]);
    expect(readFileSync(notes, 'utf8')).toBe('my notes\n');
    const book = join(dir, 'old.book');
    expect(runBookBuild({ games: [games], out: book }).code).toBe(0);
    const again = runBookBuild({ games: [file('h.pgn', game('1. e4 e5', '0-1').repeat(3))], out: book });
    expect(again.stderr).toEqual([]);
    expect(again.code).toBe(0);
  });
});

describe('book show', () => {
  test('the built-in book from the start position: 1.e4 first', () => {
    const r = runBookShow({});
    expect(r.code).toBe(0);
    expect(r.stdout[0]).toMatch(/^book \(built-in\): \d+ positions$/);
    expect(r.stdout[1]).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    expect(r.stdout[2]).toMatch(/^e4 \(e2e4\) +\d+ games +\d+ wins$/);
  });

  test('a position the book does not reach says so', () => {
    const r = runBookShow({ fen: '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1' });
    expect(r.stdout.slice(2)).toEqual(['no legal move reaches a book position']);
  });

  test('a truncated or corrupt book file is one line naming the file', () => {
    const built = join(dir, 'b.book');
    runBookBuild({ games: [file('g.pgn', game('1. e4', '1-0').repeat(3))], out: built });
    const bytes = readFileSync(built);
    const short = join(dir, 'short.book');
    writeFileSync(short, bytes.subarray(0, 40));
    const r = runBookShow({ book: short });
    expect(r).toEqual({
      stdout: [],
      stderr: [
        `ttychess: book file '${short}': truncated: the header promises 1 entries (44 bytes) but the file has 40`,
      ],
      code: EXIT_USAGE,
    });
    const junk = file('junk.book', 'this is not a book, it is a text file of some length');
    expect(runBookShow({ book: junk }).stderr).toEqual([
      `ttychess: book file '${junk}': not a Zarkov book (no 'ZARKBOOK' at the start)`,
    ]);
    expect(runBookShow({ book: join(dir, 'none.book') }).stderr).toEqual([
      `ttychess: book file '${join(dir, 'none.book')}': no such file`,
    ]);
  });
});
