import { expect, test } from 'vitest';
import { boardFromFen, START_FEN } from '../../core/fen.js';
import { X88 } from '../../core/layout.js';
import { printBoard } from './board-print.js';

const start = () => {
  const b = boardFromFen(START_FEN, X88);
  if (!b.ok) throw new Error(b.error.message);
  return b.value;
};

test('plain ASCII by default, the machine named under the board in a game', () => {
  const lines = printBoard(start(), { machine: { side: -1, name: 'ZARKOV' } });
  expect(lines).toContain('     8  BR BN BB BQ BK BB BN BR  8');
  expect(lines.at(-1)).toBe('   ZARKOV PLAYS BLACK: ITS PIECES ARE MARKED B.');
  expect(lines.join('')).toMatch(/^[\x20-\x7e]*$/);
});

test('--unicode: glyphs in the same columns, labels untouched', () => {
  const lines = printBoard(start(), { unicode: true });
  expect(lines).toContain('     8  \u265c  \u265e  \u265d  \u265b  \u265a  \u265d  \u265e  \u265c   8');
  expect(lines[0]).toBe('        A  B  C  D  E  F  G  H');
  expect(lines).toContain('   WHITE TO MOVE.  MOVE 1.');
});

test("from Black's side: rank 1 at the top, the files H to A, Black's pieces below, h1 still light (issue 25, item 12)", () => {
  const lines = printBoard(start(), { fromBlack: true, machine: { side: 1, name: 'ZARKOV' } });
  expect(lines.slice(0, 10)).toEqual([
    '        H  G  F  E  D  C  B  A',
    '     1  WR WN WB WK WQ WB WN WR  1',
    '     2  WP WP WP WP WP WP WP WP  2',
    '     3  .. -- .. -- .. -- .. --  3',
    '     4  -- .. -- .. -- .. -- ..  4',
    '     5  .. -- .. -- .. -- .. --  5',
    '     6  -- .. -- .. -- .. -- ..  6',
    '     7  BP BP BP BP BP BP BP BP  7',
    '     8  BR BN BB BK BQ BB BN BR  8',
    '        H  G  F  E  D  C  B  A',
  ]);
});
