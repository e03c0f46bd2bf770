// The GNU Chess 1987 evaluator against the rules E1-E12 of the reference ([ref], see
// docs/sources.md), each on a position built to show it, and the trace's arithmetic. The
// differential test against the original's own output on 410 positions is oracle.test.ts.

import { describe, expect, test } from 'vitest';
import { START_FEN } from '../../core/fen.js';
import { F_CASTLE, moveTo } from './board.js';
import { GnuEvaluator } from './evaluator.js';
import { gnuBoard, mirrorFen, traced } from './test-support/eval-fixture.js';

describe('examination', () => {
  test.each([
    [START_FEN, 0], // more than 5700 of pieces
    ['4k3/p7/8/8/8/8/8/R3K2R w - - 0 1', 10], // 1040: less than 1300
    ['r2qk3/p7/8/8/8/8/8/R2QK3 w - - 0 1', 6], // 3000: (5700 - 3000) / 440 = 6.1
  ])('stage of %s is %i', (fen, stage) => {
    expect(traced(fen).evaluator.stage).toBe(stage);
  });

  test('E1: knight king proximity is (5 - distance) to each king, counted once', () => {
    // Knight d4, kings a8 (distance 4) and h1 (distance 4): 1 + 1 (the old outline's "x2" gave 4).
    expect(traced('k6r/8/8/8/3N4/8/8/7K w - - 0 1').term('knight: king proximity')[0]).toBe(2);
  });

  test('E2: -5 for knights on b1/g1 and bishops on c1/f1 while the side is undeveloped', () => {
    expect(traced(START_FEN).term('undeveloped')).toEqual([-20, -20]);
    // All four minor pieces gone from b1, c1, f1, g1: developed, no penalty.
    const t = traced('rnbqkbnr/pppppppp/8/8/8/2NB1N2/PPPPBPPP/R2QK2R w KQkq - 0 1');
    expect(t.evaluator.developed[0]).toBe(1);
    expect(t.term('undeveloped')[0]).toBe(0);
    // Only the minor pieces still on b1, c1, f1 and g1 pay: the c1 bishop gone to e3, -15.
    expect(traced('rnbqkbnr/pppppppp/8/8/8/4B3/PPPPPPPP/RN1QKBNR w KQkq - 0 1').term('undeveloped')).toEqual([
      -15, -20,
    ]);
    // A black knight standing on g1 keeps White undeveloped ("of either colour").
    expect(
      traced('r1bqkbnr/pppppppp/8/8/8/2NB1N2/PPPPBPPP/R2QK1nR w KQkq - 0 1').evaluator.developed[0],
    ).toBe(0);
  });
});

describe('pawns', () => {
  test('E3: an isolated pawn also takes the backward terms; only "doubled" is skipped', () => {
    const t = traced('4k3/8/8/8/8/4P3/8/4K3 w - - 0 1');
    expect(t.term('pawn: isolated')[0]).toBe(-20);
    expect(t.term('pawn: backward')[0]).toBe(-6);
    expect(t.term('pawn: backward, half-open file')[0]).toBe(-3);
  });

  test('E4: the reference example scores -65 (the c2 pawn takes the "attacked" table)', () => {
    const t = traced('7k/p7/8/2R5/8/6PK/r1p4P/8 w - - 0 1');
    expect(t.score).toBe(-65);
    // c2: 140 (attacked, 7th rank, stage 10) rather than 280 (free); a7: 15.
    expect(t.term('pawn: passed')[1]).toBe(140 + 15);
  });

  test('E4: a passed pawn with a man directly in front loses 8 more, unscaled, even in the opening', () => {
    const blocked = traced('r1bqkbnr/pp1ppppp/2n5/2P5/8/8/PP1PPPPP/RNBQKBNR w KQkq - 0 1');
    expect(blocked.evaluator.stage).toBe(0);
    expect(blocked.term('pawn: passed, blocked')[0]).toBe(-8);
  });
});

describe('kings', () => {
  test('E5: Kh1 with no g-pawn is -15 (KHOPN at stage 0); h1 looks at the g-file', () => {
    const t = traced('r1bqkb1r/pppppppp/2n2n2/8/8/2N2N2/PPPPPP1P/R1BQ1RBK w - - 0 1');
    expect(t.evaluator.stage).toBe(0);
    expect(t.term('king: open files')[0]).toBe(-15);
  });

  test('E6: in the ending the king averages its square with its best safe neighbour', () => {
    // The original's own values for this position: 12 (e2) and 29 (d5).
    const t = traced('8/8/8/3k4/8/8/3PK3/8 w - - 0 1');
    expect([t.value('e2'), t.value('d5')]).toEqual([12, 29]);
  });

  test('E12: castling is refused when the rook square is attacked, allowed when only b1 is', () => {
    const castles = (fen: string) => {
      const b = gnuBoard(fen);
      const list = new Int32Array(256);
      const n = b.generate(list, 0);
      return [...list.subarray(0, n)].filter((m) => m & F_CASTLE).map((m) => moveTo(m));
    };
    // A black rook on the h-file attacks h1: no king-side castling.
    expect(castles('4k2r/8/8/8/8/8/8/R3K2R w KQ - 0 1')).toEqual([2]);
    // A black rook on the b-file attacks b1: no queen-side castling either (b1 counts).
    expect(castles('1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1')).toEqual([6]);
  });
});

describe('hung men', () => {
  test('E8: the reference example: the d4 rook hung, the pin a second hung man, HUNGX', () => {
    const t = traced('k2r4/8/8/8/q2R4/8/8/3QK3 w - - 0 1');
    expect(t.evaluator.hung[0]).toBe(2);
    expect(t.term('more than one hung')[0]).toBe(-10);
    expect(t.term('hung')[0]).toBe(-8); // the rook; the pin counts without a penalty of its own
  });

  test('E10: a pinned knight counts as hung when its own kind attacks it with a second attacker', () => {
    // game-002: the c3 knight, pinned by Bb4, attacked by Ne4 and Bb4 (defended by b2 and Qd3):
    // counted (the original's hung count is 1, 0).
    const counted = traced('r2q1rk1/pppb1ppp/2n1p3/2Pp4/1b1PnB2/2NQ4/PP2PPPP/R3KBNR w KQ - 7 9');
    expect([...counted.evaluator.hung]).toEqual([1, 0]);
    // game-150: the d7 knight, pinned by Bb5, attacked by Bb5 and Rd1 (no knight, no pawn): not
    // counted (the original's 0, 0).
    const not = traced('4k1nr/p1rnb3/8/1B2p1Pp/N7/P3BP2/1P6/3R1K1R w k - 0 25');
    expect([...not.evaluator.hung]).toEqual([0, 0]);
  });

  test('E8: a side in check counts its king as hung (-8)', () => {
    const t = traced('4k3/8/8/8/8/8/4r3/R3K3 w - - 0 1');
    expect(t.term('hung')[0]).toBe(-8);
    expect(t.evaluator.hung[0]).toBe(1);
  });

  test('E11: no +200 against a bare king for a knight and a pawn (at most a bishop of pieces)', () => {
    const t = traced('K7/3P4/8/8/8/8/4k3/1N6 w - - 0 1');
    expect(t.term('bare king')).toEqual([0, 0]);
    expect(t.score).toBe(779); // the original's static score
  });

  test('E11: +200 against a bare king for more than a bishop of pieces, whoever is to move', () => {
    for (const side of ['w', 'b']) {
      const t = traced(`K7/3P4/8/8/8/8/4k3/1R6 ${side} - - 0 1`);
      expect(t.term('bare king')).toEqual([200, 0]);
      // The trace's White-view sum is the score from the side to move's view, turned.
      expect(side === 'w' ? t.score : -t.score).toBe(t.sum);
      expect(side === 'w' ? t.score : -t.score).toBeGreaterThan(1000);
    }
  });

  test('E11: the side ahead with no pawns and at most a bishop of pieces scores 0, whoever is to move', () => {
    for (const side of ['w', 'b']) {
      // Black's knight against White's pawn: Black ahead, no pawns, a knight only.
      const t = traced(`k7/8/8/8/8/8/3PK3/1n6 ${side} - - 0 1`);
      expect(t.score).toBe(0);
      expect(t.sum).toBe(0);
      // A rook is more than a bishop: no draw.
      expect(traced(`k7/8/8/8/8/8/3PK3/1r6 ${side} - - 0 1`).score).not.toBe(0);
      // The side behind is not drawn down to 0: White's knight against Black's passed pawn on d2.
      expect(traced(`K7/8/8/8/8/8/3pk3/1N6 ${side} - - 0 1`).score).not.toBe(0);
    }
  });

  test('the mating routine against a bare king: 4995 + pieces - dying-king square - 2 x distance', () => {
    expect(traced('8/8/8/3k4/8/8/8/1R4K1 w - - 0 1').score).toBe(5435);
  });

  test("the mating routine writes no man's value: each keeps the one it had (read from the traces: end-29)", () => {
    const b = gnuBoard('8/8/8/3k4/8/8/8/1R4K1 w - - 0 1');
    const evaluator = new GnuEvaluator();
    evaluator.examine(b);
    b.svalue.fill(7);
    expect(evaluator.evaluate(b)).toBe(5435);
    for (const sq of [1, 6, 35]) expect(b.svalue[sq]).toBe(7); // b1, g1, d5
    // Through the search's cache likewise, after another position's full evaluation: the
    // position met again writes nothing either.
    const other = gnuBoard('8/8/8/3k4/8/8/5P2/1R4K1 w - - 0 1');
    evaluator.evaluateCached(other);
    b.svalue.fill(9);
    expect(evaluator.evaluateCached(b)).toBe(5435);
    expect(evaluator.evaluateCached(b)).toBe(5435);
    expect([...b.svalue].filter((v) => v !== 9)).toEqual([]);
  });
});

describe("the king's dominated squares", () => {
  // game-159 (the oracle's static evaluation): Black has rooks and a knight, no bishop or queen.
  // The c1 rook dominates e1, f1 and g1 next to Kf2; only f1, beside the king, is in a rook's
  // direction, so the three are not "more than two" and Kf2 is -19, the original's.
  const FEN = '5rk1/2p2ppp/3p4/p2P3B/R3PR1P/2P3P1/1n3K2/2r5 w - - 0 1';
  const F2 = 13;

  test("count only in the directions of the enemy's line pieces (game-159: Kf2 -19, not -23)", () => {
    expect(traced(FEN).value('f2')).toBe(-19);
  });

  test("a promotion gives its side a queen's lines until the next examination, and the cached evaluations are dropped", () => {
    const b = gnuBoard(FEN);
    const evaluator = new GnuEvaluator();
    evaluator.examine(b);
    const before = evaluator.evaluateCached(b);
    expect(b.svalue[F2]).toBe(-19);
    evaluator.promoted(1);
    // The corners count now: a fourth safe check against Kf2, -4 at stage 6 (KSFTY 2).
    expect(evaluator.evaluateCached(b)).toBe(before - 4);
    expect(b.svalue[F2]).toBe(-23);
    evaluator.examine(b);
    expect(evaluator.evaluateCached(b)).toBe(before);
  });
});

describe('the trace', () => {
  test.each([
    START_FEN,
    'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
    '7k/p7/8/2R5/8/6PK/r1p4P/8 w - - 0 1',
    '8/8/8/3k4/8/8/8/1R4K1 w - - 0 1',
    '8/8/1k6/8/8/8/5pK1/8 w - - 0 1',
    'k2r4/8/8/8/q2R4/8/8/3QK3 w - - 0 1',
  ])('sums to the total, White view, for %s', (fen) => {
    const t = traced(fen);
    const white = t.board.side === 0 ? t.score : -t.score;
    expect(t.sum).toBe(white);
  });

  test("each side's terms go to its own column: the tempo and the second hung man of Black", () => {
    expect(traced(START_FEN).term('side to move')).toEqual([10, 0]);
    expect(traced(START_FEN.replace(' w ', ' b ')).term('side to move')).toEqual([0, 10]);
    // E8's reference position mirrored, either side to move: two men hung on each side, each
    // side's -10 in its own column.
    for (const side of ['w', 'b']) {
      const t = traced(mirrorFen(`k2r4/8/8/8/q2R4/8/8/3QK3 ${side} - - 0 1`));
      expect([...t.evaluator.hung]).toEqual([2, 2]);
      expect(t.term('more than one hung')).toEqual([-10, -10]);
    }
  });

  test('colour symmetry: the mirrored position scores the same for the side to move', () => {
    for (const fen of [
      START_FEN,
      '7k/p7/8/2R5/8/6PK/r1p4P/8 w - - 0 1',
      'k2r4/8/8/8/q2R4/8/8/3QK3 w - - 0 1',
    ])
      expect(traced(mirrorFen(fen)).score).toBe(traced(fen).score);
  });
});
