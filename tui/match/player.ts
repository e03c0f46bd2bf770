// What the match runner plays with: a Player answers "your move in this position" and nothing
// more. Registry engines in a worker (worker-player.ts) and external UCI programs
// (uci-player.ts) are Players; tests inject in-process doubles that crash, hang or cheat.
//
// A Player's promises reject when it has crashed (its worker or process died, or it broke the
// protocol); the runner, not the Player, decides when it has hung (its watchdog and clocks), and
// then closes it. A Player that failed is never used again: the runner makes a new one.

import type { InfoRecord, SearchLimits } from '../../engines/engine.js';

/** A move as a player returns it. */
export interface PlayerMove {
  /** UCI text as the player sent it (not yet checked), or null for "no move". */
  readonly bestmove: string | null;
  /** The last search report before the move, for adjudication (score from the mover's view). */
  readonly info?: InfoRecord | undefined;
}

export interface Player {
  /** Name for the PGN and the reports. */
  readonly name: string;
  /** Forgets the previous game (hash tables and the like). */
  newGame(): Promise<void>;
  /**
   * The move after `moves` (UCI) from `startFen`, within `limits` (a fixed limit, or the clocks
   * as wtime/btime/winc/binc).
   */
  go(startFen: string, moves: readonly string[], limits: SearchLimits): Promise<PlayerMove>;
  /** Ends the player; safe to call more than once, and on a player that crashed. */
  close(): Promise<void>;
  /**
   * Why this player cannot start a game from `fen` (an XBoard engine without `setboard`), or
   * undefined when it can; players that set up any position leave it out.
   */
  cannotStartFrom?(fen: string): string | undefined;
}

/** How to make a player: the runner makes one per concurrent game, and a new one after a failure. */
export interface PlayerFactory {
  /** The name games are recorded under (the same as the players' names). */
  readonly name: string;
  /**
   * A ready player (options set), or a rejection saying why it could not be started.
   * `onWarning` hears what the engine could not say through a move (a learn file that would not
   * read or write: engines/engine.ts warnings()); players without such messages ignore it.
   */
  create(onWarning?: (text: string) => void): Promise<Player>;
}
