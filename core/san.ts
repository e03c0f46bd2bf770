// Standard Algebraic Notation, out and in.
//
// makeSan writes the standard form: piece letter, the least disambiguation that works (file,
// else rank, else both), 'x' for captures, '=Q' for promotions, O-O / O-O-O, and '+' or '#'.
// parseSan reads what people type: '+', '#', '!', '?' and 'e.p.' suffixes, 0-0 as well as O-O,
// 'e8Q' as well as 'e8=Q', the 'x' left out or ':' for it, extra disambiguation ('Ng1f3',
// 'e7e8q'), and 'Kg1' for castling. It answers with the one legal move meant, or says why not:
//   move 'Nf9': not a square     move 'Nd2': ambiguous (Nbd2, Nfd2)

import type { Board } from './board.js';
import { nameOf } from './layout.js';
import { isCapture, isCastle, movePromo, moveFrom, moveTo, type Move } from './move.js';
import { moveError, sideWord, type MoveError } from './move-error.js';
import { generateLegal, legalMoves, MAX_MOVES } from './movegen.js';
import { err, ok, type Result } from './result.js';
import { FILE_NAMES, PAWN, parseSquareName, QUEEN, RANK_NAMES, ROLE_LETTERS } from './types.js';

/** The SAN of a legal move in the board's position. The board is left as it was. */
export function makeSan(board: Board, move: Move): string {
  return sanBody(board, move, legalMoves(board)) + checkSuffix(board, move);
}

/** The SAN without its check suffix, given the position's legal moves for disambiguation. */
function sanBody(board: Board, move: Move, legal: readonly Move[]): string {
  const L = board.layout;
  const from = moveFrom(move);
  const to = moveTo(move);
  if (isCastle(move)) return L.fileOf[to]! > L.fileOf[from]! ? 'O-O' : 'O-O-O';
  const role = Math.abs(board.pieces[from]!);
  const capture = isCapture(move) ? 'x' : '';
  if (role === PAWN) {
    const promo = movePromo(move);
    const fromFile = capture ? FILE_NAMES[L.fileOf[from]!]! : '';
    return fromFile + capture + nameOf(L, to) + (promo ? '=' + ROLE_LETTERS[promo]!.toUpperCase() : '');
  }
  const letter = ROLE_LETTERS[role]!.toUpperCase();
  return letter + disambiguation(board, move, legal) + capture + nameOf(L, to);
}

/** '', the file, the rank, or both: the least that tells `move` from same-piece moves to its square. */
function disambiguation(board: Board, move: Move, legal: readonly Move[]): string {
  const L = board.layout;
  const P = board.pieces;
  const from = moveFrom(move);
  const to = moveTo(move);
  let rivals = 0;
  let sameFile = false;
  let sameRank = false;
  for (const m of legal) {
    const other = moveFrom(m);
    if (other === from || moveTo(m) !== to || P[other] !== P[from]) continue;
    rivals++;
    if (L.fileOf[other] === L.fileOf[from]) sameFile = true;
    if (L.rankOf[other] === L.rankOf[from]) sameRank = true;
  }
  if (rivals === 0) return '';
  const file = FILE_NAMES[L.fileOf[from]!]!;
  const rank = RANK_NAMES[L.rankOf[from]!]!;
  if (!sameFile) return file;
  if (!sameRank) return rank;
  return file + rank;
}

/** '#' if the move mates, '+' if it checks, else ''. Makes and unmakes the move. */
function checkSuffix(board: Board, move: Move): string {
  board.make(move);
  let suffix = '';
  if (board.inCheck()) suffix = generateLegal(board, new Int32Array(MAX_MOVES), 0) === 0 ? '#' : '+';
  board.unmake();
  return suffix;
}

const CASTLE_SHAPE = /^([O0o])-?\1(-?\1)?$/;
/** Piece letter, from file, from rank, 'x' or ':', target, promotion (with or without '='). */
const MOVE_SHAPE = /^([PNBRQK])?([a-h])?([1-8])?[x:]?([a-z]\d+)(?:=?([NBRQnbrq]))?$/;
const SUFFIXES = /(?:\s*e\.p\.)?[+#!?]*$/;

/** The legal move that the SAN text names in this position, or why there is none. */
export function parseSan(board: Board, text: string): Result<Move, MoveError> {
  const t = text.trim();
  const body = t.replace(SUFFIXES, '');
  const legal = legalMoves(board);
  const castle = CASTLE_SHAPE.exec(body);
  if (castle) return parseCastle(board, t, castle[2] === undefined, legal);
  const shape = MOVE_SHAPE.exec(body);
  if (!shape) return err(moveError('syntax', t, 'not a SAN move (e.g. e4, Nf3, exd5, O-O, e8=Q)'));
  const to = parseSquareName(shape[4]!);
  if (to === undefined) return err(moveError('square', t, 'not a square'));
  const L = board.layout;
  const role = shape[1] ? ROLE_LETTERS.indexOf(shape[1].toLowerCase()) : PAWN;
  // A pawn move without a from-file is a push: captures must name the file they come from.
  const file = shape[2] ? FILE_NAMES.indexOf(shape[2]) : role === PAWN ? to & 7 : -1;
  const rank = shape[3] ? RANK_NAMES.indexOf(shape[3]) : -1;
  const promo = shape[5] ? ROLE_LETTERS.indexOf(shape[5].toLowerCase()) : -1;
  const target = L.squares[to]!;
  const candidates = legal.filter((m) => {
    const from = moveFrom(m);
    return (
      moveTo(m) === target &&
      Math.abs(board.pieces[from]!) === role &&
      (file === -1 || L.fileOf[from] === file) &&
      (rank === -1 || L.rankOf[from] === rank) &&
      (promo === -1 || movePromo(m) === promo)
    );
  });
  return pickCandidate(board, t, candidates);
}

/** The one candidate, or the error for none (illegal), several promotions, or several pieces. */
function pickCandidate(board: Board, text: string, candidates: readonly Move[]): Result<Move, MoveError> {
  if (candidates.length === 1) return ok(candidates[0]!);
  if (candidates.length === 0) {
    return err(moveError('illegal', text, `not a legal move for ${sideWord(board.side)}`));
  }
  const froms = new Set(candidates.map(moveFrom));
  if (froms.size === 1 && movePromo(candidates[0]!) !== 0) {
    const queen = candidates.find((m) => movePromo(m) === QUEEN) ?? candidates[0]!;
    const example = makeSan(board, queen).replace(/[+#]$/, '');
    return err(moveError('promotion', text, `missing a promotion piece (e.g. ${example})`));
  }
  const sans = [...new Set(candidates.map((m) => makeSan(board, m)))].sort();
  return err(moveError('ambiguous', text, `ambiguous (${sans.join(', ')})`));
}

/** The castling move on the given wing, or the error if it is not legal. */
function parseCastle(
  board: Board,
  text: string,
  kingside: boolean,
  legal: readonly Move[],
): Result<Move, MoveError> {
  const L = board.layout;
  const found = legal.find((m) => isCastle(m) && L.fileOf[moveTo(m)]! > L.fileOf[moveFrom(m)]! === kingside);
  if (found !== undefined) return ok(found);
  return err(moveError('illegal', text, `not a legal move for ${sideWord(board.side)}`));
}
