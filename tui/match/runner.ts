// Plays a schedule of games, `concurrency` at a time. Each concurrent lane owns its players (one
// per engine, made on first use and reused game after game with a new-game call between), so
// no two games ever share a worker or a process. A player that crashed, hung or lost on time is
// closed and replaced for the lane's next game; one that cannot even be started forfeits that
// game. Every finished game is handed to `onGame` at once, in the order games finish; an error
// thrown there (say, the PGN cannot be written) stops the run after the games in play.
//
// An abort of `signal` (Ctrl-C) stops the run at once: no new game starts, the games in play end
// without a result and are dropped (never handed to `onGame`), and every lane closes its players
// (quit, then their process group ended, for external programs; the worker ended for registry engines).

import { ok, err, type Result, errorMessage } from '../../core/result.js';
import type { ColorName } from '../../core/types.js';
import { openingBoard, playGame, type GameRecord, type GameSettings } from './game.js';
import type { Opening } from './openings.js';
import type { Player, PlayerFactory } from './player.js';
import type { ScheduledGame } from './schedule.js';
import { oneLine } from '../commands/output.js';

/** How long a player may take to start a new game. */
export const NEW_GAME_MS = 10_000;
/** How long closing a player may take before the runner moves on. */
const CLOSE_MS = 5_000;

export interface RunnerConfig {
  readonly schedule: readonly ScheduledGame[];
  /** One factory per engine index of the schedule. */
  readonly factories: readonly PlayerFactory[];
  readonly openings: readonly Opening[];
  readonly settings: GameSettings;
  /** Games played at once (at least 1). */
  readonly concurrency: number;
  /** Hears each game as it finishes. */
  readonly onGame?: ((game: FinishedGame) => void) | undefined;
  /**
   * Whether to keep the finished games for the result (default true). A series passes false: it
   * hears each game through onGame and keeps counts only, so its memory stays flat.
   */
  readonly keep?: boolean | undefined;
  /** Stops the run when it aborts; the games finished by then are the result. */
  readonly signal?: AbortSignal | undefined;
}

export interface FinishedGame {
  readonly scheduled: ScheduledGame;
  readonly record: GameRecord;
  /** When the game began. */
  readonly started: Date;
}

/** `promise`, or a rejection saying `what` took longer than `ms`. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/** Closes a player, ignoring a failure or a close that never finishes. */
async function closeQuietly(player: Player): Promise<void> {
  try {
    await within(player.close(), CLOSE_MS, 'close');
  } catch {
    // Nothing more can be done for it: the lane makes a new one.
  }
}

/** The players of one lane, by engine index. */
class Lane {
  private readonly players = new Map<number, Player>();

  constructor(private readonly factories: readonly PlayerFactory[]) {}

  /** Engine `engine`'s player, ready for a new game, or why there is none. */
  async ready(engine: number): Promise<Result<Player, string>> {
    let player = this.players.get(engine);
    try {
      if (!player) {
        player = await this.factories[engine]!.create();
        this.players.set(engine, player);
      }
      await within(player.newGame(), NEW_GAME_MS, 'new game');
      return ok(player);
    } catch (e) {
      await this.replace(engine);
      return err(errorMessage(e));
    }
  }

  /** Closes engine `engine`'s player; the next game gets a new one. */
  async replace(engine: number): Promise<void> {
    const player = this.players.get(engine);
    this.players.delete(engine);
    if (player) await closeQuietly(player);
  }

  async closeAll(): Promise<void> {
    const all = [...this.players.values()];
    this.players.clear();
    await Promise.all(all.map(closeQuietly));
  }
}

/** The record of a game that could not start because a player could not be made ready. */
function unstarted(
  names: { white: string; black: string },
  opening: Opening,
  failures: { white?: string | undefined; black?: string | undefined },
): GameRecord {
  const crash = (side: ColorName) => `engine crashed: ${names[side]} (${failures[side]})`;
  const both = failures.white !== undefined && failures.black !== undefined;
  const side: ColorName = failures.white !== undefined ? 'white' : 'black';
  return {
    white: names.white,
    black: names.black,
    opening,
    sans: openingBoard(opening).sans,
    ucis: [...opening.moves],
    result: both ? '1/2-1/2' : side === 'white' ? '0-1' : '1-0',
    termination: oneLine(both ? `${crash('white')}; ${crash('black')}` : crash(side)),
  };
}

/**
 * Plays the schedule; resolves with every finished game in schedule order (all, unless aborted),
 * or with none when `keep` is false.
 */
export async function runGames(config: RunnerConfig): Promise<FinishedGame[]> {
  const { schedule, factories, openings, settings, signal } = config;
  const keep = config.keep !== false;
  const finished: (FinishedGame | undefined)[] = keep ? Array<FinishedGame | undefined>(schedule.length) : [];
  let next = 0;
  let stopped: unknown;

  /** Plays one game with the lane's players; undefined when the run was aborted first. */
  const play = async (lane: Lane, game: ScheduledGame): Promise<FinishedGame | undefined> => {
    const opening = openings[game.opening]!;
    const names = { white: factories[game.white]!.name, black: factories[game.black]!.name };
    const started = new Date();
    const white = await lane.ready(game.white);
    const black = await lane.ready(game.black);
    // A player that could not get ready after the abort was most likely stopped by it.
    if (signal?.aborted) return undefined;
    if (!white.ok || !black.ok) {
      const failures = {
        white: white.ok ? undefined : white.error,
        black: black.ok ? undefined : black.error,
      };
      return { scheduled: game, record: unstarted(names, opening, failures), started };
    }
    const players = { white: white.value, black: black.value };
    const record = await playGame(players, names, opening, settings, signal);
    if (record === undefined) return undefined;
    if (record.failed) await lane.replace(record.failed === 'white' ? game.white : game.black);
    return { scheduled: game, record, started };
  };

  const runLane = async (): Promise<void> => {
    const lane = new Lane(factories);
    try {
      while (stopped === undefined && !signal?.aborted && next < schedule.length) {
        const index = next++;
        const game = await play(lane, schedule[index]!);
        if (game === undefined) break;
        if (keep) finished[index] = game;
        try {
          config.onGame?.(game);
        } catch (e) {
          stopped ??= e;
        }
      }
    } finally {
      await lane.closeAll();
    }
  };

  const lanes = Math.max(1, Math.min(config.concurrency, schedule.length));
  await Promise.all(Array.from({ length: lanes }, runLane));
  if (stopped !== undefined) throw stopped instanceof Error ? stopped : new Error(String(stopped));
  return finished.filter((g): g is FinishedGame => g !== undefined);
}
