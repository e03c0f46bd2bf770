// Opening files: the default fixture, EPD and PGN openings, and the seeded shuffle.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { boardFromFen, START_FEN } from '../../core/fen.js';
import { X88 } from '../../core/layout.js';
import { gameState } from '../../core/rules.js';
import { defaultOpeningsPath, loadOpenings, openingsFromEpd, openingsFromPgn, shuffled } from './openings.js';

const DIR = mkdtempSync(join(tmpdir(), 'ttychess-openings-'));
afterAll(() => rmSync(DIR, { recursive: true, force: true }));

describe('the default openings (fixtures/openings.epd)', () => {
  const loaded = loadOpenings();
  const openings = loaded.ok ? loaded.value : [];

  test('at least 50 named, distinct positions, each a game still going', () => {
    expect(loaded.ok ? 'ok' : loaded.error).toBe('ok');
    expect(defaultOpeningsPath()).toMatch(/fixtures[\\/]openings\.epd$/);
    expect(openings.length).toBeGreaterThanOrEqual(50);
    expect(new Set(openings.map((o) => o.fen)).size).toBe(openings.length);
    for (const o of openings) {
      expect(o.name).not.toBe('');
      expect(o.moves).toEqual([]);
      const board = boardFromFen(o.fen, X88);
      expect(board.ok && gameState(board.value)).toBe('ongoing');
    }
  });

  test('White to move in most, after 3 to 6 moves', () => {
    const moveNumbers = openings.map((o) => Number(o.fen.split(' ')[5]));
    expect(Math.min(...moveNumbers)).toBeGreaterThanOrEqual(4);
    expect(Math.max(...moveNumbers)).toBeLessThanOrEqual(7);
  });
});

describe('loadOpenings', () => {
  test('a PGN file: each game from its start, named by its Opening or Event tag', () => {
    const path = join(DIR, 'two.pgn');
    writeFileSync(
      path,
      '[Event "Italian"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 *\n\n[Opening "French"]\n[Event "?"]\n\n1. e4 e6 *\n\n' +
        '[SetUp "1"]\n[FEN "8/8/8/8/8/8/4k2P/K7 w - - 0 1"]\n\n1. Ka2 *\n',
    );
    const loaded = loadOpenings(path);
    expect(loaded.ok && loaded.value).toEqual([
      { name: 'Italian', fen: START_FEN, moves: ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4'] },
      { name: 'French', fen: START_FEN, moves: ['e2e4', 'e7e6'] },
      { name: '', fen: '8/8/8/8/8/8/4k2P/K7 w - - 0 1', moves: ['a1a2'] },
    ]);
  });

  test('an EPD file: its positions, named by id', () => {
    const path = join(DIR, 'one.epd');
    writeFileSync(
      path,
      '# a comment\nrnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - id "King pawn";\n',
    );
    const loaded = loadOpenings(path);
    expect(loaded.ok && loaded.value).toEqual([
      { name: 'King pawn', fen: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1', moves: [] },
    ]);
  });

  test.each([
    ['missing.epd', `--openings: cannot read '${join(DIR, 'missing.epd')}': no such file`],
    ['openings.txt', `--openings: ${join(DIR, 'openings.txt')} is neither .epd nor .pgn`],
    ['empty.epd', `--openings: ${join(DIR, 'empty.epd')} holds no positions`],
  ])('%s: %s', (name, message) => {
    writeFileSync(join(DIR, 'openings.txt'), 'x');
    writeFileSync(join(DIR, 'empty.epd'), '# nothing\n');
    expect(loadOpenings(join(DIR, name))).toEqual({ ok: false, error: message });
  });

  test('a bad move in a PGN opening is named', () => {
    const result = openingsFromPgn('1. e4 e5 2. Ke3 *', 'bad.pgn');
    expect(result).toEqual({
      ok: false,
      error: "bad.pgn: PGN game 1, move 2 (White) at line 1: 'Ke3' is not a legal move for White",
    });
  });
});

describe('an opening the rules have already ended is refused, naming it', () => {
  const OPEN = '[Event "Open"]\n\n1. e4 e5 *\n\n';
  test.each([
    [
      'checkmate',
      OPEN + '[Event "Fool"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n',
      'x.pgn: PGN game 2 (line 5): its moves end the game (checkmate); an opening must leave it to the engines',
    ],
    [
      'stalemate',
      '[SetUp "1"]\n[FEN "7k/8/6Q1/8/8/8/8/K7 w - - 0 1"]\n\n1. Qf7 1/2-1/2\n',
      'x.pgn: PGN game 1 (line 1): its moves end the game (stalemate); an opening must leave it to the engines',
    ],
    [
      'threefold repetition',
      OPEN + OPEN + '1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2\n',
      'x.pgn: PGN game 3 (line 9): its moves end the game (threefold repetition); an opening must leave it to the engines',
    ],
  ])('a PGN game ending in %s', (_end, text, message) => {
    expect(openingsFromPgn(text, 'x.pgn')).toEqual({ ok: false, error: message });
  });

  test.each([
    ['checkmate', 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq -'],
    ['stalemate', '7k/5Q2/8/8/8/8/8/K7 b - -'],
    ['insufficient material', '7k/8/8/8/8/8/8/K6N w - -'],
    ['fifty-move rule', '7k/8/8/8/8/8/8/K5R1 w - - hmvc 100;'],
  ])('an EPD position already ended by %s', (end, fen) => {
    const text = `rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - id "King pawn";\n\n${fen}\n`;
    expect(openingsFromEpd(text, 'x.epd')).toEqual({
      ok: false,
      error: `x.epd: EPD line 3: the game is already over (${end}); an opening must leave it to the engines`,
    });
  });

  test('loadOpenings refuses such a file', () => {
    const path = join(DIR, 'whole-game.pgn');
    writeFileSync(path, '1. f3 e5 2. g4 Qh4# 0-1\n');
    expect(loadOpenings(path)).toEqual({
      ok: false,
      error: `${path}: PGN game 1 (line 1): its moves end the game (checkmate); an opening must leave it to the engines`,
    });
  });
});

describe('shuffled', () => {
  const items = Array.from({ length: 20 }, (_, i) => i);

  test('the same seed gives the same order; another seed another; nothing lost', () => {
    expect(shuffled(items, 7)).toEqual(shuffled(items, 7));
    expect(shuffled(items, 7)).not.toEqual(shuffled(items, 8));
    expect([...shuffled(items, 7)].sort((a, b) => a - b)).toEqual(items);
    expect(items).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });
});
