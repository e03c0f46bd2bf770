// Every one of Zarkov's 106 named terms (weights.ts HEURISTICS, the seed's "about 100
// positional heuristics" plus 6 material terms) moves the total in a position of its own: the
// first game position of fixtures/games (or Win At Chess position) where the term differs
// between White and Black, or, for the three scaling rules no game reaches, a textbook ending.
// Each row pins the term's [White, Black] value; since the terms sum to the total (evaluator.test.ts
// "the trace sums to the total"), a term that stopped counting would read [0, 0] and fail here.

import { describe, expect, test } from 'vitest';
import type { Board } from '../../core/board.js';
import { boardFromFen } from '../../core/fen.js';
import { X88 } from '../../core/layout.js';
import type { EvalTerm } from '../engine.js';
import { ZarkovEvaluator } from './evaluator.js';
import { HEURISTICS } from './weights.js';

function board(fen: string): Board {
  const b = boardFromFen(fen, X88);
  if (!b.ok) throw new Error(`${fen}: ${b.error.message}`);
  return b.value;
}

/** [term, position, White's value, Black's value]. */
const ROWS: readonly (readonly [string, string, number, number])[] = [
  ['material: pawns', 'r2q1rk1/1pp3pp/p7/2PpBb2/4n2P/2P5/P3PPP1/2RQKB1R b K - 0 16', 713, 611],
  ['material: knights', 'r2q1rk1/1pp3pp/p7/2PpBb2/7P/2P5/P3PnP1/2RQKB1R w K - 0 17', 0, 323],
  ['material: bishops', 'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22', 345, 0],
  ['material: rooks', 'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22', 1121, 560],
  ['material: queens', 'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22', 0, 1050],
  ['material: piece for pawns', 'r2q1rk1/1pp3pp/p7/2PpB3/7P/2P1K3/P1b1P1P1/2RQ1B1R b - - 2 18', 10, 0],
  [
    'development: knight on back rank',
    'r2q1rk1/pppb1ppp/2n1p3/2Pp4/1b1PnB2/2NQ4/PP2PPPP/R3KBNR w KQ - 7 9',
    -12,
    0,
  ],
  ['development: bishop on back rank', 'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22', -4, 0],
  [
    'development: queen out before minors',
    'r2q1rk1/1pp3pp/p1n2p2/2PpPb2/1b2nB1P/2NQ1N2/PP2PPP1/2R1KB1R w K - 1 13',
    -6,
    0,
  ],
  ['development: castled', 'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22', 0, 7],
  ['development: castling rights kept', 'r2q1rk1/1pp3pp/p7/2PpBb2/7P/2P5/P3PnP1/2RQKB1R w K - 0 17', 6, 0],
  ['development: king stuck in centre', 'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22', -8, 0],
  ['development: rooks connected', 'r6k/p1pn1Qpp/1pq5/8/3Pr3/2P5/PB4PP/4RRK1 b - - 3 26', 9, 0],
  ['development: centre pawn advanced', 'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22', 0, 2],
  [
    'development: centre pawn blocked on 2nd rank',
    'r2qr1k1/1pp3pp/p7/2PpB3/7P/2P1K3/P3P1P1/3R1B1R w - - 1 20',
    -8,
    0,
  ],
  [
    'development: f-pawn moved, king uncastled',
    'r2q1rk1/1pp3pp/p7/2PpBb2/7P/2P5/P3PnP1/2RQKB1R w K - 0 17',
    -8,
    0,
  ],
  [
    'development: knight blocks c-pawn',
    'r2q1rk1/1pp3pp/p1n5/2PpNb2/4nB1P/2P5/P3PPP1/2RQKB1R b K - 0 15',
    0,
    -8,
  ],
  ['mobility: knight', 'r2q1rk1/1pp3pp/p7/2PpBb2/4n2P/2P5/P3PPP1/2RQKB1R b K - 0 16', 0, 4],
  ['mobility: bishop', 'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22', -30, 0],
  ['mobility: rook', 'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22', -10, -3],
  ['mobility: queen', 'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22', 0, 2],
  ['mobility: king', 'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22', -4, -2],
  ['bishop: pair', 'r2qr1k1/1pp3pp/p7/2PpB3/5K1P/2P5/P3P1P1/3R1B1R b - - 2 20', 40, 0],
  ['bishop: bad (own pawns on its colour)', 'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22', -10, 0],
  [
    'bishop: blocked centre pawns on its colour',
    'r2qr1k1/1pp3pp/p7/2PpB3/7P/2P1K3/P3P1P1/3R1B1R w - - 1 20',
    -4,
    0,
  ],
  ['bishop: trapped', '3r2k1/3nR1B1/7P/8/1p1P1p1P/p7/P7/1K6 w - - 0 46', -100, 0],
  ['bishop: outpost', 'r2qr1k1/1pp3pp/p7/2PpB3/5K1P/2P5/P3P1P1/3R1B1R b - - 2 20', 5, 0],
  ['bishop: long diagonal', 'r2q1rk1/1pp3pp/p1n2p2/2PpPb2/4nB1P/2b2N2/PP2PPP1/2RQKB1R w K - 0 14', 0, 10],
  ['bishop: pawns on both wings', 'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22', 7, 0],
  ['knight: outpost', 'r2q1rk1/1pp3pp/p1n5/2PpNb2/4nB1P/2P5/P3PPP1/2RQKB1R b K - 0 15', 10, 0],
  ['knight: outpost supported by a pawn', '8/8/5B2/8/6p1/6Pn/4k1KP/8 b - - 3 67', 0, 6],
  ['knight: centralisation', 'r2q1rk1/1pp3pp/p7/2PpBb2/7P/2P5/P3PnP1/2RQKB1R w K - 0 17', 0, 3],
  ['knight: trapped', '8/8/5B2/8/6p1/6Pn/4k1KP/8 b - - 3 67', 0, -25],
  ['knight: pawns left', 'r2q1rk1/1pp3pp/p7/2PpBb2/7P/2P5/P3PnP1/2RQKB1R w K - 0 17', 0, 3],
  ['knight: closed position', '8/6B1/8/8/6p1/6P1/4knKP/8 b - - 25 78', 0, 2],
  ['rook: pawns left', 'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22', -6, -3],
  ['minor: behind own pawn', 'r2q1rk1/1pp3pp/p7/2PpBb2/4n2P/2P5/P3PPP1/2RQKB1R b K - 0 16', 4, 0],
  ['minor: undefended', 'r2qr1k1/1pp3pp/p7/2PpB3/7P/2P1K3/P3P1P1/3R1B1R w - - 1 20', -3, 0],
  ['rook: open file', 'r2q1rk1/1pp3pp/p7/2PpB3/7P/2P1K3/P3P1P1/3R1B1R b - - 0 19', 0, 15],
  ['rook: half-open file', 'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22', 7, 0],
  ['rook: on 7th rank', '8/8/5n2/2R5/4k1p1/4P1P1/r2BK2P/8 b - - 11 57', 0, 30],
  ['rook: doubled', '3q1rk1/7p/2p4r/1pNpPnp1/1P1P2b1/Q4RP1/P4R1P/6KB w - - 2 44', 15, 0],
  ['rook: trapped by uncastled king', '3r1k1r/p1p1bppN/2Q5/4q3/2b1p3/4B2P/PP3PP1/2KR3R b - - 0 17', 0, -30],
  ["rook: on enemy queen's file", 'r2q2k1/1pp3pp/p7/2PpK3/7P/2P5/P3P1P1/3R1B1R b - - 0 21', 2, 0],
  ['queen: battery with rook or bishop', 'r2q2k1/1pp3pp/p7/2PpK3/7P/2P5/P3P1P1/3R1B1R b - - 0 21', 0, 3],
  ['queen: on 7th rank', '4Rr1k/p1pn1Qpp/1p3q2/8/3P4/2P5/PB4PP/6K1 w - - 3 29', 8, 0],
  ['queen: centralisation', 'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22', 0, 5],
  ['pin: piece pinned to its king', 'r2qr1k1/1pp3pp/p7/2PpB3/7P/2P1K3/P3P1P1/3R1B1R w - - 1 20', 0, 13],
  ['pawn: doubled', 'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22', -17, 0],
  ['pawn: isolated', 'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22', -54, 0],
  ['pawn: isolated on half-open file', 'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22', -6, 0],
  ['pawn: backward', '8/6B1/8/8/6p1/6P1/4knKP/8 b - - 25 78', -10, 0],
  ['pawn: backward on half-open file', '8/6B1/8/8/6p1/6P1/4knKP/8 b - - 25 78', -5, 0],
  ['pawn: chain (defended by a pawn)', 'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22', 0, 4],
  ['pawn: duo (side by side)', 'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22', 0, 10],
  ['pawn: hanging pair', '5k2/2p2p1r/5bp1/R7/4p3/1q2B2P/PP3PP1/2K5 w - - 0 24', -15, 0],
  ['pawn: islands', 'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22', -20, -6],
  ['pawn: advanced', 'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22', 14, 7],
  ['pawn: candidate passer', 'r2q1rk1/1pp3pp/p7/2PpBb2/4n2P/2P5/P3PPP1/2RQKB1R b K - 0 16', 13, 0],
  ['pawn: space behind pawns', 'r2q1rk1/1pp3pp/p7/2PpB3/7P/2P1K3/P1b1P1P1/2RQ1B1R b - - 2 18', 0, 2],
  ['pawn: queenside majority', '8/3k4/1R4p1/8/1B2n3/1P1rP1P1/7P/5K2 b - - 0 48', 10, 0],
  ['passed pawn: rank', '8/8/8/B7/4k1p1/4P1Pn/6KP/8 b - - 6 65', 12, 0],
  ['passed pawn: protected', '6rk/7p/R1p5/1p1pP1p1/P2P2P1/2q2B1b/7P/3Q3K w - - 1 57', 12, 0],
  ['passed pawn: connected', '8/2K5/6R1/2k3P1/5r1P/8/8/8 b - - 0 62', 40, 0],
  ['passed pawn: blockaded', '8/8/8/B7/4k1p1/4P1Pn/6KP/8 b - - 6 65', -15, 0],
  ['passed pawn: free path', '3r1n2/3PR2P/6k1/8/1p1B3P/p7/P7/1K6 b - - 0 54', 66, 0],
  ['passed pawn: own king near', '4kb1r/3n1ppp/2q5/1NPp4/1p6/1P2P3/1B2QPPP/5RK1 b k - 0 19', 4, 0],
  ['passed pawn: enemy king far', '4kb1r/3n1ppp/2q5/1NPp4/1p6/1P2P3/1B2QPPP/5RK1 b k - 0 19', 5, 0],
  ['passed pawn: unstoppable (rule of the square)', '3K1q2/8/p2k4/8/8/8/8/8 w - - 8 61', 0, 400],
  ['passed pawn: rook behind', '8/4k1PK/8/8/6r1/8/8/5R2 b - - 0 72', 0, 20],
  ['passed pawn: outside', '8/3k4/1R4p1/8/1B2n3/1P1rP1P1/7P/5K2 b - - 0 48', 20, 0],
  ['passed pawn: king in front', '7K/2r3P1/5k2/8/8/8/8/7R b - - 14 79', 15, 0],
  [
    'king shelter: pawn shield, one rank ahead',
    'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22',
    0,
    7,
  ],
  [
    'king shelter: pawn shield, two ranks ahead',
    'r2q1rk1/1pp3pp/p1n2p2/2PpPb2/4nB1P/2P2N2/P3PPP1/2RQKB1R b K - 0 14',
    0,
    6,
  ],
  ['king shelter: pawn storm', 'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22', 0, -1],
  ['king shelter: open file near king', 'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22', -8, -4],
  ['king shelter: fully open file near king', '8/1n3R1p/2k3p1/1r6/1p2p3/1P6/1B2KPPP/8 w - - 2 38', 0, -1],
  [
    'king shelter: missing fianchetto bishop',
    '5qk1/7p/2p1r3/1p1pP1p1/1P1P4/R5Pb/P6P/3Q2KB w - - 0 51',
    -7,
    0,
  ],
  [
    'king shelter: back-rank weakness',
    'r2q1rk1/1ppb1ppp/p1n1p3/2Pp4/1b1PnB2/2NQ1N2/PP2PPPP/2R1KB1R b K - 1 10',
    0,
    -12,
  ],
  [
    'king shelter: minor defender near king',
    'r2qr1k1/1pp3pp/p7/2PpB3/5K1P/2P5/P3P1P1/3R1B1R b - - 2 20',
    2,
    0,
  ],
  ['king shelter: king off the back ranks', 'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22', -10, 0],
  [
    'king attack: attackers weighted by piece',
    'r2q2k1/1pp3pp/p7/2Ppr3/5K1P/2P5/P3P1P1/3R1B1R w - - 0 21',
    0,
    16,
  ],
  [
    'king attack: attacked squares around king',
    'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22',
    0,
    5,
  ],
  [
    'king attack: weakly defended squares around king',
    'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22',
    0,
    8,
  ],
  ['king attack: safe checks', 'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22', 0, 8],
  ['king attack: tropism', 'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22', 0, 8],
  ['king attack: queen near king', 'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22', 0, 5],
  [
    "king attack: rook or queen on king's file",
    'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22',
    0,
    3,
  ],
  ['ending: king centralisation', 'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22', 21, 0],
  ['ending: king near pawns', 'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22', 12, 13],
  ['ending: opposite-coloured bishops', '6k1/8/2P1K1p1/7b/8/8/p7/6B1 b - - 0 50', 0, -86],
  ['ending: insufficient material', '4k3/8/8/8/8/8/8/2B1K3 w - - 0 1', -376, 0],
  ['ending: pawnless, small advantage', '4k3/8/8/8/8/8/2b5/R3K3 w - - 0 1', -195, 0],
  ['ending: wrong rook pawn', '7k/8/8/8/8/7P/8/4K3 w - - 0 1', -129, 0],
  ['ending: knight against rook pawn', '8/7p/P4N2/5p2/3b3k/5p2/8/5K2 w - - 0 66', -20, 0],
  ['ending: lone king to the edge', '3K1q2/8/p2k4/8/8/8/8/8 w - - 8 61', 0, 45],
  ['ending: kings close for mate', '3K1q2/8/p2k4/8/8/8/8/8 w - - 8 61', 0, 30],
  ['ending: trade down when ahead', 'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22', 0, 6],
  ['ending: keep pawns when ahead', 'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22', 0, 16],
  ['ending: opposition (pawn ending)', '8/7p/3K1k2/p4p1P/1p3P2/1P6/1P6/8 b - - 4 46', 15, 0],
  ['tempo', 'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22', 6, 0],
  ['threat: hanging piece', 'r2q2k1/1pp3pp/p7/2Ppr3/5K1P/2P5/P3P1P1/3R1B1R w - - 0 21', 0, -15],
  ['threat: hanging pawn', 'r5k1/1pp3pp/p4q2/2PpK3/7P/2P5/P3P1P1/3R1B1R w - - 1 22', 0, -7],
  ['threat: attacked by a pawn', 'r2q1rk1/1pp3pp/p1n5/2Pppb2/4nB1P/2P2N2/P3PPP1/2RQKB1R w K - 0 15', -20, 0],
  [
    'threat: attacked by a lesser piece',
    'r2q1rk1/1pp3pp/p7/2PpB3/7P/2P1K3/P1b1P1P1/2RQ1B1R b - - 2 18',
    -15,
    0,
  ],
  ['threat: two or more hanging', 'r2q1rk1/1pp3pp/p7/2PpBb2/7P/2P5/P3PnP1/2RQKB1R w K - 0 17', -20, 0],
];

describe("each of Zarkov's 106 terms moves the total", () => {
  test('the table names every heuristic of weights.ts once, in trace order', () => {
    expect(ROWS.map((r) => r[0])).toEqual(HEURISTICS.map((h) => h.name));
    expect(ROWS).toHaveLength(106);
  });

  test.each(ROWS)('%s', (name, fen, white, black) => {
    const trace: EvalTerm[] = [];
    const score = new ZarkovEvaluator().evaluate(board(fen), trace);
    const term = trace.find((t) => t.name === name)!;
    expect([term.white, term.black]).toEqual([white, black]);
    expect(white - black).not.toBe(0);
    // Without this term's share the total would differ (White's view, side to move's score).
    const sum = trace.reduce((s, t) => s + t.white - t.black, 0);
    expect(fen.split(' ')[1] === 'w' ? score : -score).toBe(sum);
  });
});
