// UCI move text: round trips on both layouts, chess.js's long algebraic as an oracle, and errors.

import { Chess } from 'chess.js';
import { describe, expect, test } from 'vitest';
import type { Board } from './board.js';
import { boardFromFen, makeFen, START_FEN } from './fen.js';
import { LAYOUTS, MAILBOX, X88, type Layout } from './layout.js';
import { isCastle } from './move.js';
import { legalMoves } from './movegen.js';
import { boardAfterMoves, makeUci, parseUci, playUciLine } from './uci-move.js';

const LAYOUT_LIST = Object.values(LAYOUTS);

/** A board for a FEN the test knows is valid. */
function board(fen: string, layout: Layout): Board {
  const b = boardFromFen(fen, layout);
  if (!b.ok) throw new Error(b.error.message);
  return b.value;
}

// Positions with castling both ways, en passant and promotions (the perft suite's positions 2-5).
const POSITIONS = [
  START_FEN,
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
  '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
  'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1',
  'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8',
  '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1',
];

describe('makeUci and parseUci', () => {
  test.each(POSITIONS)('every legal move of %s round-trips and matches chess.js', (fen) => {
    const oracle = new Chess(fen)
      .moves({ verbose: true })
      .map((m) => m.lan)
      .sort();
    for (const layout of LAYOUT_LIST) {
      const b = board(fen, layout);
      const moves = legalMoves(b);
      expect(moves.map((m) => makeUci(b, m)).sort()).toEqual(oracle);
      for (const m of moves) {
        const back = parseUci(b, makeUci(b, m));
        expect(back.ok && back.value).toBe(m);
      }
    }
  });

  test('castling is written as the king move', () => {
    for (const layout of LAYOUT_LIST) {
      const b = board('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', layout);
      const castles = legalMoves(b).filter(isCastle);
      expect(castles.map((m) => makeUci(b, m)).sort()).toEqual(['e1c1', 'e1g1']);
    }
  });
});

const ERROR_CASES: [string, string, string][] = [
  [START_FEN, 'z9', "move 'z9': not a UCI move (e.g. e2e4, e7e8q)"],
  [START_FEN, 'e2-e4', "move 'e2-e4': not a UCI move (e.g. e2e4, e7e8q)"],
  [START_FEN, 'e2e9', "move 'e2e9': not a UCI move (e.g. e2e4, e7e8q)"],
  [START_FEN, 'e2e5', "move 'e2e5': not a legal move for White"],
  [START_FEN, 'e2e4q', "move 'e2e4q': not a legal move for White"],
  [
    'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
    'e2e4',
    "move 'e2e4': not a legal move for Black",
  ],
  ['3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1', 'e7e8', "move 'e7e8': missing a promotion piece (e.g. e7e8q)"],
];

describe('parseUci says what is wrong', () => {
  test.each(ERROR_CASES)('%s: %s', (fen, text, message) => {
    for (const layout of LAYOUT_LIST) {
      const m = parseUci(board(fen, layout), text);
      expect(m.ok ? 'ok' : m.error.message).toBe(message);
    }
  });

  test('accepts an upper-case promotion letter and surrounding space', () => {
    for (const layout of LAYOUT_LIST) {
      const b = board('3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1', layout);
      const m = parseUci(b, ' e7d8N ');
      expect(m.ok && makeUci(b, m.value)).toBe('e7d8n');
    }
  });
});

describe('boardAfterMoves', () => {
  test('plays the moves from the FEN, on either layout', () => {
    for (const layout of [X88, MAILBOX]) {
      const r = boardAfterMoves(START_FEN, ['e2e4', 'c7c5', 'g1f3'], layout);
      expect(r.ok && makeFen(r.value.toSetup())).toBe(
        'rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2',
      );
    }
  });

  test('says which move is not legal, or what is wrong with the FEN', () => {
    const r = boardAfterMoves(START_FEN, ['e2e4', 'e2e4'], X88);
    expect(!r.ok && r.error).toMatch(/^move 2: /);
    expect(boardAfterMoves('garbage', [], X88).ok).toBe(false);
  });

  test('prepare runs before the moves (HIARCS sets its en-passant method there)', () => {
    const r = boardAfterMoves(START_FEN, ['e2e4'], MAILBOX, (b) => (b.epMethod = 'insert-pawn'));
    expect(r.ok && r.value.epMethod).toBe('insert-pawn');
  });
});

describe('playUciLine', () => {
  test.each(Object.keys(LAYOUTS) as (keyof typeof LAYOUTS)[])(
    'plays the legal moves in order and stops at the first that is not (%s)',
    (id) => {
      const layout: Layout = LAYOUTS[id];
      const b = boardFromFen(START_FEN, layout);
      if (!b.ok) throw new Error(b.error.message);
      const seen: string[] = [];
      const played = playUciLine(b.value, ['e2e4', 'e7e5', 'e4e5', 'g1f3'], (board, move, i) =>
        seen.push(`${i}:${makeUci(board, move)}`),
      );
      expect(played).toBe(2);
      expect(seen).toEqual(['0:e2e4', '1:e7e5']);
      expect(makeFen(b.value.toSetup())).toBe('rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
    },
  );
});
