// Zarkov's evaluator on hand-built positions: the seed's material values, tapering by phase,
// representative terms of every heuristic group, the styles, threats(), the endgame scaling
// rules; then, over varied positions, that the trace sums to the total and that the colour
// mirror scores the same. Weights are the documented choices of weights.ts.

import { describe, expect, test } from 'vitest';
import { parseEpdFile } from '../../core/epd.js';
import { START_FEN } from '../../core/fen.js';
import { MAILBOX } from '../../core/layout.js';
import { readFileSync } from 'node:fs';
import { BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK } from '../../core/types.js';
import type { EvalTerm } from '../engine.js';
import { EVAL_GROUPS } from '../engine.js';
import { board, mirrorFen } from '../gnu/test-support/eval-fixture.js';
import { ZARKOV_STYLES, ZARKOV_TERMS, ZarkovEvaluator, type ZarkovStyle } from './evaluator.js';
import { HEURISTICS } from './weights.js';

const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
/** Both sides castled short, every man on the board: phase 0. */
const CASTLED = 'rnbq1rk1/ppppbppp/4pn2/8/8/4PN2/PPPPBPPP/RNBQ1RK1 w - - 0 1';
/** Win At Chess 1: White's pieces bear down on the black king. */
const WAC1 = '2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1';

interface Traced {
  /** evaluate()'s result, from the side to move's view. */
  readonly score: number;
  /** The White-view sum of (white - black) over the trace. */
  readonly sum: number;
  readonly terms: readonly EvalTerm[];
  readonly evaluator: ZarkovEvaluator;
  /** [white, black] of a named term. */
  term(name: string): [number, number];
}

/** Evaluates `fen` with a trace (Balanced unless a style is given). */
function traced(fen: string, style?: ZarkovStyle): Traced {
  const evaluator = new ZarkovEvaluator();
  if (style) evaluator.setStyle(style);
  const terms: EvalTerm[] = [];
  const score = evaluator.evaluate(board(fen), terms);
  return {
    score,
    sum: terms.reduce((s, t) => s + t.white - t.black, 0),
    terms,
    evaluator,
    term(name: string): [number, number] {
      const t = terms.find((x) => x.name === name);
      if (!t) throw new Error(`no term "${name}"`);
      return [t.white, t.black];
    },
  };
}

/** Several terms of one evaluation at once: { name: [white, black] }. */
function terms(fen: string, ...names: string[]): Record<string, [number, number]> {
  const t = traced(fen);
  return Object.fromEntries(names.map((n) => [n, t.term(n)]));
}

describe("material: the seed's values P 100, N 325, B 335, R 540, Q 1050", () => {
  test('pieceValue in the opening (phase 0), king 0', () => {
    const ev = new ZarkovEvaluator();
    expect(ev.phase(board(START_FEN))).toBe(0);
    expect([PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING].map((r) => ev.pieceValue(r))).toEqual([
      100, 325, 335, 540, 1050, 0,
    ]);
    expect(ev.pieceValue(0)).toBe(0);
    expect(ev.pieceValue(7)).toBe(0);
  });

  test('the material terms of the start position count every man at those values', () => {
    const t = traced(START_FEN);
    expect([
      t.term('material: pawns'),
      t.term('material: knights'),
      t.term('material: bishops'),
      t.term('material: rooks'),
      t.term('material: queens'),
    ]).toEqual([
      [800, 800],
      [650, 650],
      [670, 670],
      [1080, 1080],
      [1050, 1050],
    ]);
  });

  test('an extra minor piece with rooks and queens equal: piece for pawns +15 in the opening', () => {
    expect(
      traced('r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1').term('material: piece for pawns'),
    ).toEqual([15, 0]);
  });
});

describe('phase and tapering', () => {
  test.each([
    ['start position', START_FEN, 0],
    ['Kiwipete', KIWIPETE, 0],
    ['queens off (6400)', 'rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1', 73],
    ['rooks and pawns (3760)', 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w - - 0 1', 193],
    ['bare kings', '4k3/8/8/8/8/8/8/4K3 w - - 0 1', 256],
    ['a rook ending with five pawns each (2080)', '5rk1/ppppp3/8/8/8/8/PPPPP3/6KR w - - 0 1', 256],
  ])('%s: phase %i', (_name, fen, phase) => {
    expect(new ZarkovEvaluator().phase(board(fen))).toBe(phase);
  });

  test('material values taper from the opening to the ending values', () => {
    const ev = new ZarkovEvaluator();
    const values = () => [PAWN, KNIGHT, BISHOP, ROOK, QUEEN].map((r) => ev.pieceValue(r));
    ev.evaluate(board('4k3/8/8/8/8/8/8/4K3 w - - 0 1'));
    expect(values()).toEqual([110, 315, 350, 570, 1050]);
    // Phase 193: (mg * 63 + eg * 193) >> 8.
    ev.evaluate(board('r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w - - 0 1'));
    expect(values()).toEqual([107, 317, 346, 562, 1050]);
    ev.phase(board(START_FEN));
    expect(values()).toEqual([100, 325, 335, 540, 1050]);
  });

  test('a positional term: doubled pawn -10 in the opening, -20 in the ending, between them in between', () => {
    expect(
      traced('rnbqkbnr/pppppppp/8/8/8/3P4/PPPP1PPP/RNBQKBNR w KQkq - 0 1').term('pawn: doubled'),
    ).toEqual([-10, 0]);
    expect(traced('k7/8/8/8/8/3P4/3P4/K7 w - - 0 1').term('pawn: doubled')).toEqual([-20, 0]);
    // Phase 134: exactly -15.23, rounded within one centipawn.
    const fen = 'r2qk3/pppppp2/2b5/8/8/2BP4/PPPP1P2/R2QK3 w - - 0 1';
    const mid = traced(fen);
    expect(mid.evaluator.phase(board(fen))).toBe(134);
    expect([-16, -15]).toContain(mid.term('pawn: doubled')[0]);
  });

  test('ending-only terms are worth nothing at phase 0 and their full value at phase 256', () => {
    expect(traced(START_FEN).term('ending: king centralisation')).toEqual([0, 0]);
    expect(traced('8/8/8/3k4/8/8/8/K7 w - - 0 1').term('ending: king centralisation')).toEqual([0, 30]);
  });
});

describe('development (trace group pieces)', () => {
  test.each([
    [
      'start position',
      START_FEN,
      {
        'development: knight on back rank': [-24, -24],
        'development: bishop on back rank': [-20, -20],
        'development: castling rights kept': [16, 16],
      },
    ],
    [
      'an early queen sortie with four minors at home',
      'rnbqkbnr/pppppppp/8/8/8/5Q2/PPPPPPPP/RNB1KBNR w KQkq - 0 1',
      { 'development: queen out before minors': [-24, 0] },
    ],
    [
      'both castled',
      CASTLED,
      { 'development: castled': [20, 20], 'development: castling rights kept': [0, 0] },
    ],
    [
      'king on e2 with no rights',
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPKPPP/RNBQ1BNR w kq - 0 1',
      { 'development: king stuck in centre': [-25, 0], 'development: castling rights kept': [0, 16] },
    ],
    [
      '1. e4: a centre pawn advanced',
      'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
      { 'development: centre pawn advanced': [8, 0] },
    ],
    [
      'a bishop on d3 blocks d2',
      'rnbqkbnr/pppppppp/8/8/8/3B4/PPPPPPPP/RN1QKBNR w KQkq - 0 1',
      { 'development: centre pawn blocked on 2nd rank': [-15, 0] },
    ],
    [
      'f3 with the king on e1',
      'rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR w KQkq - 0 1',
      { 'development: f-pawn moved, king uncastled': [-10, 0] },
    ],
    [
      'Nc3 in front of c2 with d4 played',
      'rnbqkbnr/pppppppp/8/8/3P4/2N5/PPP1PPPP/R1BQKBNR w KQkq - 0 1',
      { 'development: knight blocks c-pawn': [-8, 0] },
    ],
    [
      'rooks on a1 and f1 see each other (ending: 2 each)',
      '1k6/8/8/8/8/8/8/R4RK1 w - - 0 1',
      { 'development: rooks connected': [4, 0], 'rook: doubled': [0, 0] },
    ],
  ])('%s', (_name, fen, want) => {
    expect(terms(fen, ...Object.keys(want))).toEqual(want);
  });
});

describe('mobility: safe squares counted dynamically at every node', () => {
  test.each([
    [
      'start position: every piece boxed in',
      START_FEN,
      {
        'mobility: knight': [-16, -16],
        'mobility: bishop': [-60, -60],
        'mobility: rook': [-28, -28],
        'mobility: queen': [-13, -13],
        'mobility: king': [0, 0],
      },
    ],
    // Bf1 reaches e2 d3 c4 b5, not a6 (attacked by b7); Bc1 none: (4 - 6) x 5 + (0 - 6) x 5.
    [
      '1. e4 opens the f1 bishop',
      'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
      { 'mobility: bishop': [-40, -60] },
    ],
    // Ending: a centred knight (8 - 4) x 4; kings in the corners (3 - 4) x 3.
    [
      'a knight on e4',
      'k7/8/8/8/4N3/8/8/K7 w - - 0 1',
      { 'mobility: knight': [16, 0], 'mobility: king': [-3, -3] },
    ],
  ])('%s', (_name, fen, want) => {
    expect(terms(fen, ...Object.keys(want))).toEqual(want);
  });
});

describe('piece placement (trace group pieces)', () => {
  test.each([
    ['bishop pair in the opening', START_FEN, { 'bishop: pair': [30, 30] }],
    [
      'rook on an open file (ending)',
      '6k1/8/8/8/8/8/8/R5K1 w - - 0 1',
      { 'rook: open file': [10, 0], 'rook: half-open file': [0, 0] },
    ],
    [
      'rook on a half-open file (ending)',
      '6k1/p7/8/8/8/8/8/R5K1 w - - 0 1',
      { 'rook: open file': [0, 0], 'rook: half-open file': [5, 0] },
    ],
    [
      'rook on the 7th with an enemy pawn there',
      '6k1/p4R2/8/8/8/8/8/6K1 w - - 0 1',
      { 'rook: on 7th rank': [30, 0] },
    ],
    [
      'rook on the 7th with nothing to attack',
      '8/5R2/6k1/8/8/8/8/6K1 w - - 0 1',
      { 'rook: on 7th rank': [0, 0] },
    ],
    ['doubled rooks on the f-file', '1k6/8/8/8/8/8/5R2/5RK1 w - - 0 1', { 'rook: doubled': [12, 0] }],
    [
      'knight outpost on e5 supported by d4',
      'rnbqkbnr/ppp1p1pp/8/4N3/3P4/8/PPP1PPPP/RNBQKB1R w KQkq - 0 1',
      {
        'knight: outpost': [10, 0],
        'knight: outpost supported by a pawn': [10, 0],
        'knight: centralisation': [9, 0],
        'knight: pawns left': [18, 6],
      },
    ],
    [
      'fianchettoed bishop on the long diagonal',
      'rnbqkbnr/pppppppp/8/8/8/6P1/PPPPPPBP/RNBQK1NR w KQkq - 0 1',
      { 'bishop: long diagonal': [10, 0] },
    ],
    [
      'Bb4 pins Nc3 to the king',
      'rnbqk1nr/pppp1ppp/8/4p3/1b6/2NP4/PPP1PPPP/R1BQKBNR w KQkq - 0 1',
      { 'pin: piece pinned to its king': [0, 10] },
    ],
  ])('%s', (_name, fen, want) => {
    expect(terms(fen, ...Object.keys(want))).toEqual(want);
  });
});

describe('pawn structure and promotion (trace group pawns)', () => {
  test.each([
    [
      'a2 and c2: two isolated pawns on half-open files, two islands, the queenside majority',
      'k7/8/8/8/8/8/P1P5/K7 w - - 0 1',
      {
        'pawn: isolated': [-30, 0],
        'pawn: isolated on half-open file': [-10, 0],
        'pawn: islands': [-8, 0],
        'pawn: queenside majority': [10, 0],
        'pawn: doubled': [0, 0],
      },
    ],
    [
      'd3 behind c4 and e4 with c5 guarding d4: backward on a half-open file; c4 and e4 defended',
      '4k3/8/8/2p5/2P1P3/3P4/8/4K3 w - - 0 1',
      {
        'pawn: backward': [-10, 0],
        'pawn: backward on half-open file': [-5, 0],
        'pawn: chain (defended by a pawn)': [6, 0],
      },
    ],
    [
      'b3 against a5 with a2 helping: a candidate',
      'k7/8/8/p7/8/1P6/P7/K7 w - - 0 1',
      { 'pawn: candidate passer': [12, 0] },
    ],
    [
      'a passed e4: 2 rank units of 12 in the ending',
      'k7/8/8/8/4P3/8/8/K7 w - - 0 1',
      { 'passed pawn: rank': [24, 0] },
    ],
    [
      'd4 and e5: protected and connected passers',
      'k7/8/8/4P3/3P4/8/8/K7 w - - 0 1',
      { 'passed pawn: protected': [16, 0], 'passed pawn: connected': [40, 0] },
    ],
    [
      'h5 outside the square of the a8 king',
      'k7/8/8/7P/8/8/8/7K w - - 0 1',
      { 'passed pawn: unstoppable (rule of the square)': [400, 0] },
    ],
    [
      'h5 inside the square of the f7 king',
      '8/5k2/8/7P/8/8/8/7K w - - 0 1',
      { 'passed pawn: unstoppable (rule of the square)': [0, 0] },
    ],
    [
      'a rook behind its passed a-pawn',
      '7k/8/8/8/P7/8/8/R6K w - - 0 1',
      { 'passed pawn: rook behind': [20, 0] },
    ],
  ])('%s', (_name, fen, want) => {
    expect(terms(fen, ...Object.keys(want))).toEqual(want);
  });
});

describe('king safety: shelter and attack (trace group king safety)', () => {
  test.each([
    [
      'start position',
      START_FEN,
      {
        'king shelter: pawn shield, one rank ahead': [36, 36],
        'king shelter: back-rank weakness': [-12, -12],
        'king shelter: minor defender near king': [12, 12],
        'king attack: attackers weighted by piece': [0, 0],
        'king attack: safe checks': [0, 0],
      },
    ],
    [
      'the white g-pawn gone from a castled king',
      'rnbq1rk1/ppppbppp/4pn2/8/8/4PN2/PPPPBP1P/RNBQ1RK1 w - - 0 1',
      {
        'king shelter: pawn shield, one rank ahead': [24, 36],
        'king shelter: open file near king': [-12, 0],
        'king shelter: fully open file near king': [0, 0],
      },
    ],
    [
      'a black pawn storming to g4',
      'rnbq1rk1/ppppbp1p/4pn2/8/6p1/4PN2/PPPPBPPP/RNBQ1RK1 w - - 0 1',
      { 'king shelter: pawn storm': [-10, 0] },
    ],
    [
      'g3 played, no bishop on g2',
      'rnbq1rk1/ppppbppp/4pn2/8/8/4PNP1/PPPPBP1P/RNBQ1RK1 w - - 0 1',
      { 'king shelter: missing fianchetto bishop': [-15, 0] },
    ],
  ])('%s', (_name, fen, want) => {
    expect(terms(fen, ...Object.keys(want))).toEqual(want);
  });

  test("WAC 1: White's attack on h8 outweighs Black's on g1", () => {
    const t = traced(WAC1);
    const attack = (side: 0 | 1) =>
      t.terms
        .filter((x) => x.name.startsWith('king attack:'))
        .reduce((s, x) => s + (side === 0 ? x.white : x.black), 0);
    expect(attack(0)).toBeGreaterThan(attack(1) + 40);
    expect(t.term('king attack: attackers weighted by piece')[0]).toBeGreaterThan(0);
    expect(t.term('king attack: attacked squares around king')[0]).toBeGreaterThan(0);
  });
});

describe('styles scale the king terms only', () => {
  test.each(ZARKOV_STYLES.map((s) => [s]))('%s: every term outside king safety is unchanged', (style) => {
    for (const fen of [START_FEN, WAC1, KIWIPETE]) {
      const balanced = traced(fen);
      const styled = traced(fen, style);
      for (let i = 0; i < balanced.terms.length; i++) {
        const a = balanced.terms[i]!;
        const b = styled.terms[i]!;
        if (a.group !== 'king safety') expect([b.name, b.white, b.black]).toEqual([a.name, a.white, a.black]);
      }
      expect(styled.sum).toBe(styled.evaluator.evaluate(board(fen)) * (fen.includes(' w ') ? 1 : -1));
    }
  });

  test('Cautious weighs the shelter 1.5, Aggressive 0.75 (start position, exact at phase 0)', () => {
    const names = [
      'king shelter: pawn shield, one rank ahead',
      'king shelter: back-rank weakness',
      'king shelter: minor defender near king',
    ];
    const of = (style: ZarkovStyle) => names.map((n) => traced(START_FEN, style).term(n)[0]);
    expect(of('Balanced')).toEqual([36, -12, 12]);
    expect(of('Cautious')).toEqual([54, -18, 18]);
    expect(of('Aggressive')).toEqual([27, -9, 9]);
  });

  test('Aggressive weighs the attack 1.5 and Cautious 0.75, within the rounding of the terms', () => {
    const total = (style: ZarkovStyle) =>
      traced(WAC1, style)
        .terms.filter((x) => x.name.startsWith('king attack:'))
        .reduce((s, x) => s + x.white, 0);
    const balanced = total('Balanced');
    expect(Math.abs(total('Aggressive') - balanced * 1.5)).toBeLessThanOrEqual(2);
    expect(Math.abs(total('Cautious') - balanced * 0.75)).toBeLessThanOrEqual(2);
  });

  test('back to Balanced restores the weights', () => {
    const ev = new ZarkovEvaluator();
    const b = board(WAC1);
    const balanced = ev.evaluate(b);
    ev.setStyle('Aggressive');
    expect(ev.evaluate(b)).not.toBe(balanced);
    ev.setStyle('Balanced');
    expect(ev.evaluate(b)).toBe(balanced);
  });
});

describe('threats: hanging men, counted for the search', () => {
  test.each([
    // [FEN, threats(White), threats(Black), terms]
    [
      'a knight attacked by a pawn',
      '4k3/8/3p4/4N3/8/8/8/4K3 w - - 0 1',
      1,
      0,
      { 'threat: attacked by a pawn': [-20, 0] },
    ],
    [
      '... and a rook attacked by the knight (a lesser piece), though the king defends it',
      '4k3/5r2/3p4/4N3/8/8/8/4K3 w - - 0 1',
      1,
      1,
      { 'threat: attacked by a pawn': [-20, 0], 'threat: attacked by a lesser piece': [0, -15] },
    ],
    [
      'an undefended bishop attacked by a rook',
      '2r1k3/8/8/8/2B5/8/8/4K3 w - - 0 1',
      1,
      0,
      { 'threat: hanging piece': [-15, 0] },
    ],
    [
      'defended knights attacking each other: no threat',
      '4k3/2p5/3n4/8/4N3/3P4/8/4K3 w - - 0 1',
      0,
      0,
      { 'threat: hanging piece': [0, 0] },
    ],
    [
      'a fork: two men hanging',
      '4k3/8/2r5/4N3/6b1/8/8/4K3 b - - 0 1',
      0,
      2,
      {
        'threat: attacked by a lesser piece': [0, -15],
        'threat: hanging piece': [0, -15],
        'threat: two or more hanging': [0, -20],
      },
    ],
    [
      'an undefended pawn attacked',
      '4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1',
      0,
      1,
      { 'threat: hanging pawn': [0, -8] },
    ],
  ])('%s', (_name, fen, white, black, want) => {
    const t = traced(fen);
    expect([t.evaluator.threats(1), t.evaluator.threats(-1)]).toEqual([white, black]);
    expect(terms(fen, ...Object.keys(want))).toEqual(want);
  });

  test('tempo: +10 in the opening for the side to move', () => {
    expect(traced(START_FEN).term('tempo')).toEqual([10, 0]);
    expect(traced(START_FEN.replace(' w ', ' b ')).term('tempo')).toEqual([0, 10]);
    expect(traced(START_FEN).score).toBe(10);
  });
});

describe('the ending (trace group other)', () => {
  test.each([
    ['KN v K: insufficient material', '7k/8/8/8/8/8/8/KN6 w - - 0 1', 'ending: insufficient material', 0],
    ['KB v KP: the bishop cannot win', '4k3/p7/8/8/8/8/8/3BK3 w - - 0 1', 'ending: insufficient material', 0],
    ['KNN v K', '7k/8/8/8/8/8/8/KNN5 w - - 0 1', 'ending: insufficient material', 0],
    [
      'KBP v K, dark bishop, a-pawn, king on a8: wrong rook pawn',
      'k7/8/8/8/8/8/P7/K1B5 w - - 0 1',
      'ending: wrong rook pawn',
      0,
    ],
    ['KP(a) v K with the king in the corner', 'k7/8/8/8/8/8/P7/K7 w - - 0 1', 'ending: wrong rook pawn', 0],
  ])('%s: scores %i', (_name, fen, rule, score) => {
    const t = traced(fen);
    expect(t.score).toBe(score);
    expect(t.sum).toBe(0);
    expect(t.term(rule)[0]).toBeLessThan(0);
  });

  test('the right bishop wins with the rook pawn', () => {
    const t = traced('k7/8/8/8/8/8/P7/K2B4 w - - 0 1');
    expect(t.term('ending: wrong rook pawn')).toEqual([0, 0]);
    expect(t.score).toBeGreaterThan(400);
  });

  test('KR v KB keeps a quarter; opposite bishops keep half', () => {
    const rb = traced('4k3/8/8/8/8/8/8/1b2K2R w - - 0 1');
    const before = rb.score - rb.term('ending: pawnless, small advantage')[0];
    expect(rb.score).toBe((before * 4) >> 4);
    const same = traced('4k3/4b3/8/8/8/8/PP6/K1B5 w - - 0 1');
    const opposite = traced('4k3/3b4/8/8/8/8/PP6/K1B5 w - - 0 1');
    expect(same.term('ending: opposite-coloured bishops')).toEqual([0, 0]);
    expect(opposite.score).toBe(
      ((opposite.score - opposite.term('ending: opposite-coloured bishops')[0]) * 8) >> 4,
    );
    expect(opposite.score).toBeLessThan(same.score);
  });

  test('KR v K: drive the lone king to the edge; KBN v K: to the corner of the bishop colour', () => {
    expect(traced('8/8/8/3k4/8/8/8/KR6 w - - 0 1').term('ending: lone king to the edge')).toEqual([0, 0]);
    expect(traced('3k4/8/8/8/8/8/8/KR6 w - - 0 1').term('ending: lone king to the edge')).toEqual([45, 0]);
    expect(traced('k7/8/8/8/8/8/8/KBN5 w - - 0 1').term('ending: lone king to the edge')).toEqual([90, 0]); // light b1, light a8
    expect(traced('7k/8/8/8/8/8/8/KBN5 w - - 0 1').term('ending: lone king to the edge')).toEqual([45, 0]);
  });

  test('the opposition belongs to the side not to move', () => {
    expect(traced('8/8/4k3/8/4K3/4P3/8/8 w - - 0 1').term('ending: opposition (pawn ending)')).toEqual([
      0, 15,
    ]);
    expect(traced('8/8/4k3/8/4K3/4P3/8/8 b - - 0 1').term('ending: opposition (pawn ending)')).toEqual([
      15, 0,
    ]);
  });

  test('king centralisation in the ending', () => {
    expect(traced('8/8/8/3k4/8/8/8/K7 w - - 0 1').term('ending: king centralisation')).toEqual([0, 30]);
  });
});

// Varied positions: openings, Kiwipete, middlegames from Win At Chess, endgames, special rules.
const wac = (() => {
  const parsed = parseEpdFile(readFileSync(new URL('../../fixtures/wac.epd', import.meta.url), 'utf8'));
  if (!parsed.ok) throw new Error('wac.epd');
  return parsed.value.map((l) => l.record.fen);
})();
const VARIED: string[] = [
  START_FEN,
  KIWIPETE,
  CASTLED,
  'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1',
  'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4',
  'r1bq1rk1/ppp2ppp/2np1n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQ1RK1 w - - 0 7',
  'rnbq1bnr/ppppkppp/8/4p3/4P3/8/PPPPKPPP/RNBQ1BNR w - - 2 3',
  'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1',
  '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
  '8/8/8/4k3/8/8/8/KR6 w - - 0 1',
  '7k/8/8/8/8/8/8/KB6 w - - 0 1',
  '4k3/p7/8/8/8/8/8/3BK3 w - - 0 1',
  '8/p7/4P3/2k5/8/8/8/7K b - - 0 1',
  '4k3/3b4/8/8/8/8/PP6/K1B5 w - - 0 1',
  'k7/8/8/8/8/8/P7/K1B5 w - - 0 1',
  '8/8/4k3/8/4K3/4P3/8/8 w - - 0 1',
  '8/8/8/8/8/8/8/K6k w - - 0 1',
  ...wac.slice(0, 12),
  wac[100]!,
  wac[200]!,
  wac[299]!,
];

describe(`every position (${VARIED.length}): trace sums to the total; the colour mirror scores the same`, () => {
  test.each(VARIED)('%s', (fen) => {
    const t = traced(fen);
    const whiteToMove = fen.split(' ')[1] === 'w';
    expect(t.sum).toBe(whiteToMove ? t.score : -t.score);
    expect(t.terms.map((x) => [x.name, x.group])).toEqual(ZARKOV_TERMS.map(([n, g]) => [n, g]));
    for (const x of t.terms) expect(EVAL_GROUPS).toContain(x.group);
    // Without a trace: the same number.
    expect(t.evaluator.evaluate(board(fen))).toBe(t.score);
    // Mirrored (board flipped, colours and side to move swapped): the same score for the side
    // to move, and every term with its colours swapped.
    const m = traced(mirrorFen(fen));
    expect(m.score).toBe(t.score);
    expect(m.terms.map((x) => [x.name, x.black, x.white])).toEqual(
      t.terms.map((x) => [x.name, x.white, x.black]),
    );
  });
});

describe('the contract', () => {
  test('evaluate without a trace allocates nothing per call (smoke: many calls, same result)', () => {
    const b = board(KIWIPETE);
    const ev = new ZarkovEvaluator();
    const first = ev.evaluate(b);
    for (let i = 0; i < 1000; i++) expect(ev.evaluate(b)).toBe(first);
    const trace: EvalTerm[] = [];
    expect(ev.evaluate(b, trace)).toBe(first);
    expect(trace).toHaveLength(HEURISTICS.length);
  });

  test('the trace lists every heuristic by name, in weights.ts order', () => {
    expect(traced(START_FEN).terms.map((t) => t.name)).toEqual(HEURISTICS.map((h) => h.name));
  });

  test('the evaluator reads the 0x88 layout only: another layout is a broken invariant', () => {
    expect(() => new ZarkovEvaluator().evaluate(board(START_FEN, MAILBOX))).toThrow(/0x88/);
  });
});

describe('the evaluation cache (score)', () => {
  test("gives evaluate()'s number and threats for each position, first time and cached, per style", () => {
    const cached = new ZarkovEvaluator();
    const fresh = new ZarkovEvaluator();
    const fens = [START_FEN, KIWIPETE, CASTLED, WAC1, mirrorFen(WAC1)];
    for (const style of ZARKOV_STYLES) {
      cached.setStyle(style);
      fresh.setStyle(style);
      for (let round = 0; round < 2; round++) {
        for (const fen of fens) {
          const b = board(fen);
          const expected = fresh.evaluate(b);
          const threats = [fresh.threats(1), fresh.threats(-1)];
          expect(cached.score(b), `${style} ${fen} round ${round}`).toBe(expected);
          expect([cached.threats(1), cached.threats(-1)]).toEqual(threats);
        }
      }
    }
  });

  test('a second score() of the same position is a cache hit: no attack tables are rebuilt', () => {
    // After a full evaluation mayCapture reads the attack tables (here: nothing to capture);
    // after a cache hit there are none for this position, so it must answer "maybe".
    const ev = new ZarkovEvaluator();
    const b = board('4k3/8/8/8/8/8/4P3/4K3 w - - 0 1');
    ev.score(b);
    expect(ev.mayCapture(b, 1)).toBe(false);
    ev.score(b);
    expect(ev.mayCapture(b, 1)).toBe(true);
  });
});

// A trapped minor piece on a real board: the classic traps are seen, and a piece with a way out is
// not trapped. Values are [White, Black] (the term's weight, -25 a knight and -100 a bishop).
describe('trapped knights and bishops', () => {
  test.each([
    [
      'Nxa8: the knight on a8, b6 covered by the a7- and c7-pawns, the c7-pawn guarded by the queen',
      'N1bqkbnr/ppp1pppp/8/3p4/8/8/PPPPPPPP/R1BQKBNR w KQk - 0 5',
      { 'knight: trapped': [-25, 0] },
    ],
    [
      'the knight on a8 with c7 empty and unguarded escapes',
      'N1b1kbnr/pp1ppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQk - 0 5',
      { 'knight: trapped': [0, 0] },
    ],
    [
      'a knight on a8 that can take a rook is not trapped',
      'N1bqkbnr/ppr1pppp/8/3p4/8/8/PPPPPPPP/R1BQKBNR w KQk - 0 5',
      { 'knight: trapped': [0, 0] },
    ],
    [
      'Black: ...Nxa1, the knight on a1 boxed in by the a2- and c2-pawns, c2 guarded by the queen',
      'r1bqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/n1BQKBNR b Kkq - 0 5',
      { 'knight: trapped': [0, -25] },
    ],
    [
      'Bxa7 b6: b6 guarded by the c7-pawn, b8 by the rook and the queen',
      'r2qkbnr/B1p1pppp/1p6/8/8/8/PPPPPPPP/RN1QKBNR w KQkq - 0 5',
      { 'bishop: trapped': [-100, 0] },
    ],
    [
      'Bxa7 b6 with b6 unguarded: Bxb6 gets out',
      'r3kbnr/B3pppp/1p6/8/8/8/PPPPPPPP/RN1QKBNR w KQkq - 0 5',
      { 'bishop: trapped': [0, 0] },
    ],
    [
      '...Bxh2 g3 (Spassky-Fischer, Reykjavik 1972, game 1): g3 guarded by f2, g1 by the king',
      '8/1p3kp1/p3p3/8/8/6P1/PP3P1b/5K2 b - - 0 30',
      { 'bishop: trapped': [0, -100] },
    ],
    [
      'a bishop in its own half is never trapped',
      '4k3/8/8/8/8/1p6/1Pp5/B3K3 w - - 0 1',
      { 'bishop: trapped': [0, 0] },
    ],
  ])('%s', (_name, fen, want) => {
    expect(terms(fen, ...Object.keys(want))).toEqual(want);
  });
});
