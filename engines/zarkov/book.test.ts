// Zarkov's positional book: what the builder keeps (wins, the 40-move limit, theory lines), that a
// transposition reaches the same entry, the file format's checks, and the built-in book.

import { Buffer } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Board } from '../../core/board.js';
import { boardFromFen, START_FEN } from '../../core/fen.js';
import { X88 } from '../../core/layout.js';
import { GEN_ALL, generateLegal, MAX_MOVES } from '../../core/movegen.js';
import { parsePgn } from '../../core/pgn.js';
import { parseSan } from '../../core/san.js';
import { makeUci } from '../../core/uci-move.js';
import {
  BOOK_MOVES,
  bookChoices,
  bookMove,
  buildBook,
  MIN_WINS,
  ZarkovBook,
  type BookSource,
} from './book.js';
import { DEFAULT_BOOK_BASE64 } from './default-book.js';

/** A PGN game with just a result tag. */
function game(moves: string, result: string): string {
  return `[Result "${result}"]\n\n${moves} ${result}\n\n`;
}

function build(...sources: (string | BookSource)[]): ZarkovBook {
  const r = buildBook(
    sources.map((s) => (typeof s === 'string' ? { name: 'test.pgn', text: s, theory: false } : s)),
  );
  if (!r.ok) throw new Error(r.error);
  return r.value.book;
}

/** The move of SAN `san` in `board` (the test's own moves always parse). */
function sanMove(board: Board, san: string): number {
  const m = parseSan(board, san);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

/** The position after `sans` from the initial position. */
function after(sans: string): Board {
  const b = boardFromFen(START_FEN, X88);
  if (!b.ok) throw new Error(b.error.message);
  for (const san of sans.split(' ').filter((t) => t !== '')) {
    const m = parseSan(b.value, san);
    if (!m.ok) throw new Error(m.error.message);
    b.value.make(m.value);
  }
  return b.value;
}

function entry(book: ZarkovBook, sans: string): [number, number] | undefined {
  const b = after(sans);
  const i = book.find(b.hashLo, b.hashHi);
  return i < 0 ? undefined : [book.occurrences(i), book.wins(i)];
}

describe('building a book', () => {
  test(`keeps positions with at least ${MIN_WINS} wins for the side that moved into them, drops the rest`, () => {
    const book = build(
      game('1. e4 e5 2. Nf3', '1-0').repeat(3) +
        game('1. d4 d5', '1-0').repeat(2) +
        game('1. c4', '1/2-1/2').repeat(5),
    );
    expect(entry(book, 'e4')).toEqual([3, 3]);
    expect(entry(book, 'e4 e5 Nf3')).toEqual([3, 3]);
    expect(entry(book, 'e4 e5')).toBeUndefined(); // Black moved into it and lost: no wins
    expect(entry(book, 'd4')).toBeUndefined(); // two wins only
    expect(entry(book, 'c4')).toBeUndefined(); // draws give no wins
    expect(book.size).toBe(2);
  });

  test('a 0-1 game credits the positions Black moved into, not those White moved into', () => {
    const book = build(game('1. e4 e5 2. Nf3 Nc6', '0-1').repeat(3));
    expect(entry(book, 'e4 e5')).toEqual([3, 3]);
    expect(entry(book, 'e4 e5 Nf3 Nc6')).toEqual([3, 3]);
    expect(entry(book, 'e4')).toBeUndefined();
    expect(entry(book, 'e4 e5 Nf3')).toBeUndefined();
    expect(book.size).toBe(2);
  });

  test('two positions whose keys share the high half are stored in order of the low half', () => {
    // Found by a search of all positions 5 plies deep: the same high half, other low halves.
    const a = after('Nf3 d6 c3 Be6 Ng5');
    const b = after('Nc3 b5 d3 g5 d4');
    expect(a.hashHi).toBe(b.hashHi);
    expect(a.hashLo >>> 0).toBeGreaterThan(b.hashLo >>> 0);
    const book = build(
      game('1. Nf3 d6 2. c3 Be6 3. Ng5', '1-0').repeat(3) + game('1. Nc3 b5 2. d3 g5 3. d4', '1-0').repeat(3),
    );
    expect(entry(book, 'Nf3 d6 c3 Be6 Ng5')).toEqual([3, 3]);
    expect(entry(book, 'Nc3 b5 d3 g5 d4')).toEqual([3, 3]);
    const back = ZarkovBook.fromBytes(book.toBytes());
    expect(back.ok && back.value.size).toBe(book.size);
  });

  test('counts a game once for a position it repeats', () => {
    const shuffle = '1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3';
    const book = build(game(shuffle, '1-0').repeat(3));
    expect(entry(book, 'Nf3')).toEqual([3, 3]);
  });

  test('a theory line credits every move as a win for the side that played it', () => {
    const lines = game('1. e4 e5 2. Nf3 Nc6', '*').repeat(3);
    const book = build({ name: 'lines.pgn', text: lines, theory: true });
    expect(entry(book, 'e4')).toEqual([3, 3]);
    expect(entry(book, 'e4 e5')).toEqual([3, 3]);
    expect(entry(book, 'e4 e5 Nf3 Nc6')).toEqual([3, 3]);
    // The same lines as ordinary games without a result give nothing.
    expect(build(lines).size).toBe(0);
  });

  test(`stores positions from the first ${BOOK_MOVES} moves of a game only`, () => {
    const text = readFileSync(
      new URL('../../fixtures/games/acm-1991-albuquerque-zarkov.pgn', import.meta.url),
      'utf8',
    );
    expect(text).toContain('[Result "1-0"]');
    const book = build(text + '\n' + text + '\n' + text);
    const parsed = parsePgn(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const moves = parsed.value[0]!.moves;
    expect(moves.length).toBeGreaterThan(BOOK_MOVES * 2 + 2);
    // White's 40th move (ply 79) is stored; White's 41st (ply 81) is not.
    expect(entry(book, moves.slice(0, 79).join(' '))).toEqual([3, 3]);
    expect(entry(book, moves.slice(0, 81).join(' '))).toBeUndefined();
  });

  test('reports the games read and the distinct positions seen, kept or not', () => {
    const r = buildBook([
      { name: 'a.pgn', text: game('1. e4 e5', '1-0').repeat(3), theory: false },
      { name: 'b.pgn', text: game('1. d4', '0-1') + game('1. e4 c5', '1/2-1/2'), theory: false },
    ]);
    if (!r.ok) throw new Error(r.error);
    // Positions after e4, e4 e5, d4, e4 c5: four; only e4 (3 White wins) is kept.
    expect([r.value.games, r.value.seen, r.value.book.size]).toEqual([5, 4, 1]);
  });

  test('a PGN that does not read is a one-line error naming the source', () => {
    const r = buildBook([
      { name: 'good.pgn', text: game('1. e4', '1-0'), theory: false },
      { name: 'broken.pgn', text: '[Result "1-0"\n\n1. e4 1-0\n', theory: false },
    ]);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toMatch(/^broken\.pgn: /);
      expect(r.error).not.toContain('\n');
    }
  });

  test('a move that does not replay is a one-line error naming the source and the game', () => {
    const r = buildBook([
      { name: 'bad.pgn', text: game('1. e4 e5', '1-0') + game('1. e4 Nf9', '0-1'), theory: false },
    ]);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toMatch(/^bad\.pgn: PGN game 2, move 1 \(Black\) at line \d+: 'Nf9'/);
      expect(r.error).not.toContain('\n');
    }
  });
});

describe('playing from a book', () => {
  const games = game('1. d4 Nf6 2. c4 e6', '1-0').repeat(2) + game('1. c4 Nf6 2. d4 g6', '1-0');

  test('1.d4 Nf6 2.c4 and 1.c4 Nf6 2.d4 reach the same entry (a transposition)', () => {
    const book = build(games);
    const a = after('d4 Nf6 c4');
    const b = after('c4 Nf6 d4');
    expect(book.find(a.hashLo, a.hashHi)).toBe(book.find(b.hashLo, b.hashHi));
    // Neither first move has three wins alone; together the position has.
    expect(entry(book, 'd4')).toBeUndefined();
    expect(entry(book, 'c4')).toBeUndefined();
    expect(entry(book, 'd4 Nf6 c4')).toEqual([3, 3]);
    expect(bookChoices(book, after('d4 Nf6'))).toEqual([{ move: 'c2c4', occurrences: 3, wins: 3 }]);
    expect(bookChoices(book, after('c4 Nf6'))).toEqual([{ move: 'd2d4', occurrences: 3, wins: 3 }]);
  });

  test('prefers the move whose position occurred most often; leaves the board as it was', () => {
    const book = build(
      game('1. e4', '1-0').repeat(4) + game('1. d4', '1-0').repeat(6) + game('1. c4', '1-0').repeat(3),
    );
    const start = after('');
    const key = [start.hashLo, start.hashHi, start.ply];
    expect(bookChoices(book, start).map((c) => [c.move, c.occurrences])).toEqual([
      ['d2d4', 6],
      ['e2e4', 4],
      ['c2c4', 3],
    ]);
    expect(bookMove(book, start)).toBe('d2d4');
    expect([start.hashLo, start.hashHi, start.ply]).toEqual(key);
    expect(bookMove(book, after('d4'))).toBeUndefined();
  });

  test('occurrences decide, not wins: the position seen in more games wins over the one with more wins', () => {
    // 1.e4 in 6 games (3 won by White, 3 by Black: 3 wins), 1.d4 in 4 games all won by White
    // (4 wins): the seed gives priority by the number of occurrences, so 1.e4.
    const book = build(
      game('1. e4', '1-0').repeat(3) + game('1. e4', '0-1').repeat(3) + game('1. d4', '1-0').repeat(4),
    );
    const start = after('');
    expect(bookChoices(book, start).map((c) => [c.move, c.occurrences, c.wins])).toEqual([
      ['e2e4', 6, 3],
      ['d2d4', 4, 4],
    ]);
    expect(bookMove(book, start)).toBe('e2e4');
  });

  test("equal occurrences: more wins first; equal wins too: the move generator's order", () => {
    // 1.e4 and 1.d4 each in 4 games; 1.d4 (generated before 1.e4) won 3 of them, 1.e4 all 4.
    const byWins = build(
      game('1. d4', '1-0').repeat(3) + game('1. d4', '0-1') + game('1. e4', '1-0').repeat(4),
    );
    expect(bookChoices(byWins, after('')).map((c) => [c.move, c.occurrences, c.wins])).toEqual([
      ['e2e4', 4, 4],
      ['d2d4', 4, 3],
    ]);
    // Four first moves with 3 games and 3 wins each: listed as generateLegal lists them.
    const tied = build(['1. e4', '1. d4', '1. c4', '1. Nf3'].map((m) => game(m, '1-0').repeat(3)).join(''));
    const start = after('');
    const moves = new Int32Array(MAX_MOVES);
    const n = generateLegal(start, moves, 0, GEN_ALL);
    const generated = Array.from(moves.subarray(0, n), (m) => makeUci(start, m));
    const expected = generated.filter((m) => ['e2e4', 'd2d4', 'c2c4', 'g1f3'].includes(m));
    expect(expected).toHaveLength(4);
    expect(bookChoices(tied, start).map((c) => c.move)).toEqual(expected);
    expect(bookMove(tied, start)).toBe(expected[0]);
  });

  test('checks each of the legal moves, the first and the last included: a book of all 20 first moves lists all 20', () => {
    // The seed: "before computing its move Zarkov checks each of the legal moves to see if it
    // reaches a book position". Each of White's 20 first moves in 3 won games: every one is a
    // book move, whichever place the generator gives it.
    const firsts = 'a3 a4 b3 b4 c3 c4 d3 d4 e3 e4 f3 f4 g3 g4 h3 h4 Na3 Nc3 Nf3 Nh3'.split(' ');
    const book = build(firsts.map((m) => game(`1. ${m}`, '1-0').repeat(3)).join(''));
    const start = after('');
    const moves = new Int32Array(MAX_MOVES);
    const n = generateLegal(start, moves, 0, GEN_ALL);
    const generated = Array.from(moves.subarray(0, n), (m) => makeUci(start, m));
    expect(generated).toHaveLength(20);
    expect(bookChoices(book, start).map((c) => c.move)).toEqual(generated);
    // A book that knows only the position after the last generated move still answers with it,
    // and one that knows only the first, with the first.
    for (const at of [0, n - 1]) {
      const san = firsts.find((m) => makeUci(start, sanMove(start, m)) === generated[at]);
      expect(san).toBeDefined();
      expect(bookMove(build(game(`1. ${san}`, '1-0').repeat(3)), start)).toBe(generated[at]);
    }
  });

  test('the built-in book answers 1.d4 with ...Nf6 (its most frequent reply), 1.e4 with ...e5', () => {
    const builtIn = ZarkovBook.fromBytes(Buffer.from(DEFAULT_BOOK_BASE64, 'base64'));
    if (!builtIn.ok) throw new Error(builtIn.error);
    expect(bookMove(builtIn.value, after('d4'))).toBe('g8f6');
    expect(bookMove(builtIn.value, after('e4'))).toBe('e7e5');
  });

  test('the built-in book reads, plays 1.e4 first and knows the Indian transposition', () => {
    const builtIn = ZarkovBook.fromBytes(Buffer.from(DEFAULT_BOOK_BASE64, 'base64'));
    expect(builtIn.ok).toBe(true);
    if (!builtIn.ok) return;
    const book = builtIn.value;
    expect(book.size).toBeGreaterThan(50);
    expect(bookMove(book, after(''))).toBe('e2e4');
    const a = after('d4 Nf6 c4');
    const b = after('c4 Nf6 d4');
    expect(book.find(a.hashLo, a.hashHi)).toBeGreaterThanOrEqual(0);
    expect(book.find(b.hashLo, b.hashHi)).toBe(book.find(a.hashLo, a.hashHi));
    expect(bookChoices(book, a)).toEqual(bookChoices(book, b));
  });
});

// Books are built inside each test, not while the tests are collected: a build or write that
// throws then fails the test that needs it (and not the collection of the whole file).
describe('the book file', () => {
  const book = () => build(game('1. e4 e5 2. Nf3', '1-0').repeat(3));

  test('round-trips: 32-byte header, 12 bytes an entry', () => {
    const bytes = book().toBytes();
    expect(bytes.length).toBe(32 + 12 * book().size);
    expect(Buffer.from(bytes.subarray(0, 8)).toString('ascii')).toBe('ZARKBOOK');
    const back = ZarkovBook.fromBytes(bytes);
    expect(back.ok && back.value.toBytes()).toEqual(bytes);
    if (!back.ok) throw new Error(back.error);
    expect([entry(back.value, 'e4'), entry(back.value, 'e4 e5 Nf3')]).toEqual([
      [3, 3],
      [3, 3],
    ]);
  });

  /** The file with one change. */
  function changed(edit: (b: Uint8Array) => Uint8Array): Uint8Array {
    return edit(Uint8Array.from(book().toBytes()));
  }

  test.each([
    [
      'truncated inside the header',
      (b: Uint8Array) => b.subarray(0, 10),
      /^truncated: 10 bytes, shorter than the 32-byte header$/,
    ],
    [
      'truncated inside the entries',
      (b: Uint8Array) => b.subarray(0, b.length - 5),
      /^truncated: the header promises 2 entries \(56 bytes\) but the file has 51$/,
    ],
    ['empty', () => new Uint8Array(0), /^truncated: 0 bytes/],
    [
      'stray bytes at the end',
      (b: Uint8Array) => Uint8Array.from([...b, 0, 0, 0]),
      /^3 stray bytes after the last of 2 entries$/,
    ],
    [
      'another magic',
      (b: Uint8Array) => ((b[0] = 0x58), b),
      /^not a Zarkov book \(no 'ZARKBOOK' at the start\)$/,
    ],
    ['another version', (b: Uint8Array) => ((b[8] = 9), b), /^format version 9 is not supported/],
    [
      'a changed entry',
      (b: Uint8Array) => ((b[40] = b[40]! ^ 0xff), b),
      /^checksum mismatch: the entries are corrupt$/,
    ],
    ['other position keys', (b: Uint8Array) => ((b[20] = b[20]! ^ 1), b), /^made with other position keys/],
  ])('%s: a one-line error', (_name, edit, message) => {
    const r = ZarkovBook.fromBytes(changed(edit));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toMatch(message);
      expect(r.error).not.toContain('\n');
    }
  });
});

describe('a book file that is well formed but wrong', () => {
  type Entry = readonly [hi: number, lo: number, games: number, wins: number];

  /** The file of these entries, header and checksum written as for any book. */
  function fileOf(entries: readonly Entry[]): Uint8Array {
    return new ZarkovBook(
      Uint32Array.from(entries, (e) => e[0]),
      Uint32Array.from(entries, (e) => e[1]),
      Uint16Array.from(entries, (e) => e[2]),
      Uint16Array.from(entries, (e) => e[3]),
    ).toBytes();
  }

  test.each<[string, Entry[], RegExp]>([
    [
      'a key repeated',
      [
        [1, 5, 3, 3],
        [1, 5, 3, 3],
      ],
      /^entry 2 is out of order: the entries are corrupt$/,
    ],
    [
      'a smaller high half after a larger one',
      [
        [2, 1, 3, 3],
        [1, 5, 3, 3],
      ],
      /^entry 2 is out of order/,
    ],
    [
      'a smaller low half after a larger one',
      [
        [1, 5, 3, 3],
        [1, 4, 3, 3],
      ],
      /^entry 2 is out of order/,
    ],
    [
      'the third entry repeating the second',
      [
        [1, 1, 3, 3],
        [1, 2, 3, 3],
        [1, 2, 3, 3],
      ],
      /^entry 3 is out of order/,
    ],
    ['more wins than games', [[1, 1, 3, 4]], /^entry 1 is corrupt \(3 games, 4 wins\)$/],
    [
      `fewer than ${MIN_WINS} wins (the builder drops them)`,
      [
        [1, 1, 3, 3],
        [1, 2, 9, 2],
      ],
      /^entry 2 is corrupt \(9 games, 2 wins\)$/,
    ],
  ])('%s: refused in one line naming the entry', (_name, entries, message) => {
    const r = ZarkovBook.fromBytes(fileOf(entries));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });

  test.each<[string, Entry[]]>([
    [
      'ascending by the high half (the low half may fall)',
      [
        [1, 5, 3, 3],
        [2, 1, 3, 3],
      ],
    ],
    [
      'ascending by the low half under one high half',
      [
        [1, 4, 3, 3],
        [1, 5, 3, 3],
      ],
    ],
    [
      'unsigned: 0x80000000 after 0x7fffffff',
      [
        [0x7fffffff, 0, 3, 3],
        [0x80000000, 0, 3, 3],
      ],
    ],
    [
      `exactly ${MIN_WINS} wins, and as many wins as games`,
      [
        [1, 1, 3, 3],
        [1, 2, 65535, 3],
      ],
    ],
  ])('%s: read', (_name, entries) => {
    const r = ZarkovBook.fromBytes(fileOf(entries));
    expect(r.ok && r.value.size).toBe(entries.length);
  });

  test('find: every key of a book is found at its entry, every key between or beyond is not', () => {
    // Keys as unsigned halves, sorted; find takes them signed, as the board holds them.
    const keys: [number, number][] = [
      [0, 7],
      [3, 0],
      [3, 9],
      [3, 0xfffffff0],
      [0x7fffffff, 1],
      [0x80000000, 1],
      [0xfffffffe, 5],
    ];
    const book = ZarkovBook.fromBytes(fileOf(keys.map(([hi, lo]) => [hi, lo, 3, 3])));
    if (!book.ok) throw new Error(book.error);
    keys.forEach(([hi, lo], i) => expect(book.value.find(lo | 0, hi | 0)).toBe(i));
    const absent: [number, number][] = [
      [0, 6],
      [0, 8],
      [3, 5],
      [3, 0xffffffff],
      [0x7fffffff, 0],
      [0x80000000, 2],
      [0xfffffffe, 4],
      [0xfffffffe, 6],
      [0xffffffff, 0],
    ];
    for (const [hi, lo] of absent) expect(book.value.find(lo | 0, hi | 0)).toBe(-1);
    // A book of one entry, and the empty book.
    const one = ZarkovBook.fromBytes(fileOf([[4, 4, 3, 3]]));
    expect(one.ok && [one.value.find(4, 4), one.value.find(3, 4), one.value.find(5, 4)]).toEqual([0, -1, -1]);
    const none = ZarkovBook.fromBytes(fileOf([]));
    expect(none.ok && [none.value.size, none.value.find(0, 0)]).toEqual([0, -1]);
  });
});
