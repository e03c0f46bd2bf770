// The board as a 1980s program printed it on a teletype: capitals only, so the colour is a
// prefix letter (WN is a white knight, BN a black one); empty dark squares are "--" and empty
// light squares "..". White is at the bottom (Black, from Black's side: rank 1 at the top, the
// files H to A); ranks are labelled down both sides and files along the top and bottom:
//
//        A  B  C  D  E  F  G  H
//     8  BR BN BB BQ BK BB BN BR  8
//     7  BP BP BP BP BP BP BP BP  7
//     6  .. -- .. -- .. -- .. --  6
//     ...
//     1  WR WN WB WQ WK WB WN WR  1
//        A  B  C  D  E  F  G  H
//
//     WHITE TO MOVE.  MOVE 1.
//     CASTLING: WHITE O-O O-O-O, BLACK O-O O-O-O.

import { Board } from '../../core/board.js';
import { CASTLE_BK, CASTLE_BQ, CASTLE_WK, CASTLE_WQ, type Setup } from '../../core/setup.js';
import { ROLE_LETTERS, square64, squareName } from '../../core/types.js';

const MARGIN = '   ';
const FILES = '     A  B  C  D  E  F  G  H';
const FILES_FROM_BLACK = '     H  G  F  E  D  C  B  A';

/** The two-letter cell for a signed piece code (0 for an empty square of the given shade). */
function cell(piece: number, dark: boolean): string {
  if (piece === 0) return dark ? '--' : '..';
  return (piece > 0 ? 'W' : 'B') + ROLE_LETTERS[Math.abs(piece)]!.toUpperCase();
}

function castlingText(rights: number): string {
  const side = (king: number, queen: number) =>
    [rights & king ? 'O-O' : '', rights & queen ? 'O-O-O' : ''].filter(Boolean).join(' ') || 'NONE';
  if (rights === 0) return 'CASTLING: NONE.';
  return `CASTLING: WHITE ${side(CASTLE_WK, CASTLE_WQ)}, BLACK ${side(CASTLE_BK, CASTLE_BQ)}.`;
}

/**
 * The position as lines of teletype text (at most 72 columns, all capitals), seen from White's
 * side, or from Black's when `fromBlack` (a person playing Black sees their own pieces below).
 */
export function boardText(position: Board | Setup, fromBlack = false): string[] {
  const setup = position instanceof Board ? position.toSetup() : position;
  const files = fromBlack ? FILES_FROM_BLACK : FILES;
  const lines = [MARGIN + files];
  for (let row = 0; row < 8; row++) {
    const rank = fromBlack ? row : 7 - row;
    const cells: string[] = [];
    for (let col = 0; col < 8; col++) {
      const file = fromBlack ? 7 - col : col;
      cells.push(cell(setup.board[square64(file, rank)]!, (file + rank) % 2 === 0));
    }
    lines.push(`${MARGIN}  ${rank + 1}  ${cells.join(' ')}  ${rank + 1}`);
  }
  lines.push(MARGIN + files, '');
  const mover = setup.turn === 1 ? 'WHITE' : 'BLACK';
  lines.push(`${MARGIN}${mover} TO MOVE.  MOVE ${setup.fullmove}.`);
  lines.push(MARGIN + castlingText(setup.castling));
  if (setup.ep !== -1)
    lines.push(`${MARGIN}EN PASSANT CAPTURE POSSIBLE ON ${squareName(setup.ep).toUpperCase()}.`);
  return lines;
}
