// Attack maps: counts and attacking roles per square, direct attacks only.

import { expect, test } from 'vitest';
import { MAILBOX, X88 } from '../../core/layout.js';
import { BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK, parseSquareName } from '../../core/types.js';
import { addAttacks, ATK_COUNT_MASK, cheapestAttacker, roleBit } from './attacks.js';
import { board } from './test-support/eval-fixture.js';

function attacksOf(fen: string, color: 1 | -1, layout = X88) {
  const b = board(fen, layout);
  const list = new Int32Array(64);
  let n = 0;
  for (let s = 0; s < 64; s++) {
    const sq = layout.squares[s]!;
    if (b.pieces[sq]! * color > 0) list[n++] = sq;
  }
  const atk = new Int32Array(layout.size);
  addAttacks(b, list, 0, n, atk);
  return (name: string) => atk[layout.squares[parseSquareName(name)!]!]!;
}

test.each([X88, MAILBOX])('start position, White ($id)', (layout) => {
  const at = attacksOf('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 1, layout);
  expect(at('e3') & ATK_COUNT_MASK).toBe(2); // d2, f2
  expect(at('f3') & ATK_COUNT_MASK).toBe(3); // e2, g2, Ng1
  expect(cheapestAttacker(at('f3'))).toBe(PAWN);
  expect(at('d2') & ATK_COUNT_MASK).toBe(4); // Nb1, Bc1, Qd1, Ke1
  expect(cheapestAttacker(at('d2'))).toBe(KNIGHT);
  expect(at('d2') & roleBit(KING)).not.toBe(0);
  expect(at('e4')).toBe(0);
  expect(at('a1')).toBe(0); // nothing attacks the corner rook
  expect(at('b1') & ATK_COUNT_MASK).toBe(1); // Ra1
  expect(cheapestAttacker(at('b1'))).toBe(ROOK);
});

test('sliders stop at the first man, which they attack; no batteries', () => {
  // Ra1 and Qa2 on the a-file: a3.. are attacked by the queen only.
  const at = attacksOf('4k3/8/8/8/8/8/Q7/R3K3 w - - 0 1', 1);
  expect(at('a2') & ATK_COUNT_MASK).toBe(1);
  expect(at('a3') & ATK_COUNT_MASK).toBe(1);
  expect(cheapestAttacker(at('a3'))).toBe(QUEEN);
  expect(at('b3') & roleBit(QUEEN)).not.toBe(0);
  expect(at('h8') & ATK_COUNT_MASK).toBe(0); // Qa2's diagonal ends on g8
  expect(at('g8') & roleBit(QUEEN)).not.toBe(0);
  expect(cheapestAttacker(0)).toBe(0);
  expect(cheapestAttacker(roleBit(BISHOP) | roleBit(QUEEN) | 2)).toBe(BISHOP);
});

test('black pawns attack downwards', () => {
  const at = attacksOf('4k3/4p3/8/8/8/8/8/4K3 w - - 0 1', -1);
  expect(cheapestAttacker(at('d6'))).toBe(PAWN);
  expect(cheapestAttacker(at('f6'))).toBe(PAWN);
  expect(at('d8') & roleBit(PAWN)).toBe(0);
});
