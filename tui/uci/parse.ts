// UCI command lines in, typed commands out. Pure: no engine, no board, no I/O.
//
//   "position startpos moves e2e4"   -> { kind: 'position', fen: START_FEN, moves: ['e2e4'] }
//   "go wtime 1000 btime 900 winc 10" -> { kind: 'go', limits: { wtime: 1000, ... }, ponder: false, ... }
//   "setoption name Hash value 16"   -> { kind: 'setoption', name: 'Hash', value: '16' }
//   "xyzzy"                          -> undefined (unknown commands are ignored, as the spec asks)
//   "go depth five"                  -> error: go: depth 'five' is not a whole number
//
// As the UCI specification asks, unknown tokens before a command are skipped ("joho debug on"
// is "debug on") and unknown tokens inside `go` are ignored. Whether a FEN or a move is legal is
// left to the session, which has a board; here `position` is only split into its parts.

import { START_FEN } from '../../core/fen.js';
import { err, ok, type Result } from '../../core/result.js';
import type { SearchLimits } from '../../engines/engine.js';

export const UCI_COMMANDS = [
  'uci',
  'debug',
  'isready',
  'setoption',
  'register',
  'ucinewgame',
  'position',
  'go',
  'stop',
  'ponderhit',
  'quit',
] as const;
export type UciCommandName = (typeof UCI_COMMANDS)[number];

/** `go` as sent: the limits for the engine plus the parts the session handles itself. */
export interface GoCommand {
  readonly kind: 'go';
  /** depth, nodes, movetime, the clocks, movestogo and infinite, clamped to sane ranges. */
  readonly limits: SearchLimits;
  /** Search the position as a ponder move until `ponderhit` or `stop`. */
  readonly ponder: boolean;
  /** `mate N`: look for a mate in N moves (the session searches 2N - 1 plies). */
  readonly mate?: number;
  /** `searchmoves ...`: the moves the GUI asked to restrict the search to. */
  readonly searchmoves: readonly string[];
}

export type UciCommand =
  | { readonly kind: 'uci' }
  | { readonly kind: 'debug'; readonly on: boolean }
  | { readonly kind: 'isready' }
  | { readonly kind: 'setoption'; readonly name: string; readonly value: string | undefined }
  | { readonly kind: 'register' }
  | { readonly kind: 'ucinewgame' }
  | { readonly kind: 'position'; readonly fen: string; readonly moves: readonly string[] }
  | GoCommand
  | { readonly kind: 'stop' }
  | { readonly kind: 'ponderhit' }
  | { readonly kind: 'quit' };

export const UCI_ERROR_CODES = ['missing', 'number', 'syntax'] as const;
export type UciErrorCode = (typeof UCI_ERROR_CODES)[number];

export interface UciParseError {
  readonly code: UciErrorCode;
  /** One line naming the command and what was wrong: "go: depth 'five' is not a whole number". */
  readonly message: string;
}

/** The deepest search a `go depth` (or `go mate`) may ask for; deeper asks are clamped. */
export const MAX_GO_DEPTH = 64;
/** The largest node count, time or clock a `go` may give; larger ones are clamped. */
export const MAX_GO_NUMBER = 1e12;

/** A token as an error message quotes it: at most 40 characters. */
export function quote(text: string): string {
  return `'${text.length > 40 ? `${text.slice(0, 40)}...` : text}'`;
}

/** A failed parse with its code and one-line message. */
function failure(code: UciErrorCode, message: string): { ok: false; error: UciParseError } {
  return err({ code, message });
}

/** Whether a token is a UCI command word. */
function isCommand(token: string): token is UciCommandName {
  return (UCI_COMMANDS as readonly string[]).includes(token);
}

/**
 * The command on a line, undefined for a line to ignore (empty, or no known command in it), or
 * a one-line error for a known command that is malformed.
 */
export function parseUciLine(line: string): Result<UciCommand | undefined, UciParseError> {
  const tokens = line
    .trim()
    .split(/\s+/)
    .filter((t) => t !== '');
  const at = tokens.findIndex(isCommand);
  if (at < 0) return ok(undefined);
  const name = tokens[at] as UciCommandName;
  const args = tokens.slice(at + 1);
  switch (name) {
    case 'uci':
    case 'isready':
    case 'register':
    case 'ucinewgame':
    case 'stop':
    case 'ponderhit':
    case 'quit':
      return ok({ kind: name });
    case 'debug':
      return parseDebug(args);
    case 'setoption':
      return parseSetOption(args);
    case 'position':
      return parsePosition(args);
    case 'go':
      return parseGo(args);
  }
}

/** `debug on|off`. */
function parseDebug(args: readonly string[]): Result<UciCommand, UciParseError> {
  const word = args[0];
  if (word === 'on' || word === 'off') return ok({ kind: 'debug', on: word === 'on' });
  if (word === undefined) return failure('missing', 'debug: expected on or off');
  return failure('syntax', `debug: ${quote(word)} is not on or off`);
}

/** `setoption name <name> [value <value>]`; both the name and the value may contain spaces. */
function parseSetOption(args: readonly string[]): Result<UciCommand, UciParseError> {
  if (args[0] !== 'name') return failure('missing', "setoption: expected 'name <option>'");
  const valueAt = args.indexOf('value', 1);
  const nameTokens = args.slice(1, valueAt < 0 ? undefined : valueAt);
  if (nameTokens.length === 0) return failure('missing', 'setoption: the option name is missing');
  const value = valueAt < 0 ? undefined : args.slice(valueAt + 1).join(' ');
  return ok({ kind: 'setoption', name: nameTokens.join(' '), value });
}

/** `position startpos|fen <fields> [moves m1 m2 ...]`; FEN and moves are checked by the session. */
function parsePosition(args: readonly string[]): Result<UciCommand, UciParseError> {
  const movesAt = args.indexOf('moves');
  const head = movesAt < 0 ? args : args.slice(0, movesAt);
  const moves = movesAt < 0 ? [] : args.slice(movesAt + 1);
  const [kind, ...rest] = head;
  if (kind === 'startpos') {
    if (rest.length > 0) return failure('syntax', `position: unexpected ${quote(rest[0]!)} after startpos`);
    return ok({ kind: 'position', fen: START_FEN, moves });
  }
  if (kind === 'fen') {
    if (rest.length === 0) return failure('missing', 'position: the FEN is missing');
    return ok({ kind: 'position', fen: rest.join(' '), moves });
  }
  if (kind === undefined) return failure('missing', "position: expected 'startpos' or 'fen <FEN>'");
  return failure('syntax', `position: ${quote(kind)} is not 'startpos' or 'fen'`);
}

/** The `go` parameters that take a number, and the range each is clamped to. */
const GO_NUMBERS = {
  wtime: { min: 0, max: MAX_GO_NUMBER, signed: true },
  btime: { min: 0, max: MAX_GO_NUMBER, signed: true },
  winc: { min: 0, max: MAX_GO_NUMBER, signed: true },
  binc: { min: 0, max: MAX_GO_NUMBER, signed: true },
  movestogo: { min: 1, max: 1000, signed: false },
  depth: { min: 1, max: MAX_GO_DEPTH, signed: false },
  nodes: { min: 1, max: MAX_GO_NUMBER, signed: false },
  movetime: { min: 1, max: MAX_GO_NUMBER, signed: false },
  mate: { min: 1, max: MAX_GO_DEPTH, signed: false },
} as const;
type GoNumber = keyof typeof GO_NUMBERS;

/** Whether a `go` token takes a number after it. */
function isGoNumber(token: string): token is GoNumber {
  return Object.hasOwn(GO_NUMBERS, token);
}

/** A UCI move's shape (the session checks that it is legal). */
const MOVE_SHAPE = /^[a-h][1-8][a-h][1-8][nbrq]?$/;

/**
 * `go` with any of wtime btime winc binc movestogo depth nodes mate movetime infinite ponder
 * searchmoves, in any order. The clocks may be negative (a GUI whose engine overstepped says so)
 * and count as 0; other numbers must be whole and not negative; every number is clamped to its
 * range (depth 0 searches 1 ply).
 */
function parseGo(args: readonly string[]): Result<UciCommand, UciParseError> {
  const numbers: Partial<Record<GoNumber, number>> = {};
  let infinite = false;
  let ponder = false;
  const searchmoves: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const token = args[i]!;
    if (token === 'infinite') infinite = true;
    else if (token === 'ponder') ponder = true;
    else if (token === 'searchmoves') {
      while (i + 1 < args.length && MOVE_SHAPE.test(args[i + 1]!)) searchmoves.push(args[++i]!);
    } else if (isGoNumber(token)) {
      const text = args[++i];
      if (text === undefined) return failure('missing', `go: ${token} needs a number`);
      const spec = GO_NUMBERS[token];
      if (!(spec.signed ? /^[+-]?\d+$/ : /^\+?\d+$/).test(text)) {
        const what = spec.signed ? 'a whole number' : 'a whole number (0 or more)';
        return failure('number', `go: ${token} ${quote(text)} is not ${what}`);
      }
      numbers[token] = Math.min(spec.max, Math.max(spec.min, Number(text)));
    }
    // Anything else is an unknown token: ignored, as the specification asks.
  }
  const { mate, ...limits } = numbers;
  return ok({
    kind: 'go',
    limits: infinite ? { ...limits, infinite } : limits,
    ponder,
    ...(mate !== undefined ? { mate } : {}),
    searchmoves,
  });
}
