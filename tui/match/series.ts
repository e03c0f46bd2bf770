// The part of `match` and `tournament` between checking the flags and printing the report:
// make sure every engine starts, play the schedule, and as each game ends append it to the PGN
// file and report progress. An abort of the plan's signal (Ctrl-C) ends the series early with
// the games finished so far (all of them already in the PGN file), marked as interrupted.

import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { err, ok, type Result } from '../../core/result.js';
import { appendPgn } from '../files.js';
import type { GameSettings } from './game.js';
import type { Opening } from './openings.js';
import { gamePgn } from './pgn-out.js';
import type { PlayerFactory } from './player.js';
import { Progress, type ProgressSink } from './report.js';
import { runGames, type FinishedGame } from './runner.js';
import type { ScheduledGame } from './schedule.js';

export interface SeriesPlan {
  readonly schedule: readonly ScheduledGame[];
  readonly factories: readonly PlayerFactory[];
  readonly openings: readonly Opening[];
  readonly settings: GameSettings;
  readonly concurrency: number;
  /** The PGN file games are appended to, if any. */
  readonly pgn?: string | undefined;
  /** The PGN Event and TimeControl tags. */
  readonly event: string;
  readonly timeControl: string;
  readonly progress: ProgressSink;
  /** The running summary shown with the progress, from the games finished so far. */
  readonly summary: (games: readonly FinishedGame[]) => string;
  /** Stops the series when it aborts (Ctrl-C). */
  readonly signal?: AbortSignal | undefined;
}

/** What a series played: the finished games in schedule order, and whether it was cut short. */
export interface SeriesResult {
  readonly games: FinishedGame[];
  /** Whether the signal stopped the series before every scheduled game had finished. */
  readonly interrupted: boolean;
}

/** Starts one player of each engine and closes it again: the first error, if one cannot start. */
export async function probeEngines(factories: readonly PlayerFactory[]): Promise<Result<void, string>> {
  for (const factory of factories) {
    try {
      const player = await factory.create();
      await player.close();
    } catch (e) {
      return err(e instanceof Error ? e.message : String(e));
    }
  }
  return ok(undefined);
}

/** Whether a PGN file can be written at `path` (its folder exists and it is not a folder). */
export function checkPgnPath(path: string): Result<void, string> {
  const full = resolve(path);
  if (!existsSync(dirname(full))) return err(`--pgn: no folder ${dirname(full)}`);
  if (existsSync(full) && statSync(full).isDirectory()) return err(`--pgn: ${path} is a folder`);
  return ok(undefined);
}

/** Plays the plan; every game is in the PGN file by the time its progress is shown. */
export async function playSeries(plan: SeriesPlan): Promise<Result<SeriesResult, string>> {
  const progress = new Progress(plan.progress, plan.schedule.length);
  const done: FinishedGame[] = [];
  progress.start(plan.summary(done));
  try {
    const games = await runGames({
      schedule: plan.schedule,
      factories: plan.factories,
      openings: plan.openings,
      settings: plan.settings,
      concurrency: plan.concurrency,
      signal: plan.signal,
      onGame: (game) => {
        if (plan.pgn !== undefined) appendPgn(plan.pgn, gamePgn(game, plan.event, plan.timeControl));
        done.push(game);
        progress.game(done.length, game, plan.summary(done));
      },
    });
    return ok({ games, interrupted: games.length < plan.schedule.length });
  } catch (e) {
    return err(e instanceof Error ? e.message : String(e));
  } finally {
    progress.finish();
  }
}
