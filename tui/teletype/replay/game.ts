// A game ready to replay: its tags, its moves in UCI and SAN, and the FEN of every position
// from the start (position k is the one before move k + 1, counting plies from 0; position N,
// after the last move, is the final one).

import type { Board } from '../../../core/board.js';
import { boardFen, boardFromFen } from '../../../core/fen.js';
import { X88 } from '../../../core/layout.js';
import { replayPgnGame, type PgnGame, type PgnResult } from '../../../core/pgn.js';
import { err, ok, type Result } from '../../../core/result.js';
import { makeUci } from '../../../core/uci-move.js';
import { tag } from './catalogue.js';

export interface ReplayGame {
  readonly event: string;
  readonly site: string;
  readonly date: string;
  readonly round: string;
  readonly white: string;
  readonly black: string;
  /** The result the file gives (its movetext's, else its Result tag). */
  readonly result: PgnResult;
  /**
   * Why the file's movetext looks cut off (core/pgn.ts PgnGame.cutOff), when it does: the moves
   * are replayed, but the result is not announced as reached.
   */
  readonly cutOff?: string;
  readonly startFen: string;
  /** The moves in UCI, one per ply. */
  readonly uci: readonly string[];
  /** The moves in standard SAN, one per ply. */
  readonly san: readonly string[];
  /** FEN of position k, k = 0 .. plies (one more than there are moves). */
  readonly fens: readonly string[];
}

/** Replays a parsed PGN game; its error is the PGN reader's one-line message. */
export function replayGame(game: PgnGame): Result<ReplayGame, string> {
  const replay = replayPgnGame(game, X88);
  if (!replay.ok) return err(replay.error.message);
  const start = boardFromFen(game.startFen, X88);
  if (!start.ok) return err(start.error.message);
  const board = start.value;
  const uci: string[] = [];
  const fens = [boardFen(board)];
  for (const move of replay.value.moves) {
    uci.push(makeUci(board, move));
    board.make(move);
    fens.push(boardFen(board));
  }
  return ok({
    event: tag(game, 'Event'),
    site: tag(game, 'Site'),
    date: tag(game, 'Date'),
    round: tag(game, 'Round'),
    white: tag(game, 'White'),
    black: tag(game, 'Black'),
    result: game.result,
    ...cutOffOf(game, replay.value.cutInMove),
    startFen: game.startFen,
    uci,
    san: replay.value.sans,
    fens,
  });
}

/** The cut-off note: the text ending inside a move says more than a missing result. */
function cutOffOf(game: PgnGame, cutInMove: string | undefined): { cutOff?: string } {
  const cutOff = cutInMove ?? game.cutOff;
  return cutOff === undefined ? {} : { cutOff };
}

/** The result the moves reached: the file's, or '*' (unfinished) when the game is cut off. */
export function reachedResult(game: ReplayGame): PgnResult {
  return game.cutOff === undefined ? game.result : '*';
}

/** The number of plies (moves by either side) in the game. */
export function plies(game: ReplayGame): number {
  return game.uci.length;
}

/** A board of position k (a fresh 0x88 board). */
export function boardAt(game: ReplayGame, k: number): Board {
  const b = boardFromFen(game.fens[k]!, X88);
  if (!b.ok) throw new Error(`replay position ${k}: ${b.error.message}`);
  return b.value;
}
