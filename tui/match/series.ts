// The part of `match` and `tournament` between checking the flags and printing the report:
// make sure every engine starts, play the schedule, and as each game ends append it to the PGN
// file and report progress. An abort of the plan's signal (Ctrl-C) ends the series early with
// the games finished so far (all of them already in the PGN file), marked as interrupted.

import { err, ok, type Result, errorMessage } from '../../core/result.js';
import { visible } from '../../core/visible.js';
import { appendPgn, checkOutputFile } from '../files.js';
import type { GameSettings } from './game.js';
import type { Opening } from './openings.js';
import { gamePgn } from './pgn-out.js';
import type { Player, PlayerFactory } from './player.js';
import { Progress, type ProgressSink } from './report.js';
import { runGames } from './runner.js';
import { countGame, newTally, type Tally } from './tally.js';
import type { ScheduledGame } from './schedule.js';

export interface SeriesPlan {
  readonly schedule: readonly ScheduledGame[];
  readonly factories: readonly PlayerFactory[];
  readonly openings: readonly Opening[];
  readonly settings: GameSettings;
  readonly concurrency: number;
  /** The PGN file games are appended to, if any. */
  readonly pgn?: string | undefined;
  /** The files the series reads (its openings): never appended to. */
  readonly inputs?: readonly string[] | undefined;
  /** The PGN Event and TimeControl tags. */
  readonly event: string;
  readonly timeControl: string;
  readonly progress: ProgressSink;
  /** The running summary shown with the progress, from the tally of the games finished so far. */
  readonly summary: (tally: Tally) => string;
  /** Stops the series when it aborts (Ctrl-C). */
  readonly signal?: AbortSignal | undefined;
}

/** What a series played: the tally of its finished games (not the games), and whether it was cut short. */
export interface SeriesResult {
  readonly tally: Tally;
  /** Whether the signal stopped the series before every scheduled game had finished. */
  readonly interrupted: boolean;
}

/**
 * The factories with every player's warnings passed to `warn`, each text once per series (a learn
 * file that will not write would otherwise be said after every move of every game).
 */
export function warningFactories(
  factories: readonly PlayerFactory[],
  warn: (text: string) => void,
): PlayerFactory[] {
  const said = new Set<string>();
  const once = (text: string) => {
    if (said.has(text)) return;
    said.add(text);
    warn(text);
  };
  return factories.map((f) => ({ name: f.name, create: () => f.create(once) }));
}

/**
 * Where a series says an engine's warning: a line on the progress stream (stderr), after
 * clearing the redrawn bar on a terminal: `ttychess: match: warning: zarkov: learn file ...`.
 */
export function warningSink(progress: ProgressSink, command: string): (text: string) => void {
  return (text) =>
    progress.write(`${progress.isTTY ? '\r\x1b[K' : ''}ttychess: ${command}: warning: ${visible(text)}\n`);
}

/**
 * Starts one player of each engine and closes it again: the first error, if one cannot start or
 * cannot start a game from every opening (an XBoard engine without `setboard` given set-up
 * positions), so that no game is played only to be lost as a crash.
 */
export async function probeEngines(
  factories: readonly PlayerFactory[],
  openings: readonly Opening[] = [],
): Promise<Result<void, string>> {
  for (const factory of factories) {
    let refusal: string | undefined;
    try {
      const player = await factory.create();
      refusal = firstRefusal(player, openings);
      await player.close();
    } catch (e) {
      return err(errorMessage(e));
    }
    if (refusal !== undefined) return err(`${factory.name}: ${refusal}`);
  }
  return ok(undefined);
}

/** Why `player` cannot start from an opening, naming the first such one; or undefined. */
function firstRefusal(player: Player, openings: readonly Opening[]): string | undefined {
  for (const opening of openings) {
    const why = player.cannotStartFrom?.(opening.fen);
    if (why === undefined) continue;
    const example = opening.name === '' ? opening.fen : `'${opening.name}'`;
    return `${why}, and the openings start from set-up positions (such as ${example}); give --openings a PGN file of games from the initial position`;
  }
  return undefined;
}

/**
 * Whether a PGN file can be appended to at `path`, checked before the first game so that no game
 * is played only to be lost (engines/file-write.ts checkOutputFile): a name is given, its folder
 * is there and writable, and the file, if there, is a regular file that opens for appending,
 * reads as PGN and is none of `inputs` (the files the series reads: its openings). Nothing is
 * written.
 */
export function checkPgnPath(path: string, inputs: readonly string[] = []): Result<void, string> {
  if (path.trim() === '') return err('--pgn: the file name is empty');
  const refused = checkOutputFile(path, 'append-pgn', { inputs });
  return refused ? err(`--pgn: cannot write '${path}': ${refused.reason}`) : ok(undefined);
}

/**
 * Plays the plan; every game is in the PGN file by the time its progress is shown, and is then
 * only counted (tally.ts), never kept: a series of any length runs in flat memory.
 */
export async function playSeries(plan: SeriesPlan): Promise<Result<SeriesResult, string>> {
  const progress = new Progress(plan.progress, plan.schedule.length);
  const tally = newTally(plan.factories.length);
  progress.start(plan.summary(tally));
  try {
    await runGames({
      schedule: plan.schedule,
      factories: plan.factories,
      openings: plan.openings,
      settings: plan.settings,
      concurrency: plan.concurrency,
      signal: plan.signal,
      keep: false,
      onGame: (game) => {
        if (plan.pgn !== undefined)
          appendPgn(plan.pgn, gamePgn(game, plan.event, plan.timeControl), { inputs: plan.inputs });
        countGame(tally, game);
        progress.game(tally.played, game, plan.summary(tally));
      },
    });
    return ok({ tally, interrupted: tally.played < plan.schedule.length });
  } catch (e) {
    return err(errorMessage(e));
  } finally {
    progress.finish();
  }
}
