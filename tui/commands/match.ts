// `ttychess match <engineA> <engineB>`: a match of --games games, colours alternating on each
// opening, --concurrency games at once; progress on stderr, the statistics on stdout.
//
//   $ ttychess match gnu gnu --games 4 --movetime 50
//   game 1/4 (round 1): gnu - gnu (2) 1/2-1/2, threefold repetition  [+0 =1 -0  Elo 0 +- inf]
//   ...
//   gnu vs gnu (2): 4 games, movetime 50 ms
//   Score of gnu: +1 =2 -1  2-2 (50.0%)
//   Draw ratio: 50.0%
//   Elo difference: 0 +- 491 (95%)
//   LOS: 50.0%
//   Terminations: threefold repetition 2, checkmate 2
//
// Either engine may be `uci:/path/to/engine`. See docs/cli.md for every flag and the --json shape.

import type { Argv, CommandModule } from 'yargs';
import { registry as defaultRegistry, type Registry } from '../../engines/registry.js';
import type { PlayerFactory } from '../match/player.js';
import { matchJson, matchReport, matchSoFar, wdlOf, type ProgressSink } from '../match/report.js';
import { matchSchedule } from '../match/schedule.js';
import { checkPgnPath, playSeries, probeEngines } from '../match/series.js';
import { matchStats } from '../match/stats.js';
import { parseSeries, seriesOptions, type SeriesArgs } from './match-args.js';
import { emit, oneLine, success, usageError, type CommandOutput } from './output.js';

export interface MatchArgs extends SeriesArgs {
  readonly engineA: string;
  readonly engineB: string;
}

/** What the match needs from outside: the engines, the progress sink, and (for tests) players. */
export interface MatchEnv {
  readonly registry: Registry;
  readonly progress: ProgressSink;
  /** Used instead of the engines the arguments name (tests inject doubles); labels are their names. */
  readonly factories?: readonly PlayerFactory[] | undefined;
  /** CPU cores, the default --concurrency. */
  readonly cores?: number | undefined;
}

/** The process's environment: the registry, and stderr for progress. */
export function processEnv(registry: Registry = defaultRegistry): MatchEnv {
  return {
    registry,
    progress: { isTTY: process.stderr.isTTY === true, write: (text) => process.stderr.write(text) },
  };
}

/** Plays the match and returns the report; bad flags or an engine that cannot start exit 2. */
export async function runMatch(args: MatchArgs, env: MatchEnv = processEnv()): Promise<CommandOutput> {
  const series = parseSeries(args, [args.engineA, args.engineB], env.registry, env.cores);
  if (!series.ok) return usageError(series.error);
  const s = series.value;
  if (s.pgn !== undefined) {
    const writable = checkPgnPath(s.pgn);
    if (!writable.ok) return usageError(writable.error);
  }
  const factories = env.factories ?? s.factories;
  const labels = env.factories ? env.factories.map((f) => f.name) : s.labels;
  const started = await probeEngines(factories);
  if (!started.ok) return usageError(started.error);

  const played = await playSeries({
    schedule: matchSchedule(s.games, s.openings.length),
    factories,
    openings: s.openings,
    settings: s.settings,
    concurrency: s.concurrency,
    pgn: s.pgn,
    event: 'ttychess match',
    timeControl: s.timeControl,
    progress: env.progress,
    summary: (games) => matchSoFar(matchStats(wdlOf(games, 0))),
  });
  if (!played.ok) return { stdout: [], stderr: [`ttychess: match: ${oneLine(played.error)}`], code: 1 };
  if (s.json) return success([JSON.stringify(matchJson(labels, played.value))]);
  return success(matchReport(labels, played.value, s.limitsText, s.pgn));
}

/** The command module for a registry (the default one in the binary). */
export function makeMatchCommand(registry: Registry = defaultRegistry): CommandModule<object, MatchArgs> {
  return {
    command: 'match <engineA> <engineB>',
    describe: 'Play a match between two engines (a registry id, or uci:/path/to/engine)',
    builder: (yargs: Argv<object>) =>
      yargs
        .parserConfiguration({ 'duplicate-arguments-array': true, 'camel-case-expansion': false })
        .positional('engineA', { type: 'string', describe: 'the first engine: its scores are reported' })
        .positional('engineB', { type: 'string', describe: 'the second engine' })
        .options(seriesOptions('games to play'))
        .example('$0 match gnu gnu --games 20 --movetime 50', '20 games, 50 ms a move')
        .example('$0 match gnu uci:/usr/games/stockfish --tc 10+0.1 --pgn out.pgn', 'against a UCI program')
        .example(
          '$0 match gnu gnu --depth 4 --option gnu.OwnBook=false --json',
          'one line of JSON',
        ) as Argv<MatchArgs>,
    handler: async (args) => emit(await runMatch(args, processEnv(registry))),
  };
}

export const matchCommand = makeMatchCommand();
