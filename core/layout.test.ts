import { describe, expect, it } from 'vitest';
import { JUMP_SLOTS, LAYOUTS, PAD, type Layout } from './layout.js';

/** The squares `offsets` reach from `sq`, in offset order, kept when on the board. */
function onBoard(layout: Layout, sq: number, offsets: Int32Array): number[] {
  return [...offsets].map((d) => sq + d).filter((to) => layout.offBoard[to + PAD] === 0);
}

/** The list a jump table holds for `sq`, up to its -1. */
function listed(table: Int8Array, sq: number): number[] {
  const slots = [...table.subarray(sq * JUMP_SLOTS, (sq + 1) * JUMP_SLOTS)];
  return slots.slice(0, slots.indexOf(-1));
}

describe.each(Object.values(LAYOUTS))('$id jump tables', (layout) => {
  it('list, for every square, the on-board knight and king steps in offset order, then -1', () => {
    for (const sq of layout.squares) {
      expect(listed(layout.knightTargets, sq)).toEqual(onBoard(layout, sq, layout.knightOffsets));
      expect(listed(layout.kingTargets, sq)).toEqual(onBoard(layout, sq, layout.kingOffsets));
    }
  });

  it('give a knight in the corner two squares and one in the middle eight', () => {
    const [a1, e4] = [layout.squares[0]!, layout.squares[28]!];
    expect(listed(layout.knightTargets, a1)).toHaveLength(2);
    expect(listed(layout.knightTargets, e4)).toHaveLength(8);
    expect(listed(layout.kingTargets, a1)).toHaveLength(3);
  });
});
