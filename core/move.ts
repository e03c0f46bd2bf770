// Moves are packed into one 32-bit integer so move lists are plain Int32Arrays:
//
//   bits  0..7   from square (layout numbering; both layouts fit in 7 bits)
//   bits  8..15  to square
//   bits 16..18  promotion role (0 = none, 2 knight .. 5 queen)
//   bit  19      capture (including en passant)
//   bit  20      en passant
//   bit  21      castling (the king's move; the rook follows)
//   bit  22      pawn double step
//
// The captured piece is not in the move: make() reads it from the board and keeps it on the
// undo stack. 0 is never a legal move (from = to = 0), so it serves as "no move".

export type Move = number;

export const FLAG_CAPTURE = 1 << 19;
export const FLAG_EP = 1 << 20;
export const FLAG_CASTLE = 1 << 21;
export const FLAG_DOUBLE = 1 << 22;

export function encodeMove(from: number, to: number, promo: number, flags: number): Move {
  return from | (to << 8) | (promo << 16) | flags;
}

export function moveFrom(m: Move): number {
  return m & 0xff;
}

export function moveTo(m: Move): number {
  return (m >> 8) & 0xff;
}

/** Promotion role (2..5) or 0. */
export function movePromo(m: Move): number {
  return (m >> 16) & 7;
}

export function isCapture(m: Move): boolean {
  return (m & FLAG_CAPTURE) !== 0;
}

export function isCastle(m: Move): boolean {
  return (m & FLAG_CASTLE) !== 0;
}
