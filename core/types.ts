// The vocabulary of the board: colours, roles, signed piece codes and square names.
//
// Piece codes are small signed integers, as both historical programs stored them:
//   Pawn 1, Knight 2, Bishop 3, Rook 4, Queen 5, King 6; positive for White, negative for Black.
// A colour is +1 (White) or -1 (Black), so `piece * colour > 0` means "a piece of that colour".

export const COLORS = ['white', 'black'] as const;
export type ColorName = (typeof COLORS)[number];

/** +1 for White, -1 for Black: multiply a role by it to get the signed piece code. */
export type Color = 1 | -1;
export const WHITE: Color = 1;
export const BLACK: Color = -1;

export const ROLES = ['pawn', 'knight', 'bishop', 'rook', 'queen', 'king'] as const;
export type RoleName = (typeof ROLES)[number];

/** Unsigned role codes. */
export const PAWN = 1;
export const KNIGHT = 2;
export const BISHOP = 3;
export const ROOK = 4;
export const QUEEN = 5;
export const KING = 6;
export type Role = 1 | 2 | 3 | 4 | 5 | 6;

/** A per-colour pair, indexed by colour name. */
export type ByColor<T> = { [C in ColorName]: T };

/** Index 0 for White, 1 for Black: for arrays kept per colour. */
export function colorIndex(c: Color): 0 | 1 {
  return c === 1 ? 0 : 1;
}

export const FILE_NAMES = 'abcdefgh';
export const RANK_NAMES = '12345678';

/** FEN letters by role code (index 0 unused); upper case is White. */
export const ROLE_LETTERS = ' pnbrqk';

/** The FEN letter of a signed piece code ('P' for 1, 'n' for -2). */
export function pieceLetter(piece: number): string {
  const letter = ROLE_LETTERS[Math.abs(piece)] ?? '?';
  return piece > 0 ? letter.toUpperCase() : letter;
}

/** The signed piece code of a FEN letter, or undefined. */
export function pieceFromLetter(letter: string): number | undefined {
  const role = ROLE_LETTERS.indexOf(letter.toLowerCase());
  if (role < 1 || letter.length !== 1) return undefined;
  return letter === letter.toUpperCase() ? role : -role;
}

/**
 * A layout-independent square index, a1 = 0, b1 = 1, ..., h8 = 63 (file + 8 * rank).
 * Boards of either layout convert to and from it; notation works in it.
 */
export type Square64 = number & { readonly __index: 'a1=0' };

export function square64(file: number, rank: number): Square64 {
  return (file + rank * 8) as Square64;
}

/** "e4" from a Square64. */
export function squareName(s: Square64): string {
  return FILE_NAMES[s & 7]! + RANK_NAMES[s >> 3]!;
}

/** A Square64 from "e4", or undefined. */
export function parseSquareName(text: string): Square64 | undefined {
  if (text.length !== 2) return undefined;
  const file = FILE_NAMES.indexOf(text[0]!);
  const rank = RANK_NAMES.indexOf(text[1]!);
  if (file < 0 || rank < 0) return undefined;
  return square64(file, rank);
}
