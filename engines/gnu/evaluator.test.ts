// The GNU Chess 1987 evaluator, term by term, on hand-built positions, with the figures of
// ../shared/reference/gnu-1987.md [ref] (and the prose of ../shared/seeds/gnuchess-1987-heuristics.txt
// where it agrees); then the trace sums and colour symmetry over a list of varied positions.

import { describe, expect, test } from 'vitest';
import { START_FEN } from '../../core/fen.js';
import { MAILBOX, X88 } from '../../core/layout.js';
import { parseEpdFile } from '../../core/epd.js';
import { parseUci } from '../../core/uci-move.js';
import { readShared } from '../../core/test-support/shared.js';
import { BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK, parseSquareName } from '../../core/types.js';
import type { EvalTerm } from '../engine.js';
import { EVAL_GROUPS } from '../engine.js';
import { GNU_TERMS, GnuEvaluator } from './evaluator.js';
import { board, mirrorFen, traced, tracedBoard } from './test-support/eval-fixture.js';

const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';

describe('material [ref: P 100, N 330, B 330, R 520, Q 980, K 999]', () => {
  test('pieceValue and material (king included)', () => {
    const ev = new GnuEvaluator();
    expect([PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING].map((r) => ev.pieceValue(r))).toEqual([
      100, 330, 330, 520, 980, 999,
    ]);
    const b = board(START_FEN);
    expect(ev.material(b, 1)).toBe(8 * 100 + 4 * 330 + 2 * 520 + 980 + 999);
    expect(ev.material(board('4k3/p7/8/8/8/8/8/R3K3 w - - 0 1'), -1)).toBe(1099);
  });

  test('the material term is the difference (kings left out of the trace)', () => {
    expect(traced(START_FEN).term('material')).toEqual([4140, 4140]);
    expect(traced('4k3/pp6/8/8/8/8/8/R3K3 w - - 0 1').term('material')).toEqual([520, 200]);
  });
});

describe('pawns', () => {
  // All pieces on the board: stage 0. White has one pawn on the third rank: isolated.
  const lonePawn = (file: number) =>
    `rnbqkbnr/pppppppp/8/8/8/${file > 0 ? file : ''}P${7 - file > 0 ? 7 - file : ''}/8/RNBQKBNR w - - 0 1`;
  test.each([
    [0, -12],
    [1, -14],
    [2, -16],
    [3, -20],
    [4, -20],
    [5, -16],
    [6, -14],
    [7, -12],
  ])('isolated pawn on file %i costs %i [ref, prose]', (file, penalty) => {
    expect(traced(lonePawn(file)).term('pawn: isolated')[0]).toBe(penalty);
  });

  test('an isolated e-pawn costs exactly 20 at stage 0 relative to the same pawn supported', () => {
    const isolated = traced('rnbqkbnr/pppppppp/8/8/4P3/8/8/RNBQKBNR w - - 0 1');
    const supported = traced('rnbqkbnr/pppppppp/8/8/4P3/3P4/8/RNBQKBNR w - - 0 1');
    expect(isolated.evaluator.stage).toBe(0);
    expect(isolated.term('pawn: isolated')[0] - supported.term('pawn: isolated')[0]).toBe(-20);
    // ... and it is not also backward or doubled.
    expect(isolated.term('pawn: backward')[0]).toBe(0);
  });

  test.each([
    [
      'c3 c2 (b3 beside): -12 each [ref; prose 12 flat]',
      'rnbqkbnr/pppppppp/8/8/8/1PP5/2P5/RNBQKBNR w - - 0 1',
      -24,
    ],
    [
      'd3 d2 (e3 beside): -10 each [ref; prose 12]',
      'rnbqkbnr/pppppppp/8/8/8/3PP3/3P4/RNBQKBNR w - - 0 1',
      -20,
    ],
    ['c3 c2 alone: isolated, so not doubled', 'rnbqkbnr/pppppppp/8/8/8/2P5/2P5/RNBQKBNR w - - 0 1', 0],
  ])('doubled: %s', (_name, fen, penalty) => {
    expect(traced(fen).term('pawn: doubled')[0]).toBe(penalty);
  });

  // White d3 behind c4 and e4: neither defended by a pawn nor able to advance under a pawn's cover.
  test.each([
    ['no attacker', 'n3k3/8/3p4/8/2P1P3/3P4/8/4K3 w - - 0 1', [-6, 0, 0, 0]],
    ['one attacker (Ne5)', '4k3/8/3p4/4n3/2P1P3/3P4/8/4K3 w - - 0 1', [-6, -3, 0, 0]],
    ['two attackers (Ne5, Bb1)', '4k3/8/3p4/4n3/2P1P3/3P4/8/1b2K3 w - - 0 1', [-6, -6, 0, 0]],
    ['no enemy pawn on the file', '4k3/8/8/4n3/2P1P3/3P4/8/4K3 w - - 0 1', [-6, -3, -3, 0]],
    ['blocked (Nd4)', '4k3/8/3p4/8/2PnP3/3P4/8/4K3 w - - 0 1', [-6, 0, 0, -3]],
  ])(
    'backward pawn, %s: PBKWRD -6, PWEAKA -3 each, PWEAKH -3, blocked -3 [ref; prose 4]',
    (_n, fen, want) => {
      const t = traced(fen);
      expect([
        t.term('pawn: backward')[0],
        t.term('pawn: backward, attacked')[0],
        t.term('pawn: backward, half-open file')[0],
        t.term('pawn: backward, blocked')[0],
      ]).toEqual(want);
    },
  );

  test('a d- or e-pawn on its 2nd rank: -15 only when blocked [ref; prose -10, then -15 more]', () => {
    expect(traced(START_FEN).term('pawn: d/e on 2nd rank, blocked')).toEqual([0, 0]);
    expect(
      traced('rnbqkbnr/pppppppp/8/8/8/3B4/PPPPPPPP/RN1QKBNR w KQkq - 0 1').term(
        'pawn: d/e on 2nd rank, blocked',
      ),
    ).toEqual([-15, 0]);
    expect(
      traced('r1bqkbnr/pppp1ppp/4n3/4p3/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 0 1').term(
        'pawn: d/e on 2nd rank, blocked',
      ),
    ).toEqual([0, 0]); // e2 is free; Black's e-pawn has left e7 (d7 is free)
    expect(
      traced('r1bqkbnr/pppppppp/8/8/8/4n3/PPPPPPPP/RNBQKBNR w KQkq - 0 1').term(
        'pawn: d/e on 2nd rank, blocked',
      ),
    ).toEqual([-15, 0]); // blocked by an enemy piece too
  });

  test('advancement: the table x PADVNCM / 10 (5 at stage 0, 10 at stage 10) [ref; prose "4 to 8 per rank"]', () => {
    // b2 c2 f2 g2 give 1 + 2 + 2 + 1, e4 gives 32 * 5 / 10.
    expect(
      traced('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1').term('pawn: advance')[0],
    ).toBe(22);
    expect(traced('4k3/p7/8/8/4P3/8/8/4K3 w - - 0 1').term('pawn: advance')[0]).toBe(32);
  });

  test('shield: PAWNSHIELD (10 - stage) per wing pawn within two of the own king', () => {
    expect(traced(START_FEN).term('pawn: shield')).toEqual([30, 30]); // c2 f2 g2; c7 f7 g7
    expect(traced('rnbq1rk1/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1RK1 w - - 0 1').term('pawn: shield')).toEqual([
      30, 30,
    ]);
  });

  // Stage 10 unless noted; the e6 pawn's table: free 180, attacked 90, blocked 30 (x stage / 10).
  test.each([
    ['free (king a1 outside the square)', '8/p7/4P3/8/8/8/8/k6K w - - 0 1', 180],
    ['king c5 outside the square, White to move', '8/p7/4P3/2k5/8/8/8/7K w - - 0 1', 180],
    ['king c5 inside the square, Black to move', '8/p7/4P3/2k5/8/8/8/7K b - - 0 1', 90],
    ['path attacked (Bd8 hits e7)', '3b4/p7/4P3/8/8/8/8/k6K w - - 0 1', 90],
    ['path blocked (Ne8)', '4n3/p7/4P3/8/8/8/8/k6K w - - 0 1', 30],
    ['stage 6: 180 x 6 / 10', '7k/p7/4P3/q7/8/8/1r6/R2Q3K w - - 0 1', 108],
    ['stage 0: nothing', 'rnbqkbnr/1ppp1ppp/4P3/8/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1', 0],
  ])('passed pawn, %s [ref] -> %s', (_name, fen, bonus) => {
    expect(traced(fen).term('pawn: passed')[0]).toBe(bonus);
  });

  test('passed pawn by rank at stage 10 (free path): 15 30 60 100 180 280 [ref]', () => {
    const got = [2, 3, 4, 5, 6, 7].map((rank) => {
      const rows = ['8', 'p7', '8', '8', '8', '8', '8', 'k6K'];
      rows[8 - rank] = rank === 7 ? 'p3P3' : '4P3';
      return traced(`${rows.join('/')} w - - 0 1`).term('pawn: passed')[0];
    });
    expect(got).toEqual([15, 30, 60, 100, 180, 280]);
  });

  test('"passed" means only no enemy pawn on the file [ref]', () => {
    // e5 with a black pawn on d6 (which attacks e5, not the path) counts as passed.
    expect(traced('8/p7/3p4/4P3/8/8/8/k6K w - - 0 1').term('pawn: passed')[0]).toBe(100);
  });
});

describe('knights [ref "Knight square value"]', () => {
  test.each([
    ['a1', '7k/p7/8/8/8/8/8/N3K3 w - - 0 1', 0],
    ['c3', '7k/p7/8/8/8/2N5/8/4K3 w - - 0 1', 24],
    ['d4', '7k/p7/8/8/3N4/8/8/4K3 w - - 0 1', 32],
    ['e5', '7k/p7/8/4N3/8/8/8/4K3 w - - 0 1', 32],
    ['g7', '7k/p5N1/8/8/8/8/8/4K3 w - - 0 1', 8],
  ])('centre table, knight on %s [ref; prose "0 to 30"]', (_sq, fen, value) => {
    expect(traced(fen).term('knight: centre')[0]).toBe(value);
  });

  test('all five parts at stage 10 (KNIGHTPOST 4, KNIGHTSTRONG 8)', () => {
    const lone = traced('4k3/p7/8/8/3N4/8/8/4K3 w - - 0 1');
    expect(lone.term('knight: centre')[0]).toBe(32);
    expect(lone.term('knight: king proximity')[0]).toBe(6); // (5-3 + 5-4) x2
    expect(lone.term('knight: near enemy men')[0]).toBe(0);
    expect(lone.term('knight: strong square')[0]).toBe(8);
    const post = traced('4k3/p7/2p5/8/3N4/8/8/4K3 w - - 0 1');
    expect(post.term('knight: near enemy men')[0]).toBe(4); // c6
    expect(post.term('knight: strong square')[0]).toBe(0); // c6 -> c5 can drive it away
    expect(traced(START_FEN).term('knight: undeveloped')).toEqual([-10, -10]);
  });
});

describe('bishops', () => {
  test.each([
    ['open long diagonal: 7 squares x2 = 14', 'k7/p7/8/8/8/8/8/B3K3 w - - 0 1', 12],
    ['blocked by its own pawn', 'k7/p7/8/8/8/8/1P6/B3K3 w - - 0 1', -4],
    ['blocked by an enemy pawn', 'k7/p7/8/8/8/8/1p6/B3K3 w - - 0 1', -4],
    ['through its own knight: b2 2, then d4..h8 1 each = 7', 'k7/p7/8/8/8/2N5/8/B3K3 w - - 0 1', 5],
    ['from d4: 12 empty squares (the a7 pawn ends a line) = 24', 'k7/p7/8/8/3B4/8/8/4K3 w - - 0 1', 17],
  ])('mobility, %s [ref table]', (_name, fen, value) => {
    expect(traced(fen).term('bishop: mobility')[0]).toBe(value);
  });

  test('Kfield: KATAK 5 per attacked square next to the enemy king', () => {
    const t = traced('7k/p7/8/8/8/8/8/B3K3 b - - 0 1');
    expect(t.term('bishop: king attack')[0]).toBe(5); // g7
    expect(t.term('bishop: mobility')[0]).toBe(10); // b2..g7 = 12
  });

  test('square: table 14..22, + stage, + BISHOPSTRONG', () => {
    const t = traced('4k3/p7/8/8/3B4/8/8/4K3 w - - 0 1'); // stage 10, d4 weak for Black
    expect([
      t.term('bishop: square')[0],
      t.term('bishop: stage')[0],
      t.term('bishop: strong square')[0],
    ]).toEqual([22, 10, 8]);
  });

  test('X-ray +8 through a man onto an enemy R, Q, K or undefended man; a pin counts as hung', () => {
    // Ba1, black Nc3 (defended by b4), black Rf6 behind it: X-ray, and the knight is pinned.
    const pin = traced('k7/p7/5r2/8/1p6/2n5/8/B3K3 w - - 0 1');
    expect(pin.term('bishop: x-ray')[0]).toBe(8);
    expect(pin.term('bishop: mobility')[0]).toBe(2); // b2 2, d4 1, e5 1 = 4
    expect(pin.evaluator.hung(-1)).toBe(1);
    // Behind its own knight onto a black knight defended by g7: no X-ray.
    const own = traced('k7/p5p1/5n2/8/8/2N5/8/B3K3 w - - 0 1');
    expect(own.term('bishop: x-ray')[0]).toBe(0);
    // ... onto an undefended black knight: X-ray, no pin (the blocker is White's).
    const undefended = traced('k7/p7/5n2/8/8/2N5/8/B3K3 w - - 0 1');
    expect(undefended.term('bishop: x-ray')[0]).toBe(8);
    expect(undefended.evaluator.hung(-1)).toBe(0);
  });
});

describe('rooks', () => {
  test.each([
    ['open file: +10 +4', 'k7/p7/8/8/8/8/8/3RK3 w - - 0 1', [10, 4]],
    ['own pawn on the file: +4', 'k7/p7/8/8/8/8/3P4/3RK3 w - - 0 1', [0, 4]],
    ['enemy pawn on the file: +10', 'k7/p2p4/8/8/8/8/8/3RK3 w - - 0 1', [10, 0]],
    ['both: 0', 'k7/p2p4/8/8/8/8/3P4/3RK3 w - - 0 1', [0, 0]],
  ])('RHOPN / RHOPNX, %s [ref, prose]', (_name, fen, want) => {
    const t = traced(fen);
    expect([t.term('rook: no own pawn on file')[0], t.term('rook: no enemy pawn on file')[0]]).toEqual(want);
  });

  test('stage 10: full mobility + 14 - taxicab distance to the enemy king', () => {
    // Ra1: a2..a6 (10), b1 c1 d1 (6), through Ke1 to f1 g1 h1 (3) = 19 -> 16; a7 is next to Ka8.
    const t = traced('k7/p7/8/8/8/8/8/R3K3 w - - 0 1');
    expect(t.term('rook: mobility')[0]).toBe(16);
    expect(t.term('rook: king distance')[0]).toBe(7);
    expect(t.term('rook: king attack')[0]).toBe(5);
  });

  test('stage < 3: half the mobility, no distance term', () => {
    // Ra1 up the open a-file to a8's rook: 6 squares = 12 -> 12 / 2.
    const t = traced('rnbqkbnr/1ppppppp/8/8/8/8/1PPPPPPP/RNBQKBNR w - - 0 1');
    expect(t.evaluator.stage).toBe(0);
    expect(t.term('rook: mobility')).toEqual([6, 6]);
    expect(t.term('rook: king distance')).toEqual([0, 0]);
  });
});

describe('queens: after stage 3, 14 - taxicab distance to the enemy king', () => {
  test.each([
    ['stage 10, Qa1 to Ka8', 'k7/p7/8/8/8/8/8/Q3K3 w - - 0 1', 7],
    ['stage 10, Qb6 to Ka8', 'k7/p7/1Q6/8/8/8/8/4K3 w - - 0 1', 11],
    ['stage 3: none', 'r2qk2r/pppppppp/8/8/8/8/PPPPPPPP/R2QK2R w - - 0 1', 0],
  ])('%s', (_name, fen, value) => {
    expect(traced(fen).term('queen: king distance')[0]).toBe(value);
  });
});

describe('kings', () => {
  test('square: blend of the opening and ending tables', () => {
    expect(traced(START_FEN).term('king: square')).toEqual([-8, -8]);
    expect(traced('4k3/8/8/8/4K3/8/8/r6R w - - 0 1').term('king: square')).toEqual([36, 18]);
  });

  test('open files: KHOPN (no own pawn) and KHOPNX (no enemy pawn), own file and the one towards the corner', () => {
    // No white e- or f-pawn: White -15 -15; Black sees no enemy pawn on e and f: -7 -7.
    const t = traced('rnbqkbnr/pppppppp/8/8/8/8/PPPP2PP/RNBQKBNR w - - 0 1');
    expect(t.term('king: no own pawn on file')).toEqual([-30, 0]);
    expect(t.term('king: no enemy pawn on file')).toEqual([0, -14]);
    // King c1: its file and the b-file (towards a1).
    const q = traced('rnbqkbnr/pppppppp/8/8/8/8/P2PPPPP/RNK2BNR w - - 0 1');
    expect(q.term('king: no own pawn on file')).toEqual([-30, 0]);
  });

  test('castled +KCASTLD, moved without castling KMOVD [ref; prose "up to 10", "up to 40"]', () => {
    expect(traced('rnbq1rk1/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1RK1 w - - 0 1').term('king: castled')).toEqual([
      10, 10,
    ]);
    expect(
      traced('rnbq1bnr/ppppkppp/8/8/8/8/PPPPKPPP/RNBQ1BNR w - - 0 1').term('king: moved without castling'),
    ).toEqual([-40, -40]);
  });

  test('the castled / moved flags follow the moves made since prepare()', () => {
    const b = board('rnbqk2r/pppppppp/8/8/8/8/PPPPPPPP/RNBQK2R w KQkq - 0 1'); // stage 0
    const ev = new GnuEvaluator();
    ev.prepare(b);
    expect(tracedBoard(b, ev).term('king: castled')).toEqual([0, 0]);
    const move = (text: string) => {
      const m = parseUci(b, text);
      if (!m.ok) throw new Error(text);
      b.make(m.value);
    };
    move('e1g1');
    move('e8f8');
    const after = tracedBoard(b, ev);
    expect(after.term('king: castled')).toEqual([10, 0]);
    expect(after.term('king: moved without castling')).toEqual([0, -40]);
    b.unmake();
    b.unmake();
    expect(tracedBoard(b, ev).term('king: castled')).toEqual([0, 0]);
  });

  test('safe checks: KSFTY x threat[count] / 8, -3 per unsafe check square', () => {
    // Stage 3 (KSFTY 5). White Kh1: Qd4 can check safely from d1 and a1 (2), and from g1
    // only where the king guards it alone (unsafe).
    const t = traced('r2r2k1/1RQ2ppp/1R6/8/3q4/8/6PP/7K w - - 0 1');
    expect(t.evaluator.stage).toBe(3);
    expect(t.term('king: safe checks')[0]).toBe(-10); // 5 * -16 / 8
    expect(t.term('king: unsafe checks')[0]).toBe(-3);
  });

  test('no safety scan while the enemy is undeveloped', () => {
    expect(traced(START_FEN).term('king: safe checks')).toEqual([0, 0]);
  });

  test('ending: the average with the best safe neighbour', () => {
    // Stage 10, no pawns. Ke4 (36) has d4/d5/e5 at 36: no change. Ke8 (18) best d7/e7 (24): +3.
    expect(traced('4k3/8/8/8/4K3/8/8/r6R w - - 0 1').term('king: best safe neighbour (ending)')).toEqual([
      0, 3,
    ]);
  });
});

describe('hung and attacked pieces', () => {
  test('HUNGP for one hung piece, and HUNGX only from two', () => {
    const one = traced('k7/p7/8/8/3n4/4P3/8/4K3 w - - 0 1');
    expect(one.term('hung pieces')[1]).toBe(-8);
    expect(one.evaluator.hung(-1)).toBe(1);
    expect(one.term('more than one hung')[1]).toBe(0);
    const two = traced('k7/p7/8/8/3n1b2/4P3/8/4K3 w - - 0 1');
    expect(two.term('hung pieces')[1]).toBe(-16);
    expect(two.evaluator.hung(-1)).toBe(2);
    expect(two.term('more than one hung')[1]).toBe(-10);
    // The e3 pawn (attacked by Bf4, undefended) is White's one hung man: no HUNGX for White.
    expect(two.evaluator.hung(1)).toBe(1);
    expect(two.term('more than one hung')[0]).toBe(0);
  });

  test('attacked by something cheaper is hung even when defended', () => {
    const defended = traced('k7/p7/8/2p5/3n4/4P3/8/4K3 w - - 0 1'); // c5 defends d4
    expect(defended.evaluator.hung(-1)).toBe(1);
    expect(defended.term('hung pieces')[1]).toBe(-8);
  });

  test('ATAKD: attacked more often than defended, by nothing cheaper', () => {
    // White Rd1, defended by Ke1, attacked by Rd8 and Qa4.
    expect(traced('k2r4/p7/8/8/q7/8/8/3RK3 w - - 0 1').term('attacked pieces')[0]).toBe(-6);
  });

  test('a trapped hung piece counts twice (so HUNGX fires for it alone)', () => {
    // Nh8 attacked by Kg7, which also covers f7 and g6.
    const t = traced('7N/p5k1/8/8/8/8/P7/K7 w - - 0 1');
    expect(t.evaluator.hung(1)).toBe(2);
    expect(t.term('hung pieces')[0]).toBe(-8);
    expect(t.term('more than one hung')[0]).toBe(-10);
  });
});

describe('special rules', () => {
  test('side to move +10', () => {
    const w = traced(START_FEN);
    const b = traced(START_FEN.replace(' w ', ' b '));
    expect(w.score).toBe(10);
    expect(b.score).toBe(10);
    expect(w.term('side to move')).toEqual([10, 0]);
    expect(b.term('side to move')).toEqual([0, 10]);
  });

  test.each([
    ['KR v K, king in the centre: 4995 + 520 - 72 - 2 * 4', '8/8/8/4k3/8/8/8/KR6 w - - 0 1', 5435],
    ['KR v K, king on the edge: 4995 + 520 - 24 - 2 * 7', '4k3/8/8/8/8/8/8/KR6 w - - 0 1', 5477],
    ['KR v K, king in the corner: 4995 + 520 - 0 - 2 * 7', '7k/8/8/8/8/8/8/KR6 w - - 0 1', 5501],
    ['KQ v K, Black to move', '7k/8/8/8/8/8/8/KQ6 b - - 0 1', -5961],
    ['K v KR: Black wins', 'kr6/8/8/8/8/8/8/7K w - - 0 1', -5501],
    ['KB v K: 0', '7k/8/8/8/8/8/8/KB6 w - - 0 1', 0],
    ['KN v K: 0', '7k/8/8/8/8/8/8/KN6 w - - 0 1', 0],
  ])('bare king: %s', (_name, fen, score) => {
    const t = traced(fen);
    expect(t.score).toBe(score);
    expect(t.sum).toBe(t.board.side === 1 ? score : -score);
  });

  test('bare king: the losing king scores worse on the edge than in the centre', () => {
    const centre = traced('8/8/8/3k4/8/8/8/KR6 w - - 0 1').score;
    const edge = traced('3k4/8/8/8/8/8/8/KR6 w - - 0 1').score;
    expect(edge).toBeGreaterThan(centre);
  });

  test('+200 when the other side has a bare king (and the winner has pawns)', () => {
    const t = traced('4k3/8/8/8/8/8/4P3/4K3 w - - 0 1');
    expect(t.term('opponent has a bare king')).toEqual([200, 0]);
  });

  test.each([
    ['KB v KP: White ahead with a bishop, no pawns', '4k3/p7/8/8/8/8/8/3BK3 w - - 0 1', 0],
    ['KN v KP, Black to move', '4k3/p7/8/8/8/8/8/3NK3 b - - 0 1', 0],
    ['KR v KP: not a draw', '4k3/p7/8/8/8/8/8/3RK3 w - - 0 1', undefined],
    ['KBN v KP: not a draw', '4k3/p7/8/8/8/8/8/2BNK3 w - - 0 1', undefined],
  ])('no-pawn draw: %s', (_name, fen, want) => {
    const t = traced(fen);
    if (want === undefined) {
      expect(t.score).toBeGreaterThan(300);
      expect(t.term('draw: no pawns, at most a bishop')).toEqual([0, 0]);
    } else {
      expect(t.score).toBe(want);
      expect(t.term('draw: no pawns, at most a bishop')[0]).toBeLessThan(0);
      expect(t.sum).toBe(0);
    }
  });
});

// Varied positions: openings, Kiwipete, middlegames from Win At Chess, endgames, special rules.
const wac = (() => {
  const parsed = parseEpdFile(readShared('suites/wac.epd'));
  if (!parsed.ok) throw new Error('wac.epd');
  return parsed.value.map((l) => l.record.fen);
})();
const VARIED: string[] = [
  START_FEN,
  KIWIPETE,
  'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1',
  'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4',
  'r1bq1rk1/ppp2ppp/2np1n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQ1RK1 w - - 0 7',
  'rnbq1bnr/ppppkppp/8/4p3/4P3/8/PPPPKPPP/RNBQ1BNR w - - 2 3',
  'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1',
  '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
  '8/8/8/4k3/8/8/8/KR6 w - - 0 1',
  '7k/8/8/8/8/8/8/KB6 w - - 0 1',
  '4k3/p7/8/8/8/8/8/3BK3 w - - 0 1',
  '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1',
  '8/p7/4P3/2k5/8/8/8/7K b - - 0 1',
  '4k3/8/8/8/4K3/8/8/r6R w - - 0 1',
  'r2r2k1/1RQ2ppp/1R6/8/3q4/8/6PP/7K w - - 0 1',
  '7N/p5k1/8/8/8/8/P7/K7 w - - 0 1',
  '8/8/8/8/8/8/8/K6k w - - 0 1',
  ...wac.slice(0, 12),
  wac[100]!,
  wac[200]!,
  wac[299]!,
];

describe(`every position (${VARIED.length}): trace sums to the total; the colour mirror scores the same`, () => {
  test.each(VARIED)('%s', (fen) => {
    const t = traced(fen);
    expect(t.sum).toBe(t.board.side === 1 ? t.score : -t.score);
    expect(t.terms.map((x) => x.name)).toEqual(GNU_TERMS.map(([n]) => n));
    for (const x of t.terms) expect(EVAL_GROUPS).toContain(x.group);
    // Without a trace: the same number.
    expect(t.evaluator.evaluate(t.board)).toBe(t.score);
    // Mirrored: same score for the side to move, and each term with its colours swapped.
    const m = traced(mirrorFen(fen));
    expect(m.score).toBe(t.score);
    expect(m.terms.map((x) => [x.name, x.black, x.white])).toEqual(
      t.terms.map((x) => [x.name, x.white, x.black]),
    );
    // The 10x10 mailbox layout gives the same evaluation.
    const mb = traced(fen, MAILBOX);
    expect(mb.terms).toEqual(t.terms);
  });
});

test('squareValue reads the examination tables (layout squares)', () => {
  const b = board(START_FEN, X88);
  const ev = new GnuEvaluator();
  ev.prepare(b);
  const at = (name: string) => X88.squares[parseSquareName(name)!]!;
  expect(ev.squareValue(KNIGHT, at('g1'))).toBe(4 + 2 - 5); // centre 4, kings (3 - 2) x2, home -5
  expect(ev.squareValue(-KNIGHT, at('g8'))).toBe(4 + 2 - 5);
  expect(ev.squareValue(PAWN, at('e4'))).toBe(16);
  expect(ev.squareValue(BISHOP, at('c4'))).toBe(22);
  expect(ev.squareValue(KING, at('e1'))).toBe(-8);
  expect(ev.squareValue(ROOK, at('e4'))).toBe(0);
  expect(ev.squareValue(QUEEN, at('e4'))).toBe(0);
});

test('evaluate without a trace allocates nothing per call (smoke: many calls, same result)', () => {
  const b = board(KIWIPETE);
  const ev = new GnuEvaluator();
  ev.prepare(b);
  const first = ev.evaluate(b);
  const trace: EvalTerm[] = [];
  for (let i = 0; i < 1000; i++) expect(ev.evaluate(b)).toBe(first);
  expect(ev.evaluate(b, trace)).toBe(first);
});
