// FEN in and out: parseFen turns text into a validated Setup, makeFen the reverse.
// Errors name the field and the offending text, e.g.
//   FEN field 4 (en passant): 'e9' is not a square
// Four-field FENs (as in EPD and UCI) are accepted; the clocks then default to 0 and 1.

import { Board } from './board.js';
import { X88 } from './layout.js';
import { err, ok, type Result } from './result.js';
import { CASTLE_BK, CASTLE_BQ, CASTLE_WK, CASTLE_WQ, type Setup } from './setup.js';
import {
  KING,
  PAWN,
  parseSquareName,
  pieceFromLetter,
  pieceLetter,
  square64,
  squareName,
  type Color,
  type Square64,
} from './types.js';

export const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

export const FEN_FIELDS = [
  'placement',
  'side to move',
  'castling',
  'en passant',
  'halfmove clock',
  'fullmove number',
] as const;

export type FenErrorCode =
  | 'empty'
  | 'fields'
  | 'placement'
  | 'kings'
  | 'pawns'
  | 'count'
  | 'turn'
  | 'castling'
  | 'ep'
  | 'clock'
  | 'check';

export interface FenError {
  readonly code: FenErrorCode;
  /** 1-based FEN field the error is in (0 for the FEN as a whole). */
  readonly field: number;
  /** One line, naming the field and the bad text. */
  readonly message: string;
}

function fieldError(code: FenErrorCode, field: number, detail: string): FenError {
  const name = FEN_FIELDS[field - 1];
  return { code, field, message: `FEN field ${field} (${name}): ${detail}` };
}

function wholeError(code: FenErrorCode, detail: string): FenError {
  return { code, field: 0, message: `FEN: ${detail}` };
}

const COLOR_WORD = (c: Color) => (c === 1 ? 'White' : 'Black');

function parsePlacement(text: string, board: Int8Array): FenError | undefined {
  const ranks = text.split('/');
  if (ranks.length !== 8)
    return fieldError('placement', 1, `'${text}' has ${ranks.length} ranks; expected 8`);
  for (let i = 0; i < 8; i++) {
    const rankText = ranks[i]!;
    const rank = 7 - i;
    if (rankText === '')
      return fieldError('placement', 1, `rank ${rank + 1} is empty (an empty rank is written '8')`);
    let file = 0;
    let lastWasDigit = false;
    for (const ch of rankText) {
      if (ch >= '0' && ch <= '9') {
        if (ch === '0' || ch === '9')
          return fieldError(
            'placement',
            1,
            `'${ch}' in rank ${rank + 1} is not a count of 1 to 8 empty squares`,
          );
        if (lastWasDigit)
          return fieldError('placement', 1, `rank ${rank + 1} '${rankText}' has two digits in a row`);
        file += Number(ch);
        lastWasDigit = true;
        continue;
      }
      lastWasDigit = false;
      const piece = pieceFromLetter(ch);
      if (piece === undefined)
        return fieldError(
          'placement',
          1,
          `'${ch}' in rank ${rank + 1} is not a piece letter (PNBRQK, pnbrqk) or a digit`,
        );
      if (file < 8) board[square64(file, rank)] = piece;
      file++;
    }
    if (file !== 8)
      return fieldError('placement', 1, `rank ${rank + 1} '${rankText}' covers ${file} squares; expected 8`);
  }
  return undefined;
}

function checkMaterial(board: Int8Array): FenError | undefined {
  for (const color of [1, -1] as const) {
    const count = new Array<number>(7).fill(0);
    for (let s = 0; s < 64; s++) {
      const p = board[s]! * color;
      if (p > 0) count[p]!++;
    }
    if (count[KING] === 0) return fieldError('kings', 1, `${COLOR_WORD(color)} has no king`);
    if (count[KING]! > 1) return fieldError('kings', 1, `${COLOR_WORD(color)} has ${count[KING]} kings`);
    if (count[PAWN]! > 8)
      return fieldError('count', 1, `${COLOR_WORD(color)} has ${count[PAWN]} pawns; at most 8`);
    const total = count.reduce((a, b) => a + b, 0);
    if (total > 16) return fieldError('count', 1, `${COLOR_WORD(color)} has ${total} pieces; at most 16`);
  }
  for (let s = 0; s < 64; s++) {
    const p = board[s]!;
    const rank = s >> 3;
    if (Math.abs(p) === PAWN && (rank === 0 || rank === 7)) {
      return fieldError(
        'pawns',
        1,
        `a ${p > 0 ? 'white' : 'black'} pawn on ${squareName(s as Square64)}; pawns never stand on rank 1 or 8`,
      );
    }
  }
  return undefined;
}

const CASTLE_LETTERS: Record<string, { bit: number; king: number; rook: number; color: Color }> = {
  K: { bit: CASTLE_WK, king: square64(4, 0), rook: square64(7, 0), color: 1 },
  Q: { bit: CASTLE_WQ, king: square64(4, 0), rook: square64(0, 0), color: 1 },
  k: { bit: CASTLE_BK, king: square64(4, 7), rook: square64(7, 7), color: -1 },
  q: { bit: CASTLE_BQ, king: square64(4, 7), rook: square64(0, 7), color: -1 },
};

function parseCastling(text: string, board: Int8Array): Result<number, FenError> {
  if (text === '-') return ok(0);
  let rights = 0;
  for (const ch of text) {
    if (ch === '-') return err(fieldError('castling', 3, `'${text}' mixes '-' with castling rights`));
    const right = CASTLE_LETTERS[ch];
    if (!right) return err(fieldError('castling', 3, `'${ch}' in '${text}' is not one of K, Q, k, q or -`));
    if (rights & right.bit) return err(fieldError('castling', 3, `'${text}' repeats '${ch}'`));
    rights |= right.bit;
    const side = right.color === 1 ? 'white' : 'black';
    if (board[right.king] !== KING * right.color) {
      return err(
        fieldError(
          'castling',
          3,
          `right '${ch}' needs the ${side} king on ${squareName(right.king as Square64)}`,
        ),
      );
    }
    if (board[right.rook] !== 4 * right.color) {
      return err(
        fieldError(
          'castling',
          3,
          `right '${ch}' needs a ${side} rook on ${squareName(right.rook as Square64)}`,
        ),
      );
    }
  }
  return ok(rights);
}

function parseEp(text: string, board: Int8Array, turn: Color): Result<Square64 | -1, FenError> {
  if (text === '-') return ok(-1);
  const sq = parseSquareName(text);
  if (sq === undefined) return err(fieldError('ep', 4, `'${text}' is not a square`));
  const wantRank = turn === 1 ? 5 : 2;
  if (sq >> 3 !== wantRank) {
    return err(
      fieldError(
        'ep',
        4,
        `'${text}' is not on rank ${wantRank + 1}, where en passant is possible with ${COLOR_WORD(turn)} to move`,
      ),
    );
  }
  if (board[sq] !== 0) return err(fieldError('ep', 4, `'${text}' is occupied`));
  const pawnSq = (sq - 8 * turn) as Square64;
  if (board[pawnSq] !== -turn * PAWN) {
    return err(
      fieldError(
        'ep',
        4,
        `'${text}' has no ${turn === 1 ? 'black' : 'white'} pawn on ${squareName(pawnSq)} that just moved two squares`,
      ),
    );
  }
  const fromSq = (sq + 8 * turn) as Square64;
  if (board[fromSq] !== 0)
    return err(
      fieldError('ep', 4, `'${text}' cannot follow a double step: ${squareName(fromSq)} is occupied`),
    );
  return ok(sq);
}

function parseCount(text: string, field: 5 | 6): Result<number, FenError> {
  if (!/^\d+$/.test(text)) return err(fieldError('clock', field, `'${text}' is not a whole number`));
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n > 100000)
    return err(fieldError('clock', field, `'${text}' is too large`));
  return ok(n);
}

/** Parses a FEN (6 fields, or 4 with the clocks left out) into a validated Setup. */
export function parseFen(fen: string): Result<Setup, FenError> {
  const text = fen.trim();
  if (text === '') return err(wholeError('empty', 'the FEN is empty'));
  const fields = text.split(/\s+/);
  if (fields.length !== 4 && fields.length !== 6) {
    return err(
      // Line breaks shown as \n: the message stays one line whatever the FEN held.
      wholeError(
        'fields',
        `'${text.replace(/\r/g, '\\r').replace(/\n/g, '\\n')}' has ${fields.length} fields; expected 6 (or 4 without the clocks)`,
      ),
    );
  }
  const board = new Int8Array(64);
  const placementError = parsePlacement(fields[0]!, board) ?? checkMaterial(board);
  if (placementError) return err(placementError);

  const turnText = fields[1]!;
  if (turnText !== 'w' && turnText !== 'b')
    return err(fieldError('turn', 2, `'${turnText}' is not 'w' or 'b'`));
  const turn: Color = turnText === 'w' ? 1 : -1;

  const castling = parseCastling(fields[2]!, board);
  if (!castling.ok) return castling;
  const ep = parseEp(fields[3]!, board, turn);
  if (!ep.ok) return ep;

  let halfmove = 0;
  let fullmove = 1;
  if (fields.length === 6) {
    const h = parseCount(fields[4]!, 5);
    if (!h.ok) return h;
    const f = parseCount(fields[5]!, 6);
    if (!f.ok) return f;
    halfmove = h.value;
    // Puzzle collections often write "1 0" for the clocks: a fullmove number of 0 reads as 1.
    fullmove = Math.max(1, f.value);
  }

  const setup: Setup = { board, turn, castling: castling.value, ep: ep.value, halfmove, fullmove };
  const probe = Board.fromSetup(setup, X88);
  const waiting = -turn as Color;
  if (probe.isAttacked(probe.kings[waiting === 1 ? 0 : 1]!, turn)) {
    return err(
      wholeError('check', `${COLOR_WORD(waiting)} is in check but it is ${COLOR_WORD(turn)}'s move`),
    );
  }
  return ok(setup);
}

/** The FEN of a Setup. */
export function makeFen(setup: Setup): string {
  const rows: string[] = [];
  for (let rank = 7; rank >= 0; rank--) {
    let row = '';
    let empty = 0;
    for (let file = 0; file < 8; file++) {
      const p = setup.board[square64(file, rank)]!;
      if (p === 0) {
        empty++;
        continue;
      }
      if (empty) row += String(empty);
      empty = 0;
      row += pieceLetter(p);
    }
    if (empty) row += String(empty);
    rows.push(row);
  }
  let castling = '';
  if (setup.castling & CASTLE_WK) castling += 'K';
  if (setup.castling & CASTLE_WQ) castling += 'Q';
  if (setup.castling & CASTLE_BK) castling += 'k';
  if (setup.castling & CASTLE_BQ) castling += 'q';
  const ep = setup.ep === -1 ? '-' : squareName(setup.ep);
  return `${rows.join('/')} ${setup.turn === 1 ? 'w' : 'b'} ${castling || '-'} ${ep} ${setup.halfmove} ${setup.fullmove}`;
}

/** The FEN of a board's current position. */
export function boardFen(b: Board): string {
  return makeFen(b.toSetup());
}

/** A board for a FEN in the given layout, or the FEN's error. */
export function boardFromFen(
  fen: string,
  layout: Parameters<typeof Board.fromSetup>[1],
): Result<Board, FenError> {
  const setup = parseFen(fen);
  return setup.ok ? ok(Board.fromSetup(setup.value, layout)) : setup;
}
