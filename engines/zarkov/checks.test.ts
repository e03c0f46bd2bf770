// givesCheck (checks.ts) against the plain truth: make the move and ask whether the side now
// to move is in check. Every legal move of positions reached by random play (fast-check
// picks the moves) from positions full of checks, pins, promotions, castling and en passant.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { Board } from '../../core/board.js';
import { parseFen } from '../../core/fen.js';
import { X88 } from '../../core/layout.js';
import { GEN_ALL, generateLegal, MAX_MOVES } from '../../core/movegen.js';
import { makeUci, parseUci } from '../../core/uci-move.js';
import { givesCheck } from './checks.js';

const STARTS = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
  '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
  'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1',
  'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8',
  'n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1',
  '2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1',
  // Discovered checks: the a4 bishop behind the c6 knight, the e1 rook behind the e4 knight.
  '4k3/8/2N5/8/B3N3/8/8/4RK2 w - - 0 1',
  // Castling with check (the rook lands on f1 facing the king on f8), en passant discovering a rook.
  '5k2/8/8/8/8/8/8/4K2R w K - 0 1',
  '8/8/8/k2pP2R/8/8/8/7K w - d6 0 1',
];

function boardOf(fen: string): Board {
  const setup = parseFen(fen);
  if (!setup.ok) throw new Error(setup.error.message);
  return Board.fromSetup(setup.value, X88);
}

/** Every legal move: givesCheck before the move equals inCheck after it. */
function mismatches(b: Board): string[] {
  const buf = new Int32Array(MAX_MOVES);
  const n = generateLegal(b, buf, 0, GEN_ALL);
  const wrong: string[] = [];
  for (let i = 0; i < n; i++) {
    const m = buf[i]!;
    const predicted = givesCheck(b, m);
    b.make(m);
    const actual = b.inCheck();
    b.unmake();
    if (predicted !== actual) wrong.push(`${makeUci(b, m)} predicted ${predicted}`);
  }
  return wrong;
}

describe('givesCheck', () => {
  test.each([
    ['4k3/8/2N5/8/B3N3/8/8/4RK2 w - - 0 1', 'c6d4', true], // discovers the a4 bishop
    ['4k3/8/2N5/8/B3N3/8/8/4RK2 w - - 0 1', 'e4c5', true], // discovers the e1 rook
    ['4k3/8/2N5/8/B3N3/8/8/4RK2 w - - 0 1', 'e4f6', true], // the knight checks from f6
    ['4k3/8/2N5/8/B3N3/8/8/4RK2 w - - 0 1', 'f1g1', false],
    ['4k3/8/8/8/4P3/8/8/4RK2 w - - 0 1', 'e4e5', false], // the pawn stays on the rook's file
    ['5k2/8/8/8/8/8/8/4K2R w K - 0 1', 'e1g1', true], // castling: the rook checks from f1
    ['8/8/8/k2pP2R/8/8/8/7K w - d6 0 1', 'e5d6', true], // en passant empties the rank: the h5 rook checks
    ['rnbqkbnr/ppppp1pp/8/5p2/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2', 'd1h5', true],
    ['4k3/1P6/8/8/8/8/8/4K3 w - - 0 1', 'b7b8q', true], // promotes with check along the rank
    ['4k3/1P6/8/8/8/8/8/4K3 w - - 0 1', 'b7b8n', false],
  ])('%s: %s gives check: %s', (fen, uci, expected) => {
    const b = boardOf(fen);
    const m = parseUci(b, uci);
    if (!m.ok) throw new Error(m.error.message);
    b.make(m.value);
    const truth = b.inCheck();
    b.unmake();
    expect(truth).toBe(expected);
    expect(givesCheck(b, m.value)).toBe(expected);
  });

  test('agrees with make + inCheck on every legal move of random positions', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: STARTS.length - 1 }),
        fc.array(fc.nat(), { minLength: 0, maxLength: 40 }),
        (start, choices) => {
          const b = boardOf(STARTS[start]!);
          const buf = new Int32Array(MAX_MOVES);
          for (const c of choices) {
            expect(mismatches(b)).toEqual([]);
            const n = generateLegal(b, buf, 0, GEN_ALL);
            if (n === 0) break;
            b.make(buf[c % n]!);
          }
          expect(mismatches(b)).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
