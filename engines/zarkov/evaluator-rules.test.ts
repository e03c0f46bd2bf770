// Rules of Zarkov's evaluator that the mutation run (StrykerJS, docs/engines/zarkov.md "Mutation
// testing") found unguarded by evaluator.test.ts and terms.test.ts: each test sets up a position
// in which the rule decides a term, the total, threats() or mayCapture(), with the expected value
// worked out from the rule and the weights of weights.ts.

import { describe, expect, test } from 'vitest';
import type { EvalTerm } from '../engine.js';
import { board, mirrorFen } from '../gnu/test-support/eval-fixture.js';
import { ZarkovEvaluator } from './evaluator.js';

/** [white, black] of the named terms after one traced evaluation. */
function terms(fen: string, ...names: string[]): Record<string, [number, number]> {
  const t = traceOf(fen, names);
  // The colour mirror gives the same values with the colours swapped.
  const m = traceOf(mirrorFen(fen), names);
  for (const n of names) expect(m[n], `${n}, mirrored`).toEqual([t[n]![1], t[n]![0]]);
  return t;
}

function traceOf(fen: string, names: string[]): Record<string, [number, number]> {
  const trace: EvalTerm[] = [];
  new ZarkovEvaluator().evaluate(board(fen), trace);
  return Object.fromEntries(
    names.map((n) => {
      const t = trace.find((x) => x.name === n);
      if (!t) throw new Error(`no term "${n}"`);
      return [n, [t.white, t.black]];
    }),
  );
}

describe('mayCapture: false only when the side certainly has no capture and no promotion', () => {
  test.each([
    // The rook on a1 attacks the a3-pawn; the a3-pawn attacks b2, empty; the black king is far.
    ['White attacks a black man, Black attacks nothing', '4k3/8/8/8/8/p7/8/R3K3 w - - 0 1', true, false],
    // Colours reversed: the rook on a8 attacks the a6-pawn.
    ['Black attacks a white man, White attacks nothing', 'r3k3/8/P7/8/8/8/8/4K3 b - - 0 1', false, true],
    // A pawn on its 7th rank may promote though nothing is attacked.
    ['a white pawn on the 7th, nothing attacked', '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1', true, false],
    ['a black pawn on its 7th (rank 2), nothing attacked', '4k3/8/8/8/8/8/1p6/4K3 b - - 0 1', false, true],
    // d5 and e5 attack nothing; with the en-passant square set either side may capture.
    ['pawns side by side, no en-passant square', '4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1', false, false],
    ['pawns side by side, en passant on d6', '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1', true, true],
  ])('%s', (_name, fen, white, black) => {
    const ev = new ZarkovEvaluator();
    const b = board(fen);
    ev.score(b);
    expect([ev.mayCapture(b, 1), ev.mayCapture(b, -1)]).toEqual([white, black]);
  });
});

describe('the evaluation cache keeps pieceValue() in step', () => {
  test("a cache hit refreshes the phase: pieceValue() is the hit position's, not the last one evaluated", () => {
    const ev = new ZarkovEvaluator();
    const start = board('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    const bare = board('4k3/8/8/8/8/8/8/4K3 w - - 0 1');
    ev.score(start); // phase 0: the opening values
    ev.score(bare); // phase 256: the ending values
    expect(ev.pieceValue(1)).toBe(110);
    ev.score(start); // a hit: no evaluation, but the phase is the start position's again
    expect(ev.pieceValue(1)).toBe(100);
  });
});

// Values: a term's unit times its weight (weights.ts), exact at phase 0 (the opening value: full
// material, 8,000 or more at opening values) and at phase 256 (the ending value: 2,400 or less).
type Row = readonly [string, string, Record<string, [number, number]>];
const each = (rows: readonly Row[]) =>
  test.each(rows)('%s', (_name, fen, want) => {
    expect(terms(fen, ...Object.keys(want))).toEqual(want);
  });

describe('rook trapped by the uncastled king (-40 in the opening): king on f1/g1 with the rook beyond, or b1-d1 with the rook before, 3 or fewer safe squares', () => {
  const T = 'rook: trapped by uncastled king';
  each([
    [
      'Kf1, Rh1 boxed in by Ng1 and h2',
      'rnbqkbnr/pppppppp/8/8/8/3B4/PPPPPPPP/RNBQ1KNR w kq - 0 1',
      { [T]: [-40, 0] },
    ],
    ['Kg1, Rh1', 'rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQ1BKR w kq - 0 1', { [T]: [-40, 0] }],
    ['Kb1, Ra1', 'rnbqkbnr/pppppppp/8/8/8/2N1B3/PPPPPPPP/RK1Q1BNR w kq - 0 1', { [T]: [-40, 0] }],
    [
      'Kd1, Ra1 with b1 free (1 square)',
      'rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/R1BKQBNR w kq - 0 1',
      { [T]: [-40, 0] },
    ],
    [
      'Kf1, Rh1 with g1, h2 and h3 free: 3 squares, still trapped',
      'rnbqkbnr/pppppppp/8/8/7P/3BBN2/PPPPPPP1/RN1Q1K1R w kq - 0 1',
      { [T]: [-40, 0] },
    ],
    [
      'Kf1, Rh1 with g1 and h2-h4 free: 4 squares, not trapped',
      'rnbqkbnr/pppppppp/8/7P/8/3BBN2/PPPPPPP1/RN1Q1K1R w kq - 0 1',
      { [T]: [0, 0] },
    ],
    [
      'Kf1 with its rook on a1 (before the king): not trapped',
      'rnbqkbnr/pppppppp/8/8/8/3BRN2/PPPPPPPP/RNBQ1K2 w kq - 0 1',
      { [T]: [0, 0] },
    ],
    [
      'Kb1 with its rook on h1 (beyond the king): not trapped',
      'rnbqkbnr/pppppppp/8/8/8/2NRB3/PPPPPPPP/1K1Q1BNR w kq - 0 1',
      { [T]: [0, 0] },
    ],
    ['Ke1: never', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', { [T]: [0, 0] }],
  ]);
});

describe('safe checks (2 a check in the ending): an empty checking square the defender does not guard', () => {
  const T = 'king attack: safe checks';
  each([
    ['Ne5 against Kh8: g6 and f7', '7k/8/8/4N3/8/8/8/K7 w - - 0 1', { [T]: [4, 0] }],
    ['f7 guarded by the bishop on g8: g6 only', '6bk/8/8/4N3/8/8/8/K7 w - - 0 1', { [T]: [2, 0] }],
    ['g6 taken by a pawn: f7 only', '7k/8/6p1/4N3/8/8/8/K7 w - - 0 1', { [T]: [2, 0] }],
  ]);
});

describe('pins against the king (15 in the ending)', () => {
  const T = 'pin: piece pinned to its king';
  each([
    ['Re1 pins Ne7 to Ke8', '4k3/4n3/8/8/8/8/8/K3R3 w - - 0 1', { [T]: [15, 0] }],
    ['Qe1 pins Ne7', '4k3/4n3/8/8/8/8/8/K3Q3 w - - 0 1', { [T]: [15, 0] }],
    ['Bh5 pins Nf7', '4k3/5n2/8/7B/8/8/8/K7 w - - 0 1', { [T]: [15, 0] }],
    ['a rook on the diagonal pins nothing', '4k3/5n2/8/7R/8/8/7B/K7 w - - 0 1', { [T]: [0, 0] }],
    ['a pawn in front is no pinned piece', '4k3/4p3/8/8/8/8/8/K3R3 w - - 0 1', { [T]: [0, 0] }],
    ["the attacker's own knight in front: no pin", '4k3/4N3/8/8/8/8/8/K3R3 w - - 0 1', { [T]: [0, 0] }],
    ['a second defender behind the first: no pin', '4k3/4n3/4r3/8/8/8/8/K3R3 w - - 0 1', { [T]: [0, 0] }],
  ]);
});

describe('hanging pawns (-16 a pair in the ending): two pawns side by side on half-open files, alone', () => {
  const T = 'pawn: hanging pair';
  each([
    ['d4 and e4', 'K7/8/8/8/3PP3/8/8/7k w - - 0 1', { [T]: [-16, 0] }],
    ['a4 and b4, on the edge', 'K7/8/8/8/PP6/8/8/7k w - - 0 1', { [T]: [-16, 0] }],
    ['g4 and h4, on the edge', 'K7/8/8/8/6PP/8/8/7k w - - 0 1', { [T]: [-16, 0] }],
    ['d4 and e3: not side by side', 'K7/8/8/8/3P4/4P3/8/7k w - - 0 1', { [T]: [0, 0] }],
    ['d4, d3, e4, e3: two on each file', 'K7/8/8/8/3PP3/3PP3/8/7k w - - 0 1', { [T]: [0, 0] }],
    ['a c-pawn beside them', 'K7/8/8/8/3PP3/8/2P5/7k w - - 0 1', { [T]: [0, 0] }],
    ['an f-pawn beside them', 'K7/8/8/8/3PP3/8/5P2/7k w - - 0 1', { [T]: [0, 0] }],
    ['an enemy pawn on the d-file', 'K7/8/3p4/8/3PP3/8/8/7k w - - 0 1', { [T]: [0, 0] }],
    ['an enemy pawn on the e-file', 'K7/8/4p3/8/3PP3/8/8/7k w - - 0 1', { [T]: [0, 0] }],
  ]);
});

describe("rook or queen on the enemy king's file or a neighbour, no own pawn on it (8 in the opening)", () => {
  const T = "king attack: rook or queen on king's file";
  each([
    ['Re3 on the e-file', 'rnbqkbnr/pppppppp/8/8/8/4R3/PPPP1PPP/RNBQKBN1 w Qkq - 0 1', { [T]: [8, 0] }],
    [
      'Rd3 and Qd1 on the d-file beside it',
      'rnbqkbnr/pppppppp/8/8/8/3R4/PPP2PPP/RNBQKBN1 w Qkq - 0 1',
      { [T]: [16, 0] },
    ],
    [
      'Rf3 on the f-file beside it',
      'rnbqkbnr/pppppppp/8/8/8/5R2/PPPPP1PP/RNBQKBN1 w Qkq - 0 1',
      { [T]: [8, 0] },
    ],
    ['Rc3 two files away', 'rnbqkbnr/pppppppp/8/8/8/2R5/PP1P1PPP/RNBQKBN1 w Qkq - 0 1', { [T]: [0, 0] }],
    [
      'Rd4 with its own pawn on d2',
      'rnbqkbnr/pppppppp/8/8/3R4/8/PPPP1PPP/RNBQKBN1 w Qkq - 0 1',
      { [T]: [0, 0] },
    ],
    ['Qd3 on the d-file', 'rnbqkbnr/pppppppp/8/8/8/3Q4/PPP1PPPP/RNB1KBNR w KQkq - 0 1', { [T]: [8, 0] }],
    ['Qf3 on the f-file', 'rnbqkbnr/pppppppp/8/8/8/5Q2/PPPPP1PP/RNB1KBNR w KQkq - 0 1', { [T]: [8, 0] }],
    [
      'Qd3 with its own pawn on d2',
      'rnbqkbnr/pppppppp/8/8/8/3Q4/PPPP1PPP/RNB1KBNR w KQkq - 0 1',
      { [T]: [0, 0] },
    ],
    [
      'Qb3 two files from the e-file (d-pawn gone)',
      'rnbqkbnr/pppppppp/8/8/8/1Q6/P1PPPPPP/RNB1KBNR w KQkq - 0 1',
      { [T]: [0, 0] },
    ],
  ]);
});

describe('missing fianchetto bishop (-15 in the opening): g3 (b3) pushed, no bishop on g2 (b2), king beside it on the back rank', () => {
  const T = 'king shelter: missing fianchetto bishop';
  each([
    ['Kg1, g3, bishop on h3', 'rnbqkbnr/pppppppp/8/8/8/6PB/PPPPPP1P/RNBQ1RK1 w kq - 0 1', { [T]: [-15, 0] }],
    ['Kg1, g3, bishop on g2', 'rnbqkbnr/pppppppp/8/8/8/6P1/PPPPPPBP/RNBQ1RK1 w kq - 0 1', { [T]: [0, 0] }],
    ['Kf1, g3, bishop on h3', 'rnbqkbnr/pppppppp/8/8/8/6PB/PPPPPP1P/RNBQ1KNR w kq - 0 1', { [T]: [-15, 0] }],
    ['Kb1, b3, bishop on a3', 'rnbqkbnr/pppppppp/8/8/8/BP6/P1PPPPPP/1KRQ1BNR w kq - 0 1', { [T]: [-15, 0] }],
    ['Kc1, b3, bishop on a3', 'rnbqkbnr/pppppppp/8/8/8/BP6/P1PPPPPP/R1KQ1BNR w kq - 0 1', { [T]: [-15, 0] }],
    ['Kb1, b3, bishop on b2', 'rnbqkbnr/pppppppp/8/8/8/1P6/PBPPPPPP/1KRQ1BNR w kq - 0 1', { [T]: [0, 0] }],
    ['Kb1, b-pawn at home', 'rnbqkbnr/pppppppp/8/8/8/B7/PPPPPPPP/1KRQ1BNR w kq - 0 1', { [T]: [0, 0] }],
    [
      'Kd1, b3, bishop on a3: not beside it',
      'rnbqkbnr/pppppppp/8/8/8/BP6/P1PPPPPP/R1QK1BNR w kq - 0 1',
      { [T]: [0, 0] },
    ],
  ]);
});

describe('the rule of the square (400 in the ending): the passer queens before the enemy king catches it', () => {
  const T = 'passed pawn: unstoppable (rule of the square)';
  each([
    ['a5, Black king e5, White to move: 4 > 3 moves', '8/8/8/P3k3/8/8/8/7K w - - 0 1', { [T]: [400, 0] }],
    ['a5, Black king e5, Black to move: 3, caught', '8/8/8/P3k3/8/8/8/7K b - - 0 1', { [T]: [0, 0] }],
    ['a5, Black king d5, White to move: 3, caught', '8/8/8/P2k4/8/8/8/7K w - - 0 1', { [T]: [0, 0] }],
    ['a2 with the double step: 5 moves; king g2 at 6', '8/8/8/8/8/8/P5k1/4K3 w - - 0 1', { [T]: [400, 0] }],
    ['a2 with the double step: king f3 at 5, caught', '8/8/8/8/8/5k2/P7/4K3 w - - 0 1', { [T]: [0, 0] }],
    ['a5 with its own king in the path', '8/K7/8/P6k/8/8/8/8 w - - 0 1', { [T]: [0, 0] }],
    ['a5 against a knight', '7n/8/8/P6k/8/8/8/K7 w - - 0 1', { [T]: [0, 0] }],
  ]);
});

describe('queen batteries (3 in the ending): a bishop on her diagonal or a rook on her line, nothing between', () => {
  const T = 'queen: battery with rook or bishop';
  each([
    ['Qa1 and Bb2', '4k3/8/8/8/8/8/1B6/Q6K w - - 0 1', { [T]: [3, 0] }],
    ['Qa1 and Bc3 behind a pawn on b2', '4k3/8/8/8/8/2B5/1P6/Q6K w - - 0 1', { [T]: [0, 0] }],
    ['Qa1 and a bishop on her file', '4k3/8/8/8/8/B7/8/Q6K w - - 0 1', { [T]: [0, 0] }],
    ['Qa1 and a rook on her diagonal', '4k3/8/8/8/8/8/1R6/Q6K w - - 0 1', { [T]: [0, 0] }],
    ['Qa1 and a rook on her file', '4k3/8/8/8/8/R7/8/Q6K w - - 0 1', { [T]: [3, 0] }],
  ]);
});

describe('a minor piece behind its own pawn (2 in the ending)', () => {
  const T = 'minor: behind own pawn';
  each([
    ['Ne3 behind e4', 'k7/8/8/8/4P3/4N3/8/K7 w - - 0 1', { [T]: [2, 0] }],
    ['Ne3 in front of e2', 'k7/8/8/8/8/4N3/4P3/K7 w - - 0 1', { [T]: [0, 0] }],
    ['Be3 behind e4', 'k7/8/8/8/4P3/4B3/8/K7 w - - 0 1', { [T]: [2, 0] }],
    ['Be3 in front of e2', 'k7/8/8/8/8/4B3/4P3/K7 w - - 0 1', { [T]: [0, 0] }],
  ]);
});

describe('the lone enemy king (ending: 15 an edge unit, 6 a unit of king closeness): only with mating material', () => {
  const E = 'ending: lone king to the edge';
  const C = 'ending: kings close for mate';
  each([
    // a8 is on the edge (3 units); the kings c6 and a8 are 2 apart (7 - 2 = 5 units).
    ['KBB v K', 'k7/8/2K5/8/4B3/4B3/8/8 w - - 0 1', { [E]: [45, 0], [C]: [30, 0] }],
    [
      'KBN v K, a light bishop and the king in the light corner a8: 3 more',
      'k7/8/2K5/8/4B3/4N3/8/8 w - - 0 1',
      { [E]: [90, 0], [C]: [30, 0] },
    ],
    [
      'KBN v K, a dark bishop and the king in the light corner a8',
      'k7/8/2K5/8/4N3/4B3/8/8 w - - 0 1',
      { [E]: [45, 0], [C]: [30, 0] },
    ],
    [
      'KBN v K, a light bishop and the king in the light corner h1',
      '8/8/4N3/8/4B3/5K2/8/7k w - - 0 1',
      { [E]: [90, 0], [C]: [30, 0] },
    ],
    ['KB v K: no mate', 'k7/8/2K5/8/4B3/8/8/8 w - - 0 1', { [E]: [0, 0], [C]: [0, 0] }],
    ['KNN v K: no mate', 'k7/8/2K5/8/4N3/4N3/8/8 w - - 0 1', { [E]: [0, 0], [C]: [0, 0] }],
  ]);
});

describe('leads in the ending: trade down (3 a unit of 50, at most 10), keep pawns (4 a pawn, lead 100 or more)', () => {
  const T = 'ending: trade down when ahead';
  const P = 'ending: keep pawns when ahead';
  each([
    [
      'KQ v K: 1,050 is 21 units, capped at 10',
      '4k3/8/8/8/8/8/8/3QK3 w - - 0 1',
      { [T]: [30, 0], [P]: [0, 0] },
    ],
    [
      'bishop v knight, three pawns each: a lead of 10, no unit and no pawn bonus',
      '4k3/ppp5/8/5n2/8/5B2/PPP5/4K3 w - - 0 1',
      { [T]: [0, 0], [P]: [0, 0] },
    ],
    [
      'KR v K, no pawns: nearest pawn none, no king-near-pawns term',
      '4k3/8/8/8/8/8/8/R3K3 w - - 0 1',
      { 'ending: king near pawns': [0, 0] },
    ],
  ]);
});

describe('the opposition (15 in the ending): kings and pawns only, kings on a line an even number of squares apart', () => {
  const T = 'ending: opposition (pawn ending)';
  each([
    [
      'on a rank, Black to move, White king to the right',
      '8/8/8/8/4k1K1/8/4P3/8 b - - 0 1',
      { [T]: [15, 0] },
    ],
    ['on a diagonal: no', '8/8/6k1/8/4K3/4P3/8/8 b - - 0 1', { [T]: [0, 0] }],
    ['White has a knight and a bishop: no', '8/8/4k3/8/4K3/4P3/8/1NB5 b - - 0 1', { [T]: [0, 0] }],
    ['Black has a knight and a bishop: no', '1nb5/8/4k3/8/4K3/4P3/8/8 b - - 0 1', { [T]: [0, 0] }],
    ['Black has a bishop and a rook: no', '1rb5/8/4k3/8/4K3/4P3/8/8 b - - 0 1', { [T]: [0, 0] }],
    ['Black has a rook and a queen: no', '1rq5/8/4k3/8/4K3/4P3/8/8 b - - 0 1', { [T]: [0, 0] }],
  ]);
});

describe("development that depends on the king's square (opening)", () => {
  const CASTLED = 'development: castled';
  const STUCK = 'development: king stuck in centre';
  const C_PAWN = 'development: knight blocks c-pawn';
  each([
    [
      'Kc1 is castled: 20',
      'rnbqkbnr/pppppppp/8/8/8/2N1B3/PPPPPPPP/R1KQ1BNR w kq - 0 1',
      { [CASTLED]: [20, 0], [STUCK]: [0, 0] },
    ],
    [
      'Kd1 without rights is stuck: -25',
      'rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/R1BKQBNR w kq - 0 1',
      { [CASTLED]: [0, 0], [STUCK]: [-25, 0] },
    ],
    [
      'Kf1 without rights is stuck',
      'rnbqkbnr/pppppppp/8/8/8/3B4/PPPPPPPP/RNBQ1KNR w kq - 0 1',
      { [CASTLED]: [0, 0], [STUCK]: [-25, 0] },
    ],
    [
      'Kb2: neither castled nor in the centre',
      'rnbqkbnr/pppppppp/8/8/8/8/PKPPPPPP/RNBQ1BNR w kq - 0 1',
      { [CASTLED]: [0, 0], [STUCK]: [0, 0] },
    ],
    [
      'Nc3 in front of c2 with d4 and no e4: -8',
      'rnbqkbnr/pppppppp/8/8/3P4/2N5/PPP1PPPP/R1BQKBNR w KQkq - 0 1',
      { [C_PAWN]: [-8, 0] },
    ],
    [
      'the c-pawn already on c4',
      'rnbqkbnr/pppppppp/8/8/2PP4/2N5/PP2PPPP/R1BQKBNR w KQkq - 0 1',
      { [C_PAWN]: [0, 0] },
    ],
    [
      'the d-pawn at home',
      'rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/R1BQKBNR w KQkq - 0 1',
      { [C_PAWN]: [0, 0] },
    ],
    ['e4 played too', 'rnbqkbnr/pppppppp/8/8/3PP3/2N5/PPP2PPP/R1BQKBNR w KQkq - 0 1', { [C_PAWN]: [0, 0] }],
  ]);
});

describe('undefended minor pieces (-2 in the ending), attacked or not', () => {
  const T = 'minor: undefended';
  each([
    ['a lone knight', 'k7/8/8/8/8/4N3/8/K7 w - - 0 1', { [T]: [-2, 0] }],
    ['a lone bishop', 'k7/8/8/8/8/4B3/8/K7 w - - 0 1', { [T]: [-2, 0] }],
    ['a knight defended by a pawn', 'k7/8/8/8/8/4N3/3P4/K7 w - - 0 1', { [T]: [0, 0] }],
  ]);
});

describe('the endgame scaling rules: who they spare', () => {
  const OPP = 'ending: opposite-coloured bishops';
  const WRONG = 'ending: wrong rook pawn';
  const INSUFFICIENT = 'ending: insufficient material';
  const PAWNLESS = 'ending: pawnless, small advantage';
  each([
    ['KBN v K can mate', 'k7/8/2K5/8/4B3/4N3/8/8 w - - 0 1', { [INSUFFICIENT]: [0, 0] }],
    ['KNNB v K can mate', 'k7/8/2K5/8/4B3/4N3/4N3/8 w - - 0 1', { [INSUFFICIENT]: [0, 0] }],
    ['KQR v K can mate', 'k7/8/2K5/8/8/8/8/3QR3 w - - 0 1', { [INSUFFICIENT]: [0, 0] }],
    [
      'KQ v KNN: a lead of exactly 400 is not small',
      '4k3/8/8/3nn3/8/8/8/3QK3 w - - 0 1',
      { [PAWNLESS]: [0, 0] },
    ],
    [
      'bishops and pawns v one bishop: two bishops are not opposite bishops',
      '4k3/3b4/8/8/8/8/PP6/K1BB4 w - - 0 1',
      { [OPP]: [0, 0] },
    ],
    ['bishop, knight and pawns v bishop', '4k3/3b4/8/8/8/8/PP6/K1B1N3 w - - 0 1', { [OPP]: [0, 0] }],
    ['bishop, rook and pawns v bishop', '4k3/3b4/8/8/8/8/PP6/K1B4R w - - 0 1', { [OPP]: [0, 0] }],
    ['bishop and pawns v bishop and knight', '4k3/3bn3/8/8/8/8/PPPP4/K1B5 w - - 0 1', { [OPP]: [0, 0] }],
    ['h-pawn and knight v the king in the corner', '7k/8/8/8/8/7P/8/4K1N1 w - - 0 1', { [WRONG]: [0, 0] }],
    ['h-pawn, rook and queen', '7k/8/8/8/8/7P/8/3QK1R1 w - - 0 1', { [WRONG]: [0, 0] }],
    ['h-pawn, knight and rook', '7k/8/8/8/8/7P/8/4KNR1 w - - 0 1', { [WRONG]: [0, 0] }],
    ['h-pawn and two bishops', '7k/8/8/8/8/7P/8/3BKB2 w - - 0 1', { [WRONG]: [0, 0] }],
    ['h-pawn against a king with a pawn', '7k/p7/8/8/8/7P/8/4K3 w - - 0 1', { [WRONG]: [0, 0] }],
    ['g-pawn: not a rook pawn', '6k1/8/8/8/8/6P1/8/4K3 w - - 0 1', { [WRONG]: [0, 0] }],
    ['h-pawn with the defending king far from h8', '8/8/8/8/k7/7P/8/4K3 w - - 0 1', { [WRONG]: [0, 0] }],
  ]);

  test('the wrong rook pawn draws with the king next to the corner too: the score is 0', () => {
    expect(new ZarkovEvaluator().evaluate(board('8/6k1/8/8/8/7P/8/4K3 w - - 0 1'))).toBe(0);
  });

  test('bare kings score exactly +0 (no scaling rule turns it into -0)', () => {
    expect(Object.is(new ZarkovEvaluator().evaluate(board('8/8/4k3/8/8/4K3/8/8 b - - 0 1')), 0)).toBe(true);
    expect(Object.is(new ZarkovEvaluator().evaluate(board('8/8/4k3/8/8/4K3/8/8 w - - 0 1')), 0)).toBe(true);
  });
});

describe('with a style, evaluate() without a trace gives the number the traced taper gives', () => {
  const fens = [
    'r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 0 8',
    '2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1',
    'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1',
  ];
  test.each(['Cautious', 'Aggressive'] as const)('%s', (style) => {
    for (const fen of fens) {
      const ev = new ZarkovEvaluator();
      ev.setStyle(style);
      const trace: EvalTerm[] = [];
      const traced = ev.evaluate(board(fen), trace);
      expect(ev.evaluate(board(fen)), fen).toBe(traced);
    }
  });
});

describe('king shelter (opening): files beside the king, the back rank, the shield, a king up the board', () => {
  const OPEN = 'king shelter: open file near king';
  const BACK = 'king shelter: back-rank weakness';
  const NEAR = 'king shelter: pawn shield, one rank ahead';
  const UP = 'king shelter: king off the back ranks';
  each([
    // Files g and h only: no file beyond the h-file counts as open. Both kings are boxed in by
    // their own pawns with enemy rooks and queens on the board: -12 each.
    [
      'Kh1 behind g2 and h2',
      'rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQ1R1K w kq - 0 1',
      { [OPEN]: [0, 0], [BACK]: [-12, -12] },
    ],
    [
      'Kg1 with h3 played: luft',
      'rnbqkbnr/pppppppp/8/8/8/5N1P/PPPPPPP1/RNBQ1RK1 w kq - 0 1',
      { [BACK]: [0, -12] },
    ],
    // Black has one rook and one queen; White an extra knight for the a-pawn keeps the phase at 0.
    [
      'one enemy rook and one enemy queen are enough',
      '1nbqkbnr/pppppppp/8/8/4P3/2N2N2/1PPPBPPP/RNBQ1RK1 w k - 0 1',
      { [BACK]: [-12, -12] },
    ],
    [
      'Ke3 behind d4, e4 and f4: no shield off the first two ranks, one rank up: -10',
      'rnbqkbnr/pppppppp/8/8/3PPP2/4K3/PPP3PP/RNBQ1BNR w kq - 0 1',
      { [NEAR]: [0, 36], [UP]: [-10, 0] },
    ],
    [
      'Kf2 behind e3, f3 and g3: a shield of 3 on its second rank',
      'rnbqkbnr/pppppppp/8/8/8/4PPP1/PPPP1K1P/RNBQ1BNR w kq - 0 1',
      { [NEAR]: [36, 36], [UP]: [0, 0] },
    ],
  ]);
});

describe('rook pairs (ending): doubled on a file 12, connected on a rank 4, nothing between', () => {
  const D = 'rook: doubled';
  const C = 'development: rooks connected';
  each([
    ['a1 and a4', '7k/8/8/8/R7/8/8/R6K w - - 0 1', { [D]: [12, 0], [C]: [0, 0] }],
    ['a1 and d1', '7k/8/8/8/8/8/8/R2R3K w - - 0 1', { [D]: [0, 0], [C]: [4, 0] }],
    ['a1, d1 and a4: one pair of each', '7k/8/8/8/R7/8/8/R2R3K w - - 0 1', { [D]: [12, 0], [C]: [4, 0] }],
    ['a1 and a4 with a pawn between', '7k/8/8/8/R7/8/P7/R6K w - - 0 1', { [D]: [0, 0], [C]: [0, 0] }],
    ['a1 and c3 on a diagonal', '7k/8/8/8/8/2R5/8/R6K w - - 0 1', { [D]: [0, 0], [C]: [0, 0] }],
  ]);
});

describe('passed pawns (ending)', () => {
  const PROT = 'passed pawn: protected';
  const CONN = 'passed pawn: connected';
  const FREE = 'passed pawn: free path';
  const FRONT = 'passed pawn: king in front';
  const NRP = 'ending: knight against rook pawn';
  each([
    [
      'e5 protected by f4 (16), each beside the other (20 each)',
      '7k/8/8/4P3/5P2/8/8/K7 w - - 0 1',
      { [PROT]: [16, 0], [CONN]: [40, 0] },
    ],
    [
      'passers on the a- and h-files of different colours are not connected',
      '7k/8/8/7P/p7/8/8/K7 w - - 0 1',
      { [CONN]: [0, 0] },
    ],
    [
      'a7 and a8 guarded by the king on b8: no free path',
      '1k6/8/P7/8/8/8/8/7K w - - 0 1',
      { [FREE]: [0, 0] },
    ],
    ['Kd6 ahead of e5, on the next file', '7k/8/3K4/4P3/8/8/8/8 w - - 0 1', { [FRONT]: [15, 0] }],
    ['Kf6 ahead of e5, on the next file', '7k/8/5K2/4P3/8/8/8/8 w - - 0 1', { [FRONT]: [15, 0] }],
    ['Kc6, two files away', '7k/8/2K5/4P3/8/8/8/8 w - - 0 1', { [FRONT]: [0, 0] }],
    ['Kd5 beside e5, not ahead', '7k/8/8/3KP3/8/8/8/8 w - - 0 1', { [FRONT]: [0, 0] }],
    [
      'a knight alone against a rook pawn: -20 for the knight side',
      '7k/8/8/8/8/p7/8/K4N2 w - - 0 1',
      { [NRP]: [-20, 0] },
    ],
    ['a knight and a bishop against a rook pawn', '7k/8/8/8/8/p7/8/K3BN2 w - - 0 1', { [NRP]: [0, 0] }],
  ]);
});

describe('pieces against the enemy king (opening): tropism, attackers, queen near', () => {
  const TROP = 'king attack: tropism';
  const ATT = 'king attack: attackers weighted by piece';
  const NEAR = 'king attack: queen near king';
  each([
    // Nd5 is 3 from e8: (7 - 3) x 2 units. It hits e7 in the king zone, but alone.
    [
      'Nd5',
      'rnbqkbnr/pppppppp/8/3N4/8/8/PPPPPPPP/RNBQKB1R w KQkq - 0 1',
      { [TROP]: [8, 0], [ATT]: [0, 0], [NEAR]: [0, 0] },
    ],
    // Bc6 adds (7 - 2) x 1 and hits d7: two attackers, 2 + 2 units, KING_ATTACK[4] = 10.
    [
      'Nd5 and Bc6',
      'rnbqkbnr/pppppppp/2B5/3N4/8/8/PPPPPPPP/RNBQK2R w KQkq - 0 1',
      { [TROP]: [13, 0], [ATT]: [10, 0] },
    ],
    // Qc6 is 2 from e8: (7 - 2) x 3 units, and near the king.
    [
      'Qc6',
      'rnbqkbnr/pppppppp/2Q5/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1',
      { [TROP]: [15, 0], [NEAR]: [15, 0] },
    ],
    // Re4 is 4 from e8: (7 - 4) x 2 units.
    ['Re4', 'rnbqkbnr/pppppppp/8/8/4R3/8/PPPPPPPP/RNBQKBN1 w Qkq - 0 1', { [TROP]: [6, 0] }],
  ]);
});

describe('the 7th rank counts with the enemy king on the 8th or enemy pawns on the 7th (30 a rook in the ending)', () => {
  const T = 'rook: on 7th rank';
  each([
    ['Ra7 and a pawn on h7, the king on g6', '8/R6p/6k1/8/8/8/8/K7 w - - 0 1', { [T]: [30, 0] }],
    ['Ra7 with neither', '8/R7/6k1/8/8/8/8/K7 w - - 0 1', { [T]: [0, 0] }],
  ]);
});

describe('outposts (ending): ranks 4 to 6, no enemy pawn ahead on the next files; knight 6 (+6 supported), bishop 3', () => {
  const N = 'knight: outpost';
  const S = 'knight: outpost supported by a pawn';
  const B = 'bishop: outpost';
  each([
    ['Nd4', '7k/8/8/8/3N4/8/8/K7 w - - 0 1', { [N]: [6, 0], [S]: [0, 0] }],
    ['Nd4 supported by c3', '7k/8/8/8/3N4/2P5/8/K7 w - - 0 1', { [N]: [6, 0], [S]: [6, 0] }],
    ['Nd6', '7k/8/3N4/8/8/8/8/K7 w - - 0 1', { [N]: [6, 0] }],
    ['Nd7: too far', '7k/3N4/8/8/8/8/8/K7 w - - 0 1', { [N]: [0, 0] }],
    ['Nd4 with a black pawn on c6', '7k/8/2p5/8/3N4/8/8/K7 w - - 0 1', { [N]: [0, 0] }],
    ['Nd4 with a black pawn on e6', '7k/8/4p3/8/3N4/8/8/K7 w - - 0 1', { [N]: [0, 0] }],
    ['Bd4', '6k1/8/8/8/3B4/8/8/K7 w - - 0 1', { [B]: [3, 0] }],
    ['Bd6', '7k/8/3B4/8/8/8/8/K7 w - - 0 1', { [B]: [3, 0] }],
    ['Bd7: too far', '7k/3B4/8/8/8/8/8/K7 w - - 0 1', { [B]: [0, 0] }],
    ['Bd4 with a black pawn on c6', '6k1/8/2p5/8/3B4/8/8/K7 w - - 0 1', { [B]: [0, 0] }],
    ['Bd4 with a black pawn on e6', '6k1/8/4p3/8/3B4/8/8/K7 w - - 0 1', { [B]: [0, 0] }],
  ]);
});

describe('a bishop with pawns on both wings (10 in the ending)', () => {
  const T = 'bishop: pawns on both wings';
  each([
    ['pawns on a2 and h2', '7k/8/8/8/8/8/P6P/K1B5 w - - 0 1', { [T]: [10, 0] }],
    ['an a-pawn only', '7k/8/8/8/8/8/P7/K1B5 w - - 0 1', { [T]: [0, 0] }],
    ['an h-pawn only', '7k/8/8/8/8/8/7P/K1B5 w - - 0 1', { [T]: [0, 0] }],
  ]);
});

describe('space behind the centre pawns (2 a square in the opening): relative ranks 2 to 4 behind the front pawn', () => {
  const T = 'pawn: space behind pawns';
  each([
    [
      'd6: d2, d3 and d4, not d5',
      'rnbqkbnr/ppp1pppp/3P4/8/8/8/PPP1PPPP/RNBQKBNR w KQkq - 0 1',
      { [T]: [6, 0] },
    ],
  ]);
});

describe('threats: the cheapest attacker decides', () => {
  test('a defended knight attacked by a pawn and a rook is attacked by a pawn (-20)', () => {
    // Nd4 is guarded by c3; e5 and the rook on d8 attack it.
    const fen = '3r3k/8/8/4p3/3N4/2P5/8/K7 w - - 0 1';
    expect(terms(fen, 'threat: attacked by a pawn', 'threat: hanging piece')).toEqual({
      'threat: attacked by a pawn': [-20, 0],
      'threat: hanging piece': [0, 0],
    });
  });
});

describe('mayCapture and the cache, more', () => {
  test('before any evaluation mayCapture answers "maybe"', () => {
    expect(new ZarkovEvaluator().mayCapture(board('4k3/8/8/8/8/8/4P3/4K3 w - - 0 1'), 1)).toBe(true);
  });

  test.each([
    '4k3/8/8/8/8/8/4P3/4K3 b - - 0 1',
    '4k3/8/8/8/8/8/3P4/4K3 w - - 0 1',
    '4k3/8/8/8/8/8/5P2/4K3 w - - 0 1',
    '4k3/8/8/8/8/4P3/8/4K3 w - - 0 1',
    '3k4/8/8/8/8/8/4P3/4K3 w - - 0 1',
    '4k3/8/8/8/8/8/4P3/3K4 w - - 0 1',
  ])('%s: the second score() is a cache hit (its attack tables are not rebuilt)', (fen) => {
    const ev = new ZarkovEvaluator();
    const b = board(fen);
    ev.score(b);
    expect(ev.mayCapture(b, 1)).toBe(false);
    ev.score(b);
    expect(ev.mayCapture(b, 1)).toBe(true);
  });
});

describe('piece for pawns (15 an extra minor in the opening) only with rooks and queens equal', () => {
  const T = 'material: piece for pawns';
  each([
    [
      'an extra white knight against an extra black rook',
      'rnbqkbnr/1ppppppp/8/3r4/3N4/8/1PPPPPPP/RNBQKBNR w KQkq - 0 1',
      { [T]: [0, 0] },
    ],
    [
      'an extra white knight for a pawn',
      'rnbqkbnr/1ppppppp/8/8/3N4/8/1PPPPPPP/RNBQKBNR w KQkq - 0 1',
      { [T]: [15, 0] },
    ],
  ]);
});

describe('an outside passer: no enemy pawn within two files', () => {
  test('f5 with the only black pawn on h7 (two files away) is not outside', () => {
    expect(terms('7k/7p/8/5P2/8/8/8/K7 w - - 0 1', 'passed pawn: outside')).toEqual({
      'passed pawn: outside': [0, 0],
    });
  });
});

describe('more placement rules', () => {
  each([
    // The 7th counts through the enemy king on the 8th alone: rook 30, queen 10 in the ending.
    ['Ra7 with the black king on g8', '6k1/R7/8/8/8/8/8/K7 w - - 0 1', { 'rook: on 7th rank': [30, 0] }],
    ['Qa7 with the black king on g8', '6k1/Q7/8/8/8/8/8/K7 w - - 0 1', { 'queen: on 7th rank': [10, 0] }],
    // The rook is trapped only by a king on the back rank.
    [
      'Kf2 and a boxed-in Rh1: not trapped',
      'rnbqkbnr/pppppppp/8/8/8/3B4/PPPPPKPP/RNBQ2NR w kq - 0 1',
      { 'rook: trapped by uncastled king': [0, 0] },
    ],
    [
      'Rg3 two files right of the king (g-pawn gone)',
      'rnbqkbnr/pppppppp/8/8/8/6R1/PPPPPP1P/RNBQKBN1 w Qkq - 0 1',
      { "king attack: rook or queen on king's file": [0, 0] },
    ],
    [
      'Qg3 two files right of the king (g-pawn gone)',
      'rnbqkbnr/pppppppp/8/8/8/6Q1/PPPPPP1P/RNB1KBNR w KQkq - 0 1',
      { "king attack: rook or queen on king's file": [0, 0] },
    ],
  ]);
});

test('an evaluator reused on another position forgets the passed pawns of the last one', () => {
  const ev = new ZarkovEvaluator();
  ev.evaluate(board('7k/8/8/8/8/p7/8/K7 w - - 0 1')); // a black passer on a3
  const trace: EvalTerm[] = [];
  ev.evaluate(board('7k/8/8/8/8/8/8/K7 w - - 0 1'), trace); // bare kings
  expect(trace.find((t) => t.name === 'passed pawn: rank')).toMatchObject({ white: 0, black: 0 });
});

describe('trapped minors: only in the enemy half, and a capture of a knight or a queen gets out', () => {
  const T = 'knight: trapped';
  each([
    [
      'Na1 boxed in by its own pawns b3 and c2, in its own half',
      'k7/8/8/8/8/1P6/2P5/N6K w - - 0 1',
      { [T]: [0, 0] },
    ],
    [
      'Na8 can take the defended knight on c7',
      'N1bqkbnr/ppn1pppp/8/3p4/8/8/PPPPPPPP/R1BQKBNR w KQk - 0 5',
      { [T]: [0, 0] },
    ],
    [
      'Na8 can take the queen on c7, defended by the king',
      'N1bk1bnr/ppq1pppp/8/3p4/8/8/PPPPPPPP/R1BQKBNR w KQ - 0 5',
      { [T]: [0, 0] },
    ],
  ]);
});
