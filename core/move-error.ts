// Why a typed move (SAN or UCI) was not accepted, shared by san.ts and uci-move.ts.
//
// The message is one line naming the text and the problem, e.g.
//   move 'Nf9': not a square
// `detail` is the part after the colon, so callers with more context (the PGN reader) can say
//   PGN game 3, move 12 (Black) at line 40: 'Nf9' is not a square

import type { Color } from './types.js';

export const MOVE_ERROR_CODES = ['syntax', 'square', 'illegal', 'ambiguous', 'promotion'] as const;
export type MoveErrorCode = (typeof MOVE_ERROR_CODES)[number];

export interface MoveError {
  readonly code: MoveErrorCode;
  /** The move text as given (trimmed). */
  readonly text: string;
  /**
   * What was wrong, without the move text: "not a square", "ambiguous (Nbd2, Nfd2)". It reads on
   * after "'Nf9' is", so a caller can write the move and its problem in one sentence.
   */
  readonly detail: string;
  /** One line: `move '<text>': <detail>`. */
  readonly message: string;
}

/** A MoveError for `text` with the given code and detail. */
export function moveError(code: MoveErrorCode, text: string, detail: string): MoveError {
  return { code, text, detail, message: `move '${text}': ${detail}` };
}

/** 'White' or 'Black', as messages name the side to move. */
export function sideWord(c: Color): 'White' | 'Black' {
  return c === 1 ? 'White' : 'Black';
}
