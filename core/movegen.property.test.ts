// Differential test: our legal move lists equal chess.js's, on both layouts, for positions
// reached by random play (fast-check drives the choices), from the start position and from
// positions rich in castling, en passant and promotions.

import { Chess } from 'chess.js';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { Board, type EpMethod } from './board.js';
import { boardFen, parseFen, START_FEN } from './fen.js';
import { MAILBOX, X88, nameOf, type Layout } from './layout.js';
import { FLAG_CASTLE, FLAG_EP, movePromo, moveFrom, moveTo, isCapture } from './move.js';
import { GEN_ALL, GEN_TACTICAL, generateLegal, generatePseudo, legalMoves, MAX_MOVES } from './movegen.js';
import { ROLE_LETTERS } from './types.js';

const STARTS = [
  START_FEN,
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
  '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
  'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1',
  'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8',
  'n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1',
  'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3',
  'r3k2r/8/8/2pP4/8/8/8/R3K2R w KQkq c6 0 1',
];

/** A choice that is 0 mod 4 prefers a special move (castling, en passant, promotion) when one exists. */
function choose(moves: string[], verbose: Array<{ san: string; flags: string }>, choice: number): string {
  if (choice % 4 === 0) {
    const special = verbose.findIndex((m) => /[kqepn]/.test(m.flags.replace(/[nbc]/g, '')));
    if (special >= 0) return moves[special]!;
  }
  return moves[choice % moves.length]!;
}

function uciOf(layout: Layout, m: number): string {
  const promo = movePromo(m);
  return nameOf(layout, moveFrom(m)) + nameOf(layout, moveTo(m)) + (promo ? ROLE_LETTERS[promo] : '');
}

function boardFor(fen: string, layout: Layout): Board {
  const setup = parseFen(fen);
  if (!setup.ok) throw new Error(setup.error.message);
  return Board.fromSetup(setup.value, layout);
}

test('legal moves match chess.js on both layouts over at least 500 random-play positions', () => {
  const seen = { positions: 0, castles: 0, enPassant: 0, promotions: 0, checks: 0, captures: 0 };
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: STARTS.length - 1 }),
      fc.array(fc.nat(), { minLength: 10, maxLength: 60 }),
      (startIndex, choices) => {
        const fen = STARTS[startIndex]!;
        const oracle = new Chess(fen);
        const boards = [boardFor(fen, X88), boardFor(fen, MAILBOX)];
        for (const choice of choices) {
          const verbose = oracle.moves({ verbose: true });
          const unsorted = verbose.map((m) => m.from + m.to + (m.promotion ?? ''));
          const expected = [...unsorted].sort();
          for (const b of boards) {
            const moves = legalMoves(b);
            expect(moves.map((m) => uciOf(b.layout, m)).sort()).toEqual(expected);
            expect(b.inCheck()).toBe(oracle.inCheck());
          }
          seen.positions++;
          if (oracle.inCheck()) seen.checks++;
          if (expected.length === 0) break;
          const pick = choose(unsorted, verbose, choice);
          for (const b of boards) {
            const m = legalMoves(b).find((x) => uciOf(b.layout, x) === pick)!;
            if (m & FLAG_CASTLE) seen.castles++;
            if (m & FLAG_EP) seen.enPassant++;
            if (movePromo(m)) seen.promotions++;
            if (isCapture(m)) seen.captures++;
            b.make(m);
          }
          oracle.move({ from: pick.slice(0, 2), to: pick.slice(2, 4), promotion: pick[4] });
          // Same position on both layouts, and the same placement as the oracle's.
          expect(boardFen(boards[0]!).split(' ')[0]).toBe(oracle.fen().split(' ')[0]);
          expect(boardFen(boards[1]!)).toBe(boardFen(boards[0]!));
          expect([boards[1]!.hashLo, boards[1]!.hashHi]).toEqual([boards[0]!.hashLo, boards[0]!.hashHi]);
        }
      },
    ),
    { numRuns: 60, seed: 1983 },
  );
  expect(seen.positions).toBeGreaterThanOrEqual(500);
  // Each special kind of move was played on both layouts (counted once per layout).
  expect(seen.castles).toBeGreaterThan(0);
  expect(seen.enPassant).toBeGreaterThan(0);
  expect(seen.promotions).toBeGreaterThan(0);
  expect(seen.checks).toBeGreaterThan(0);
});

test('make then unmake restores position, hash and clocks exactly; the hash is always the from-scratch hash', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: STARTS.length - 1 }),
      fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
      fc.constantFrom(X88, MAILBOX),
      (startIndex, choices, layout) => {
        const b = boardFor(STARTS[startIndex]!, layout);
        const fens: string[] = [];
        for (const choice of choices) {
          const moves = legalMoves(b);
          if (moves.length === 0) break;
          fens.push(boardFen(b));
          b.make(moves[choice % moves.length]!);
          expect([b.hashLo, b.hashHi]).toEqual(b.computeHash());
        }
        for (let i = fens.length - 1; i >= 0; i--) {
          b.unmake();
          expect(boardFen(b)).toBe(fens[i]);
          expect([b.hashLo, b.hashHi]).toEqual(b.computeHash());
        }
      },
    ),
    { numRuns: 200, seed: 42 },
  );
});

/** The pseudo-legal moves of `b` (in `mode`) that do not leave the mover's king attacked, in generation order. */
function pseudoThenTested(b: Board, mode: number): number[] {
  const buf = new Int32Array(MAX_MOVES);
  const kept: number[] = [];
  for (const m of buf.subarray(0, generatePseudo(b, buf, 0, mode))) {
    b.make(m);
    if (!b.leftInCheck()) kept.push(m);
    b.unmake();
  }
  return kept;
}

test('legal moves are the pseudo-legal moves that keep the king safe, in the same order, on every layout and en-passant method', () => {
  const configs: Array<{ layout: Layout; ep: EpMethod }> = [
    { layout: X88, ep: 'direct' },
    { layout: MAILBOX, ep: 'direct' },
    { layout: MAILBOX, ep: 'insert-pawn' },
  ];
  const buf = new Int32Array(MAX_MOVES);
  let positions = 0;
  let checks = 0;
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: STARTS.length - 1 }),
      fc.array(fc.nat(), { minLength: 20, maxLength: 60 }),
      (startIndex, choices) => {
        for (const { layout, ep } of configs) {
          const b = boardFor(STARTS[startIndex]!, layout);
          b.epMethod = ep;
          for (const choice of choices) {
            for (const mode of [GEN_ALL, GEN_TACTICAL]) {
              const legal = Array.from(buf.subarray(0, generateLegal(b, buf, 0, mode)));
              expect(legal).toEqual(pseudoThenTested(b, mode));
            }
            positions++;
            if (b.inCheck()) checks++;
            const moves = legalMoves(b);
            if (moves.length === 0) break;
            b.make(moves[choice % moves.length]!);
          }
        }
      },
    ),
    { numRuns: 40, seed: 1987 },
  );
  expect(positions).toBeGreaterThanOrEqual(1000);
  expect(checks).toBeGreaterThan(0);
});

test('moves come in board order of their from-square (a1, b1, ..., h8), castling last', () => {
  for (const fen of STARTS) {
    for (const layout of [X88, MAILBOX]) {
      const b = boardFor(fen, layout);
      const moves = legalMoves(b);
      const castles = moves.filter((m) => m & FLAG_CASTLE);
      expect(moves.slice(moves.length - castles.length)).toEqual(castles);
      const order = moves.filter((m) => !(m & FLAG_CASTLE)).map((m) => layout.toIndex[moveFrom(m)]!);
      expect(order).toEqual([...order].sort((x, y) => x - y));
    }
  }
});

test('a board that carries its lists of men and sliders from one generation to the next generates what a fresh copy does, in the same order', () => {
  // The walking board makes moves picked on a copy (so its own lists go stale), takes moves
  // back, passes (a null move) and only now and then generates; every generation is compared
  // with one on b.clone(), whose lists start empty.
  const buf = new Int32Array(MAX_MOVES);
  let compared = 0;
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: STARTS.length - 1 }),
      fc.boolean(),
      fc.array(fc.nat(), { minLength: 20, maxLength: 120 }),
      (startIndex, onX88, choices) => {
        const b = boardFor(STARTS[startIndex]!, onX88 ? X88 : MAILBOX);
        const made: boolean[] = []; // true for a null move
        for (const choice of choices) {
          const action = choice % 6;
          if (action === 0 && made.length > 0) {
            if (made.pop()) b.unmakeNull();
            else b.unmake();
          } else if (action === 1 && !b.inCheck() && made.length > 0) {
            b.makeNull();
            made.push(true);
          } else if (action === 2) {
            for (const [legal, mode] of [
              [true, GEN_ALL],
              [true, GEN_TACTICAL],
              [false, GEN_ALL],
            ] as const) {
              const gen = legal ? generateLegal : generatePseudo;
              const expected = Array.from(buf.subarray(0, gen(b.clone(), buf, 0, mode)));
              expect(Array.from(buf.subarray(0, gen(b, buf, 0, mode)))).toEqual(expected);
              compared++;
            }
          } else {
            const moves = legalMoves(b.clone());
            if (moves.length === 0) continue;
            b.make(moves[choice % moves.length]!);
            made.push(false);
          }
        }
      },
    ),
    { numRuns: 150, seed: 2026 },
  );
  expect(compared).toBeGreaterThan(2000);
});

test.each([
  {
    name: 'a slider moved onto a square the out-of-date list still names (the rook left on e5 pins the knight)',
    fen: '7k/8/8/r2r4/8/8/4N2P/4K3 b - - 0 1',
    moves: ['d5e5', 'h2h3', 'a5d5'],
  },
  {
    name: 'a promotion adds a slider the list lacks (the new queen gives check)',
    fen: '7k/1P6/p7/8/8/8/8/K7 w - - 0 1',
    moves: ['b7b8q'],
  },
])('carried lists: $name', ({ fen, moves }) => {
  for (const layout of [X88, MAILBOX]) {
    const b = boardFor(fen, layout);
    const buf = new Int32Array(MAX_MOVES);
    generateLegal(b, buf, 0); // the mover's lists are noted here, then go out of date
    for (const uci of moves) {
      const m = legalMoves(b.clone()).find((move) => uciOf(layout, move) === uci);
      if (m === undefined) throw new Error(`${uci} is not legal`);
      b.make(m);
    }
    const expected = Array.from(buf.subarray(0, generateLegal(b.clone(), buf, 0)));
    expect(Array.from(buf.subarray(0, generateLegal(b, buf, 0)))).toEqual(expected);
  }
});
