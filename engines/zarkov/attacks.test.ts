// Zarkov's attack and defence tables: the seed's knight offsets and 0x88 test, slider stepping,
// role bits, mobility, king zones, and the 0x88 distance / direction tables.

import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { X88 } from '../../core/layout.js';
import { BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK, parseSquareName } from '../../core/types.js';
import { board } from '../gnu/test-support/eval-fixture.js';
import {
  ATK_COUNT_MASK,
  AttackTables,
  CENTRE_STEPS,
  cheapestAttacker,
  DIFF_BIAS,
  DIRECTION,
  DISTANCE,
  INFO_BLACK_ZONE,
  INFO_WHITE_ZONE,
  KNIGHT_OFFSETS,
  SIDE_STRIDE,
} from './attacks.js';

/** 0x88 square of a name. */
const sq = (name: string) => X88.squares[parseSquareName(name)!]!;
/** Name of a 0x88 square. */
const nameOf = (s: number) => 'abcdefgh'[s & 7]! + String((s >> 4) + 1);

/** Tables of a FEN with every man added as the evaluator does; entry(colour, square name). */
function tablesOf(fen: string) {
  const b = board(fen);
  const at = new AttackTables();
  at.clear();
  at.addAll(b.pieces);
  return {
    at,
    pieces: b.pieces,
    entry: (color: 1 | -1, name: string) => at.atk[(color === 1 ? 0 : SIDE_STRIDE) + sq(name)]!,
    attacked: (color: 1 | -1) => {
      const out: string[] = [];
      for (let s = 0; s < 128; s++) {
        if ((s & 0x88) === 0 && (at.atk[(color === 1 ? 0 : SIDE_STRIDE) + s]! & ATK_COUNT_MASK) !== 0)
          out.push(nameOf(s));
      }
      return out.sort();
    },
  };
}

describe('the seed\'s knight move generation ("How Zarkov Plays Chess", section 1)', () => {
  // The seed's table: origination square + offset = destination square.
  test.each([
    [0x0e, 0x33, 'd4'],
    [0x1f, 0x44, 'e5'],
    [0x21, 0x46, 'g5'],
    [0x12, 0x37, 'h4'],
    [-0x0e, 0x17, 'h2'],
    [-0x1f, 0x06, 'g1'],
    [-0x21, 0x04, 'e1'],
    [-0x12, 0x13, 'd2'],
  ])('0x25 (f3) + %i = 0x%s', (offset, dest, name) => {
    expect(0x25 + offset).toBe(dest);
    expect(nameOf(dest)).toBe(name);
    expect((dest & 0x88) === 0).toBe(true);
  });

  test("KNIGHT_OFFSETS is the seed's KnightOffsets[], in order, and the core X88 layout's", () => {
    expect([...KNIGHT_OFFSETS]).toEqual([0x0e, 0x1f, 0x21, 0x12, -0x0e, -0x1f, -0x21, -0x12]);
    expect([...X88.knightOffsets]).toEqual([...KNIGHT_OFFSETS]);
  });

  test('a knight on f3 attacks exactly d4 e5 g5 h4 h2 g1 e1 d2, in the seed order', () => {
    const t = tablesOf('4k3/8/8/8/8/5N2/8/4K3 w - - 0 1');
    const knightSquares = t.attacked(1).filter((n) => (t.entry(1, n) & (1 << (8 + KNIGHT))) !== 0);
    expect(knightSquares).toEqual(['d2', 'd4', 'e1', 'e5', 'g1', 'g5', 'h2', 'h4']);
    expect([...KNIGHT_OFFSETS].map((o) => nameOf(0x25 + o))).toEqual([
      'd4',
      'e5',
      'g5',
      'h4',
      'h2',
      'g1',
      'e1',
      'd2',
    ]);
  });

  test('steps off the board are dropped by the 0x88 test (knight on a1: b3 and c2 only)', () => {
    const t = tablesOf('4k3/8/8/8/8/8/8/N3K3 w - - 0 1');
    const knight = t.attacked(1).filter((n) => (t.entry(1, n) & (1 << (8 + KNIGHT))) !== 0);
    expect(knight).toEqual(['b3', 'c2']);
    // Every off-board destination of a1 has bit 7 or bit 3 set.
    for (const o of KNIGHT_OFFSETS) {
      const to = 0x00 + o;
      if (!['b3', 'c2'].includes(nameOf(to & 0x77))) expect(to & 0x88).not.toBe(0);
    }
  });

  test('the attack-table code steps offsets with the literal 0x88 test, not a lookup table', () => {
    const source = readFileSync(new URL('./attacks.ts', import.meta.url), 'utf8');
    const body = (name: string) =>
      source.slice(source.indexOf(`  ${name}(`), source.indexOf('\n  }\n', source.indexOf(`  ${name}(`)));
    for (const fn of ['addPawn', 'addKing', 'addKnight', 'addSlider', 'markZone']) {
      expect(body(fn)).toMatch(/\(t & 0x88\) [!=]== 0/);
    }
    expect(source).not.toMatch(/offBoard/);
  });
});

describe('attack and defence tables', () => {
  test('start position: counts, defences of own men and the cheapest attacker', () => {
    const t = tablesOf('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    expect(t.entry(1, 'e3') & ATK_COUNT_MASK).toBe(2); // d2, f2
    expect(t.entry(1, 'f3') & ATK_COUNT_MASK).toBe(3); // e2, g2, Ng1
    expect(cheapestAttacker(t.entry(1, 'f3'))).toBe(PAWN);
    expect(t.entry(1, 'd2') & ATK_COUNT_MASK).toBe(4); // defended by Nb1, Bc1, Qd1, Ke1
    expect(cheapestAttacker(t.entry(1, 'd2'))).toBe(KNIGHT);
    expect(t.entry(1, 'a1')).toBe(0);
    expect(t.entry(-1, 'f6') & ATK_COUNT_MASK).toBe(3);
    expect(t.entry(1, 'e4')).toBe(0);
  });

  test('sliders stop at the first man, which they attack or defend; no x-rays', () => {
    const t = tablesOf('4k3/8/8/8/8/8/Q7/R3K3 w - - 0 1');
    expect(t.entry(1, 'a2') & ATK_COUNT_MASK).toBe(1); // the rook defends the queen
    expect(t.entry(1, 'a3') & ATK_COUNT_MASK).toBe(1); // only the queen: no battery seen through
    expect(cheapestAttacker(t.entry(1, 'a3'))).toBe(QUEEN);
    expect(cheapestAttacker(t.entry(1, 'b1'))).toBe(ROOK);
    expect(t.entry(1, 'g8') & (1 << (8 + QUEEN))).not.toBe(0);
    expect(t.entry(1, 'h8')).toBe(0);
    expect(cheapestAttacker(0)).toBe(0);
    expect(cheapestAttacker((1 << (8 + BISHOP)) | (1 << (8 + KING)) | 2)).toBe(BISHOP);
  });

  test('pawns attack diagonally forward, each colour its own way', () => {
    const t = tablesOf('4k3/4p3/8/8/8/8/3P4/4K3 w - - 0 1');
    expect(t.attacked(1).filter((n) => cheapestAttacker(t.entry(1, n)) === PAWN)).toEqual(['c3', 'e3']);
    expect(t.attacked(-1).filter((n) => cheapestAttacker(t.entry(-1, n)) === PAWN)).toEqual(['d6', 'f6']);
  });

  test.each([
    // [FEN, square of the piece, role, mobility]
    ['empty board, knight on e4', '4k3/8/8/8/4N3/8/8/K7 w - - 0 1', 'e4', KNIGHT, 8],
    [
      'knight on e4, own pawn on d6, enemy pawn on h4 (g3 unsafe)',
      '4k3/8/3P4/8/4N2p/8/8/K7 w - - 0 1',
      'e4',
      KNIGHT,
      6,
    ],
    [
      'rook on a1 with its king on e1 (b1 c1 d1 and the file)',
      '4k3/8/8/8/8/8/8/R3K3 w - - 0 1',
      'a1',
      ROOK,
      10,
    ],
    ['bishop on c1 behind pawns b2 d2', '4k3/8/8/8/8/8/1P1P4/2B1K3 w - - 0 1', 'c1', BISHOP, 0],
    [
      'queen on d4: the enemy knight on d6 counts (a capture), d7 behind it not',
      '4k3/8/3n4/8/3Q4/8/8/K7 w - - 0 1',
      'd4',
      QUEEN,
      24,
    ],
  ])('mobility: %s', (_name, fen, at, role, mobility) => {
    const b = board(fen);
    const t = new AttackTables();
    t.clear();
    t.addAll(b.pieces); // every man in, in the evaluator's order
    if (role === KNIGHT) t.addKnight(sq(at), 1);
    else t.addSlider(sq(at), 1, role);
    expect(t.mobility).toBe(mobility);
  });

  test('king zones: a piece reports how many squares of the enemy king zone it hits', () => {
    const b = board('6k1/5ppp/8/8/8/8/8/K2R2Q1 w - - 0 1');
    const t = new AttackTables();
    t.clear();
    t.addAll(b.pieces);
    expect(t.info[sq('g8')]! & INFO_BLACK_ZONE).not.toBe(0);
    expect(t.info[sq('a2')]! & INFO_WHITE_ZONE).not.toBe(0);
    t.addSlider(sq('d1'), 1, ROOK); // the zone is f7 g7 h7 f8 g8 h8: the d-file misses it
    expect(t.zoneHits).toBe(0);
    t.addSlider(sq('g1'), 1, QUEEN); // up the g-file to the pawn on g7, a zone square: one hit
    expect(t.zoneHits).toBe(1);
  });
});

describe('0x88 geometry by square difference', () => {
  test.each([
    ['a1', 'h8', 7],
    ['e4', 'e4', 0],
    ['e1', 'g2', 2],
    ['b7', 'a1', 6],
  ])('distance %s-%s is %i', (a, b, d) => {
    expect(DISTANCE[sq(a) - sq(b) + DIFF_BIAS]).toBe(d);
    expect(DISTANCE[sq(b) - sq(a) + DIFF_BIAS]).toBe(d);
  });

  test.each([
    ['a1', 'h8', 0x11],
    ['h8', 'a1', -0x11],
    ['e1', 'e8', 0x10],
    ['h1', 'a8', 0x0f],
    ['a1', 'b3', 0],
    ['c2', 'f2', 1],
  ])('direction from %s to %s is %i', (from, to, d) => {
    expect(DIRECTION[sq(to) - sq(from) + DIFF_BIAS]).toBe(d);
  });

  test('centre steps: 0 on the rim, 3 on d4 e4 d5 e5', () => {
    expect(['a1', 'h5', 'd8'].map((n) => CENTRE_STEPS[sq(n)])).toEqual([0, 0, 0]);
    expect(['b2', 'c3', 'd4', 'e5', 'f6', 'g7'].map((n) => CENTRE_STEPS[sq(n)])).toEqual([1, 2, 3, 3, 2, 1]);
  });
});
