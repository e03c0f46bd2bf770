// SAN tests: hand-built positions for each rule, lenient input, the error messages, and a
// property over random games checked against chess.js as an oracle, on both layouts.

import { Chess } from 'chess.js';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Board } from './board.js';
import { boardFromFen, START_FEN } from './fen.js';
import { LAYOUTS, MAILBOX, X88, type Layout } from './layout.js';
import { legalMoves } from './movegen.js';
import { makeSan, parseSan } from './san.js';
import { makeUci, parseUci } from './uci-move.js';

const LAYOUT_LIST = Object.values(LAYOUTS);

/** A board for a FEN the test knows is valid. */
function board(fen: string, layout: Layout = X88): Board {
  const b = boardFromFen(fen, layout);
  if (!b.ok) throw new Error(b.error.message);
  return b.value;
}

/** The legal move with this UCI text. */
function uci(b: Board, text: string): number {
  const m = parseUci(b, text);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

const THREE_QUEENS = '1k6/8/8/8/4Q2Q/8/8/K6Q w - - 0 1';
const TWO_KNIGHTS = '4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1';
const PROMOTION = '3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1';

// Positions are built by hand, one per rule; the expected SANs agree with chess.js.
const MAKE_CASES: [string, string, string, string][] = [
  ['pawn push', START_FEN, 'e2e4', 'e4'],
  ['piece move', START_FEN, 'g1f3', 'Nf3'],
  ['disambiguation by file', TWO_KNIGHTS, 'b1d2', 'Nbd2'],
  ['disambiguation by file, other knight', TWO_KNIGHTS, 'f1d2', 'Nfd2'],
  ['disambiguation by rank', '4k3/8/8/R7/8/8/8/R3K3 w - - 0 1', 'a1a3', 'R1a3'],
  ['disambiguation by rank, upper rook', '4k3/8/8/R7/8/8/8/R3K3 w - - 0 1', 'a5a3', 'R5a3'],
  ['disambiguation by file and rank', THREE_QUEENS, 'h4e1', 'Qh4e1'],
  ['file suffices among three queens', THREE_QUEENS, 'e4e1', 'Qee1'],
  ['rank suffices among three queens', THREE_QUEENS, 'h1e1', 'Q1e1'],
  ['a pinned rival needs no disambiguation', '4k3/8/8/b7/8/8/3N4/4K1N1 w - - 0 1', 'g1f3', 'Nf3'],
  ['pawn capture', 'rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2', 'e4d5', 'exd5'],
  ['en passant', '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1', 'e5d6', 'exd6'],
  ['promotion with check', PROMOTION, 'e7e8q', 'e8=Q+'],
  ['under-promotion', PROMOTION, 'e7e8n', 'e8=N'],
  ['capture-promotion with check', PROMOTION, 'e7d8q', 'exd8=Q+'],
  ['castling with check', '5k2/8/8/8/8/8/8/4K2R w K - 0 1', 'e1g1', 'O-O+'],
  ['queenside castling', 'r3k3/8/8/8/8/8/8/4K3 b q - 0 1', 'e8c8', 'O-O-O'],
  ['checkmate', 'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2', 'd8h4', 'Qh4#'],
];

describe('makeSan', () => {
  test.each(MAKE_CASES)('%s: %s %s is %s', (_name, fen, move, san) => {
    for (const layout of LAYOUT_LIST) {
      const b = board(fen, layout);
      const before = b.hashLo;
      expect(makeSan(b, uci(b, move))).toBe(san);
      expect(b.hashLo).toBe(before);
    }
  });
});

// What people type, and the move they mean (as UCI).
const LENIENT_CASES: [string, string, string][] = [
  [START_FEN, 'e4', 'e2e4'],
  [START_FEN, 'Pe4', 'e2e4'],
  [START_FEN, 'Nf3!?', 'g1f3'],
  [START_FEN, 'Nf3??', 'g1f3'],
  [START_FEN, 'Ng1f3', 'g1f3'],
  [START_FEN, 'N1f3', 'g1f3'],
  [START_FEN, '  e4  ', 'e2e4'],
  ['4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1', 'ed6', 'e5d6'],
  ['4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1', 'exd6 e.p.', 'e5d6'],
  ['4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1', 'e:d6', 'e5d6'],
  [PROMOTION, 'e8=Q', 'e7e8q'],
  [PROMOTION, 'e8Q', 'e7e8q'],
  [PROMOTION, 'e8q+', 'e7e8q'],
  [PROMOTION, 'e7e8n', 'e7e8n'],
  [PROMOTION, 'exd8N', 'e7d8n'],
  [PROMOTION, 'ed8=Q#', 'e7d8q'],
  ['r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', 'O-O', 'e1g1'],
  ['r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', '0-0', 'e1g1'],
  ['r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', '0-0-0', 'e1c1'],
  ['r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', 'O-O-O+', 'e1c1'],
  ['r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', 'Kg1', 'e1g1'],
  ['r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1', 'O-O', 'e8g8'],
  [THREE_QUEENS, 'Qh4e1', 'h4e1'],
  [THREE_QUEENS, 'Qh4xe1', 'h4e1'],
];

describe('parseSan reads what people type', () => {
  test.each(LENIENT_CASES)('%s: %s', (fen, text, move) => {
    for (const layout of LAYOUT_LIST) {
      const b = board(fen, layout);
      const m = parseSan(b, text);
      expect(m.ok && makeUci(b, m.value)).toBe(move);
    }
  });
});

const ERROR_CASES: [string, string, string][] = [
  [START_FEN, 'Nf9', "move 'Nf9': not a square"],
  [START_FEN, 'z9', "move 'z9': not a square"],
  [START_FEN, 'Ke3', "move 'Ke3': not a legal move for White"],
  [START_FEN, 'e5', "move 'e5': not a legal move for White"],
  [START_FEN, 'O-O', "move 'O-O': not a legal move for White"],
  [START_FEN, 'hello', "move 'hello': not a SAN move (e.g. e4, Nf3, exd5, O-O, e8=Q)"],
  [START_FEN, '', "move '': not a SAN move (e.g. e4, Nf3, exd5, O-O, e8=Q)"],
  ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1', 'e4', "move 'e4': not a legal move for Black"],
  [TWO_KNIGHTS, 'Nd2', "move 'Nd2': ambiguous (Nbd2, Nfd2)"],
  [THREE_QUEENS, 'Qhe1', "move 'Qhe1': ambiguous (Q1e1, Qh4e1)"],
  [PROMOTION, 'e8', "move 'e8': missing a promotion piece (e.g. e8=Q)"],
  [PROMOTION, 'exd8', "move 'exd8': missing a promotion piece (e.g. exd8=Q)"],
  [PROMOTION, 'e8=K', "move 'e8=K': not a SAN move (e.g. e4, Nf3, exd5, O-O, e8=Q)"],
  [PROMOTION, 'Ke2=Q', "move 'Ke2=Q': not a legal move for White"],
  ['4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1', 'd6', "move 'd6': not a legal move for White"],
];

describe('parseSan says what is wrong', () => {
  test.each(ERROR_CASES)('%s: %s', (fen, text, message) => {
    for (const layout of LAYOUT_LIST) {
      const m = parseSan(board(fen, layout), text);
      expect(m.ok ? 'ok' : m.error.message).toBe(message);
    }
  });
});

// Start positions for the random games: the initial position and the well-known perft positions
// (castling, en passant, promotions), plus three queens for disambiguation.
const GAME_STARTS = [
  START_FEN,
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
  '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
  'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1',
  'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8',
  THREE_QUEENS,
];

/** Checks every legal move of the position against chess.js: same moves, same SAN, SAN round trip. */
function checkPosition(b: Board, chess: Chess): void {
  const oracle = new Map(chess.moves({ verbose: true }).map((m) => [m.lan, m.san]));
  const ours = legalMoves(b);
  expect(ours.length).toBe(oracle.size);
  for (const m of ours) {
    const san = makeSan(b, m);
    expect(san).toBe(oracle.get(makeUci(b, m)));
    const back = parseSan(b, san);
    expect(back.ok && back.value).toBe(m);
  }
}

describe('makeSan agrees with chess.js over random games', () => {
  test('every legal move of every position, both layouts', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GAME_STARTS),
        fc.constantFrom(MAILBOX, X88),
        fc.array(fc.nat(), { maxLength: 80 }),
        (fen, layout, choices) => {
          const b = board(fen, layout);
          const chess = new Chess(fen);
          for (const choice of choices) {
            checkPosition(b, chess);
            const moves = legalMoves(b);
            if (moves.length === 0) return;
            const m = moves[choice % moves.length]!;
            chess.move(makeSan(b, m));
            b.make(m);
          }
          checkPosition(b, chess);
        },
      ),
      { numRuns: 200 },
    );
  });
});
