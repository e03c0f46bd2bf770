// Flags and checks shared by the engine commands (analyze, eval, bench): which engine and which
// position (the limits are ../flag-parsers.ts's, shared with the teletype). Each check returns a Result whose error is the one line the user sees;
// the commands check every flag before they create an engine, so bad input never reaches one.

import type { Options } from 'yargs';
import type { Board } from '../../core/board.js';
import { boardFen, boardFromFen, START_FEN } from '../../core/fen.js';
import { X88 } from '../../core/layout.js';
import { err, ok, type Result } from '../../core/result.js';
import { parseSan } from '../../core/san.js';
import { makeUci, parseUci } from '../../core/uci-move.js';
import type { Engine } from '../../engines/engine.js';
import type { Registry } from '../../engines/registry.js';

/** The --engine flag, optional (bench) or required (analyze, eval). */
export function engineOption(required: boolean, registered: readonly string[]) {
  const known = registered.length > 0 ? registered.join(', ') : 'none built yet';
  return {
    type: 'string',
    demandOption: required,
    describe: `engine id (${known})`,
  } as const satisfies Options;
}

/** A new instance of engine `id`, or the registry's one-line complaint. */
export function createEngine(registry: Registry, id: string | undefined): Result<Engine, string> {
  if (id === undefined || id === '') {
    return err(`--engine is required; choose one of ${registry.ids().join(', ') || '(none built yet)'}`);
  }
  const engine = registry.create(id);
  return engine ? ok(engine) : err(registry.unknown(id));
}

/**
 * The same, set up for analysis: an engine with its own opening book searches instead of
 * answering from the book (OwnBook off), as analysis and benchmarks want.
 */
export function createAnalysisEngine(registry: Registry, id: string | undefined): Result<Engine, string> {
  const engine = createEngine(registry, id);
  if (engine.ok && engine.value.options.some((o) => o.name === 'OwnBook'))
    engine.value.setOption('OwnBook', 'false');
  return engine;
}

/** A position as the engine commands take it: a FEN, the moves after it, and the result. */
export interface GamePosition {
  /** The FEN the moves start from (the start position when --fen was not given). */
  readonly startFen: string;
  /** The moves after it, in UCI. */
  readonly moves: readonly string[];
  /** The position reached (a 0x88 board; notation only, never searched). */
  readonly board: Board;
  /** Its FEN. */
  readonly fen: string;
}

/** A UCI-shaped token; anything else in --moves is read as SAN. */
const UCI_SHAPE = /^[a-h][1-8][a-h][1-8][nbrqNBRQ]?$/;
/** A move number as a game score writes it, alone ('12.', '12...') or glued on ('12.e4'). */
const MOVE_NUMBER = /^\d+\.+/;

/**
 * The position of --fen (default: the start position) followed by --moves: moves separated by
 * spaces (or commas), in UCI ('e2e4', 'e7e8q') or SAN ('e4', 'Nf3', 'O-O'), move numbers allowed
 * ('1. e4 e5 2. Nf3'). A bad move is named with its place in the list, counting from 1.
 */
export function parsePosition(
  fen: string | undefined,
  moves: string | undefined,
): Result<GamePosition, string> {
  const startFen = fen ?? START_FEN;
  const parsed = boardFromFen(startFen, X88);
  if (!parsed.ok) return err(parsed.error.message);
  const board = parsed.value;
  const tokens = (moves ?? '')
    .split(/[\s,]+/)
    .map((t) => t.replace(MOVE_NUMBER, ''))
    .filter((t) => t !== '');
  const uci: string[] = [];
  for (const [i, token] of tokens.entries()) {
    const move = UCI_SHAPE.test(token) ? parseUci(board, token) : parseSan(board, token);
    if (!move.ok) return err(`--moves: move ${i + 1} '${token}' is ${move.error.detail}`);
    uci.push(makeUci(board, move.value));
    board.make(move.value);
  }
  return ok({ startFen, moves: uci, board, fen: boardFen(board) });
}
