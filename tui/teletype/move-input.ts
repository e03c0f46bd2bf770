// Moves as a person types them at the teletype, in any case and in any of three styles, and the
// long notation the teletype prints them in.
//
// Accepted (spaces anywhere are ignored, and so are a move number before the move, '12.' or
// '12...', and '+', '#', '!', '?' and 'EP' / 'E.P.' after it):
//   SAN, any case         e4  E4  Nf3  NF3  nf3  exd5  EXD5  Nbd2  e8=Q  E8Q  Kg1 (castling)
//   castling              O-O  0-0  o-o  O-O-O  0-0-0
//   coordinates           e2e4  E2E4  E2-E4  g1f3  e7e8q  E7-E8=Q  e7xd8=N  Ng1-f3 (piece named)
// Descriptive notation (P-K4) is not read.
//
// The letter B is both the bishop and the b-file, and upper case hides which is meant:
//   - a small 'b' first is the b-file pawn (standard SAN: bxc3 is a pawn capture);
//   - a capital 'B' followed by small letters is the bishop (standard SAN: Bxc3);
//   - in all capitals (BXC3, BC3) it is whichever of the two is legal; when both are, the move
//     is ambiguous and the error names both in coordinates: 'BXC3 IS AMBIGUOUS IN CAPITALS:
//     PAWN B2XC3 OR BISHOP D2XC3'.
//   A preferred reading that is not legal falls back to the other one. A pawn reading needs the
//   b-file to differ from the target's file, so BB4 is always the bishop.
// The paper prints SAN in capitals (capitalSan) with a b-pawn's capture written from and to,
// B7XC6, so that a printed BXC6 is always the bishop's.
//
// Long notation, the board being the position before the move:
//   E2-E4  G1-F3  E4XD5  O-O  O-O-O  E7-E8=Q  D7XC8=N  E5XD6 EP (en passant)
// No piece letters and no check marks, as the programs of the day printed their moves; the
// ' EP' suffix is read back by parseMoveInput.
//
// Errors are one line in capitals, the typed text first, and say why when it is cheap to know:
//   E5: NO WHITE PAWN CAN REACH E5        E3-E4: NO PIECE ON E3
//   NF3 IS AMBIGUOUS: NBD2 OR NFD2        E7-E8: PROMOTION NEEDS A PIECE, E.G. E7-E8=Q
//   NF3: THAT MOVE LEAVES YOUR KING IN CHECK          NOT A MOVE: XYZ (E.G. E4, NF3, E2-E4, O-O)

import type { Board } from '../../core/board.js';
import { isCastle, moveFrom, movePromo, moveTo, type Move } from '../../core/move.js';
import { generatePseudo, legalMoves, MAX_MOVES } from '../../core/movegen.js';
import { err, ok, type Result } from '../../core/result.js';
import { makeSan } from '../../core/san.js';
import { makeUci } from '../../core/uci-move.js';
import { CASTLE_BK, CASTLE_BQ, CASTLE_WK, CASTLE_WQ } from '../../core/setup.js';
import {
  FILE_NAMES,
  KING,
  PAWN,
  QUEEN,
  RANK_NAMES,
  ROLE_LETTERS,
  ROLES,
  parseSquareName,
  type Color,
} from '../../core/types.js';

const SUFFIXES = /(?:e\.?p\.?)?[+#!?]*$/;
const CASTLE_SHAPE = /^([o0])-?\1(-?\1)?$/;
/** Optional piece letter, from square, '-', 'x' or ':', to square, promotion. */
const COORD_SHAPE = /^([pnbrqk])?([a-h][1-8])[-x:]?([a-h][1-8])(?:=?([nbrq]))?$/;
/** Piece letter, from file, from rank, capture mark, target, promotion. */
const PIECE_SHAPE = /^([pnbrqk])([a-h])?([1-8])?([x:])?([a-z]\d+)(?:=?([nbrq]))?$/;
/** From file (captures only), capture mark, target, promotion. */
const PAWN_SHAPE = /^([a-h])?([x:])?([a-z]\d+)(?:=?([nbrq]))?$/;
/** A move number before the move, as in '12. e4' or '12... e5'. */
const MOVE_NUMBER = /^\d+\.+/;
const EXAMPLES = '(E.G. E4, NF3, E2-E4, O-O)';
/** The most of the typed text an error quotes. */
const MAX_SHOWN = 24;

/** One way of reading typed SAN: which piece, where from (if said), where to, what it becomes. */
interface Reading {
  readonly role: number;
  readonly file: number; // -1 if not given
  readonly rank: number; // -1 if not given
  readonly capture: boolean;
  readonly to: string; // square name, maybe not a real square ('f9')
  readonly promo: number; // -1 if not given
}

/** The legal move that the typed text names, as UCI text, or why there is none (one line, capitals). */
export function parseMoveInput(board: Board, text: string): Result<string, string> {
  const shown = shownText(text);
  const body = text.replace(/\s+/g, '').toLowerCase().replace(MOVE_NUMBER, '').replace(SUFFIXES, '');
  if (body === '') return err(`TYPE A MOVE ${EXAMPLES}`);
  const legal = legalMoves(board);
  const castle = CASTLE_SHAPE.exec(body);
  if (castle) return castleMove(board, shown, castle[2] === undefined, legal);
  const coord = COORD_SHAPE.exec(body);
  if (coord) return coordinateMove(board, shown, coord, legal);
  const typed = text.replace(/\s+/g, '');
  const readings = sanReadings(body);
  if (readings.length === 0) return err(`NOT A MOVE: ${shown} ${EXAMPLES}`);
  // Two readings only for a leading B; its case may say which is meant.
  const pawnByCase = typed[0] === 'b';
  const caseDecides = pawnByCase || (typed[0] === 'B' && /[a-z]/.test(typed));
  if (readings.length === 2 && pawnByCase) readings.reverse();
  return sanMove(board, shown, readings, caseDecides, legal);
}

// ---------------------------------------------------------------- castling

/** The castling move on one wing, or why it is not legal. */
function castleMove(
  board: Board,
  shown: string,
  kingside: boolean,
  legal: readonly Move[],
): Result<string, string> {
  const L = board.layout;
  const found = legal.find((m) => isCastle(m) && L.fileOf[moveTo(m)]! > L.fileOf[moveFrom(m)]! === kingside);
  if (found !== undefined) return ok(makeUci(board, found));
  return err(`${shown}: ${whyNoCastle(board, kingside)}`);
}

/** Why the side to move cannot castle on this wing (the rules in the order a person checks them). */
function whyNoCastle(board: Board, kingside: boolean): string {
  const white = board.side === 1;
  const c = board.castleSq;
  const right = white ? (kingside ? CASTLE_WK : CASTLE_WQ) : kingside ? CASTLE_BK : CASTLE_BQ;
  const wing = kingside ? 'KINGSIDE' : 'QUEENSIDE';
  if ((board.castling & right) === 0) return `${sideName(board.side)} MAY NO LONGER CASTLE ${wing}`;
  if (board.inCheck()) return 'YOU CANNOT CASTLE OUT OF CHECK';
  const between = white
    ? kingside
      ? [c.f1, c.g1]
      : [c.d1, c.c1, c.b1]
    : kingside
      ? [c.f8, c.g8]
      : [c.d8, c.c8, c.b8];
  if (between.some((sq) => board.pieces[sq] !== 0)) return 'THE SQUARES BETWEEN KING AND ROOK ARE NOT EMPTY';
  return 'THE KING WOULD CROSS OR LAND ON AN ATTACKED SQUARE';
}

// ---------------------------------------------------------------- coordinates

/** A move typed as from and to squares (a piece letter and a promotion optional). */
function coordinateMove(
  board: Board,
  shown: string,
  shape: RegExpExecArray,
  legal: readonly Move[],
): Result<string, string> {
  const L = board.layout;
  const from = L.squares[parseSquareName(shape[2]!)!]!;
  const to = L.squares[parseSquareName(shape[3]!)!]!;
  const promo = shape[4] ? roleOf(shape[4]) : -1;
  const piece = board.pieces[from]!;
  const fromName = shape[2]!.toUpperCase();
  if (piece === 0) return err(`${shown}: NO PIECE ON ${fromName}`);
  if (Math.sign(piece) !== board.side) {
    return err(
      `${shown}: THE ${pieceName(piece)} ON ${fromName} IS NOT YOURS; ${sideName(board.side)} IS TO MOVE`,
    );
  }
  if (shape[1] && roleOf(shape[1]) !== Math.abs(piece)) {
    return err(`${shown}: THE PIECE ON ${fromName} IS A ${roleName(piece)}`);
  }
  const same = legal.filter((m) => moveFrom(m) === from && moveTo(m) === to);
  const found = same.find((m) => movePromo(m) === Math.max(promo, 0));
  if (found !== undefined) return ok(makeUci(board, found));
  if (same.length > 0 && promo === -1) {
    const queen = same.find((m) => movePromo(m) === QUEEN) ?? same[0]!;
    return err(`${shown}: PROMOTION NEEDS A PIECE, E.G. ${longNotation(board, makeUci(board, queen))}`);
  }
  if (same.length > 0) return err(`${shown}: ONLY A PAWN REACHING THE LAST RANK PROMOTES`);
  if (
    Math.abs(piece) === KING &&
    Math.abs(L.fileOf[to]! - L.fileOf[from]!) === 2 &&
    L.rankOf[to] === L.rankOf[from]
  ) {
    return err(`${shown}: ${whyNoCastle(board, L.fileOf[to]! > L.fileOf[from]!)}`);
  }
  const pseudo = pseudoMoves(board).filter((m) => moveFrom(m) === from && moveTo(m) === to);
  if (pseudo.length > 0) return err(`${shown}: ${checkReason(board)}`);
  const target = board.pieces[to]!;
  if (target !== 0 && Math.sign(target) === board.side) {
    return err(`${shown}: YOUR OWN ${roleName(target)} IS ON ${shape[3]!.toUpperCase()}`);
  }
  return err(`${shown}: THE ${pieceName(piece)} ON ${fromName} CANNOT GO TO ${shape[3]!.toUpperCase()}`);
}

// ---------------------------------------------------------------- SAN

/**
 * The readings of typed SAN (lower-cased): one for most text, two, the piece first, when a
 * leading b may be the bishop or the b-file (see the note at the top).
 */
function sanReadings(body: string): Reading[] {
  const asPiece = PIECE_SHAPE.exec(body);
  const asPawn = PAWN_SHAPE.exec(body);
  const pieceReading: Reading | undefined = asPiece
    ? {
        role: roleOf(asPiece[1]!),
        file: asPiece[2] ? FILE_NAMES.indexOf(asPiece[2]) : -1,
        rank: asPiece[3] ? RANK_NAMES.indexOf(asPiece[3]) : -1,
        capture: asPiece[4] !== undefined,
        to: asPiece[5]!,
        promo: asPiece[6] ? roleOf(asPiece[6]) : -1,
      }
    : undefined;
  const pawnFile = asPawn?.[1] ? FILE_NAMES.indexOf(asPawn[1]) : -1;
  // A from-file is for captures: the same file as the target is no pawn move.
  const pawnReading: Reading | undefined =
    asPawn && pawnFile !== FILE_NAMES.indexOf(asPawn[3]![0]!)
      ? {
          role: PAWN,
          file: pawnFile,
          rank: -1,
          capture: asPawn[2] !== undefined || pawnFile !== -1,
          to: asPawn[3]!,
          promo: asPawn[4] ? roleOf(asPawn[4]) : -1,
        }
      : undefined;
  return [pieceReading, pawnReading].filter((r) => r !== undefined);
}

/** The legal moves a reading names. */
function candidates(board: Board, r: Reading, legal: readonly Move[]): Move[] {
  const L = board.layout;
  const sq = parseSquareName(r.to);
  if (sq === undefined) return [];
  const to = L.squares[sq]!;
  return legal.filter((m) => {
    const from = moveFrom(m);
    return (
      moveTo(m) === to &&
      Math.abs(board.pieces[from]!) === r.role &&
      (r.file === -1 || L.fileOf[from] === r.file) &&
      (r.rank === -1 || L.rankOf[from] === r.rank) &&
      (r.promo === -1 || movePromo(m) === r.promo)
    );
  });
}

/**
 * Picks the move of SAN text from its readings (the preferred first), or says why it cannot.
 * Two readings that both name legal moves are ambiguous unless the case of the text decided.
 */
function sanMove(
  board: Board,
  shown: string,
  readings: readonly Reading[],
  caseDecides: boolean,
  legal: readonly Move[],
): Result<string, string> {
  const live = readings
    .map((reading) => ({ reading, moves: candidates(board, reading, legal) }))
    .filter((x) => x.moves.length > 0);
  if (live.length === 0) return err(`${shown}: ${whyNoSan(board, readings[0]!)}`);
  if (live.length === 2 && !caseDecides) {
    const names = live.flatMap(({ reading, moves }) =>
      distinctFroms(moves).map(
        (m) => `${reading.role === PAWN ? 'PAWN' : 'BISHOP'} ${longNotation(board, makeUci(board, m))}`,
      ),
    );
    return err(`${shown} IS AMBIGUOUS IN CAPITALS: ${orList(names)}`);
  }
  return pickOne(board, shown, live[0]!.moves);
}

/** The one move, or the error for several promotions of one pawn or several pieces. */
function pickOne(board: Board, shown: string, moves: readonly Move[]): Result<string, string> {
  if (moves.length === 1) return ok(makeUci(board, moves[0]!));
  const froms = distinctFroms(moves);
  if (froms.length === 1) {
    const queen = moves.find((m) => movePromo(m) === QUEEN) ?? moves[0]!;
    return err(`${shown}: PROMOTION NEEDS A PIECE, E.G. ${sanText(board, queen)}`);
  }
  return err(`${shown} IS AMBIGUOUS: ${orList(froms.map((m) => sanText(board, m)).sort())}`);
}

/** Why no legal move fits a SAN reading, as cheaply as it can be told. */
function whyNoSan(board: Board, r: Reading): string {
  const sq = parseSquareName(r.to);
  if (sq === undefined) return `${r.to.toUpperCase()} IS NOT A SQUARE`;
  const L = board.layout;
  const to = L.squares[sq]!;
  const toName = r.to.toUpperCase();
  const side = board.side;
  const role = roleName(r.role);
  const lastRank = side === 1 ? 7 : 0;
  if (r.promo !== -1 && (r.role !== PAWN || L.rankOf[to] !== lastRank)) {
    return 'ONLY A PAWN REACHING THE LAST RANK PROMOTES';
  }
  const pseudo = pseudoMoves(board).filter((m) => {
    const from = moveFrom(m);
    return (
      moveTo(m) === to &&
      Math.abs(board.pieces[from]!) === r.role &&
      (r.file === -1 || L.fileOf[from] === r.file) &&
      (r.rank === -1 || L.rankOf[from] === r.rank)
    );
  });
  if (pseudo.length > 0) return checkReason(board);
  const target = board.pieces[to]!;
  if (target !== 0 && Math.sign(target) === side) return `YOUR OWN ${roleName(target)} IS ON ${toName}`;
  if (r.capture && target === 0 && !(r.role === PAWN && board.ep === to))
    return `NOTHING TO TAKE ON ${toName}`;
  if (board.counts[side * r.role + 6] === 0) return `${sideName(side)} HAS NO ${role}`;
  const from =
    r.file !== -1 && r.rank !== -1
      ? ` ON ${(FILE_NAMES[r.file]! + RANK_NAMES[r.rank]!).toUpperCase()}`
      : r.file !== -1
        ? ` ON THE ${FILE_NAMES[r.file]!.toUpperCase()} FILE`
        : r.rank !== -1
          ? ` ON RANK ${RANK_NAMES[r.rank]!}`
          : '';
  return `NO ${sideName(side)} ${role}${from} CAN REACH ${toName}`;
}

// ---------------------------------------------------------------- long notation

/**
 * The move in 1980s long notation: 'E2-E4', 'E4XD5', 'O-O', 'E7-E8=Q', 'E5XD6 EP'. The board is
 * the position before the move; the move need not be legal there (malformed UCI comes back in
 * capitals as it was).
 */
export function longNotation(board: Board, uci: string): string {
  const shape = /^([a-h][1-8])([a-h][1-8])([nbrq]?)$/.exec(uci.trim().toLowerCase());
  if (!shape) return uci.trim().toUpperCase();
  const L = board.layout;
  const from = L.squares[parseSquareName(shape[1]!)!]!;
  const to = L.squares[parseSquareName(shape[2]!)!]!;
  const piece = board.pieces[from]!;
  const role = Math.abs(piece);
  const df = L.fileOf[to]! - L.fileOf[from]!;
  if (role === KING && Math.abs(df) === 2 && L.rankOf[to] === L.rankOf[from]) return df > 0 ? 'O-O' : 'O-O-O';
  const target = board.pieces[to]!;
  const enPassant = role === PAWN && df !== 0 && target === 0 && to === board.ep;
  const capture = enPassant || (target !== 0 && Math.sign(target) !== Math.sign(piece));
  const promo = shape[3] ? '=' + shape[3].toUpperCase() : '';
  const text = shape[1]! + (capture ? 'x' : '-') + shape[2]!;
  return text.toUpperCase() + promo + (enPassant ? ' EP' : '');
}

/**
 * SAN in the teletype's capitals, as the paper prints moves. A b-pawn's capture, 'bxc6', would
 * read as a bishop's, 'BXC6', so it is written from and to instead, 'B7XC6' (with its check
 * mark), as long notation writes it; parseMoveInput reads both back.
 */
export function capitalSan(board: Board, move: Move): string {
  const san = makeSan(board, move);
  if (!san.startsWith('bx')) return san.toUpperCase();
  const mark = /[+#]$/.exec(san)?.[0] ?? '';
  return longNotation(board, makeUci(board, move)) + mark;
}

// ---------------------------------------------------------------- helpers

/** The typed text as errors quote it: one line of printable capitals, cut if long. */
function shownText(text: string): string {
  const t = text
    .replace(/\s+/g, ' ')
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .toUpperCase();
  return t.length <= MAX_SHOWN ? t : t.slice(0, MAX_SHOWN - 3) + '...';
}

function roleOf(letter: string): number {
  return ROLE_LETTERS.indexOf(letter.toLowerCase());
}

function sideName(side: Color | number): string {
  return side === 1 ? 'WHITE' : 'BLACK';
}

/** 'KNIGHT' for a signed piece code. */
function roleName(piece: number): string {
  return ROLES[Math.abs(piece) - 1]!.toUpperCase();
}

/** 'WHITE KNIGHT' for a signed piece code. */
function pieceName(piece: number): string {
  return `${sideName(Math.sign(piece))} ${roleName(piece)}`;
}

/** The side to move's pseudo-legal moves (legal but for leaving the king attacked). */
function pseudoMoves(board: Board): Move[] {
  const buf = new Int32Array(MAX_MOVES);
  return Array.from(buf.subarray(0, generatePseudo(board, buf, 0)));
}

/** Why a pseudo-legal move is illegal: it leaves the king attacked. */
function checkReason(board: Board): string {
  return board.inCheck()
    ? 'THAT MOVE DOES NOT GET YOUR KING OUT OF CHECK'
    : 'THAT MOVE LEAVES YOUR KING IN CHECK';
}

/** SAN in capitals without a check mark, as the errors quote moves. */
function sanText(board: Board, move: Move): string {
  return makeSan(board, move).replace(/[+#]$/, '').toUpperCase();
}

/** One move per distinct from-square (the queen promotion where there are several). */
function distinctFroms(moves: readonly Move[]): Move[] {
  const byFrom = new Map<number, Move>();
  for (const m of moves) {
    const kept = byFrom.get(moveFrom(m));
    if (kept === undefined || movePromo(m) === QUEEN) byFrom.set(moveFrom(m), m);
  }
  return [...byFrom.values()];
}

/** 'A', 'A OR B', 'A, B OR C'. */
function orList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} OR ${items.at(-1)!}`;
}
