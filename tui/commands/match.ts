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
// Either engine may be `uci:/path/to/engine` or `xboard:/path/to/engine`. See docs/cli.md for every
// flag and the --json shape.
//
// Ctrl-C (SIGINT) stops the match: the engines are closed, the games in play are dropped, and the
// report of the games finished so far is printed, marked "(interrupted)", with exit status 130
// (128 + SIGINT, as the shell reports a process ended by Ctrl-C). A second Ctrl-C exits at once,
// killing the external engines' process groups as it goes.

import type { Argv, CommandModule } from 'yargs';
import { registry as defaultRegistry, type Registry } from '../../engines/registry.js';
import type { PlayerFactory } from '../match/player.js';
import { killOpenGroups } from '../match/process-groups.js';
import { matchJson, matchReport, matchSoFar, type ProgressSink } from '../match/report.js';
import { wdlOf, type Tally } from '../match/tally.js';
import { matchSchedule } from '../match/schedule.js';
import { checkPgnPath, playSeries, probeEngines, warningFactories, warningSink } from '../match/series.js';
import type { ScheduledGame } from '../match/schedule.js';
import { matchStats } from '../match/stats.js';
import { parseSeries, seriesOptions, type Series, type SeriesArgs } from './match-args.js';
import { emit, oneLine, usageError, type CommandOutput } from './output.js';

/** Exit status of a match or tournament stopped by Ctrl-C: 128 + SIGINT (2). */
export const EXIT_INTERRUPTED = 130;

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
  /** Stops the run when it aborts (the handler aborts it on Ctrl-C). */
  readonly signal?: AbortSignal | undefined;
  /**
   * Called once the flags and files are read, before the first engine starts: from then on
   * Ctrl-C stops the series (withInterrupt); before, it ends the process at once, however long
   * a big --openings file takes to read.
   */
  readonly arm?: (() => void) | undefined;
}

/** The process's environment: the registry, and stderr for progress. */
export function processEnv(registry: Registry = defaultRegistry): MatchEnv {
  return {
    registry,
    progress: { isTTY: process.stderr.isTTY === true, write: (text) => process.stderr.write(text) },
  };
}

/**
 * Runs `run` with a signal that the first SIGINT (Ctrl-C) aborts, instead of the process ending;
 * a second SIGINT ends the process at once with status 130 (its exit kills the engines' process
 * groups: process-groups.ts). SIGTERM and SIGHUP kill the engines' groups, then end the process
 * by that signal, as they would have without the handler. The handlers are installed when `run`
 * calls `arm` (once it starts engines): until then Ctrl-C ends the process at once, as it does
 * without them, even while the thread is busy reading a big file (a handler would only run once
 * the read was done).
 */
export async function withInterrupt<T>(
  run: (signal: AbortSignal, arm: () => void) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const onSigint = () => {
    if (controller.signal.aborted) process.exit(EXIT_INTERRUPTED);
    controller.abort();
  };
  const onTerminate = (signal: NodeJS.Signals) => {
    killOpenGroups();
    process.off(signal, onTerminate);
    process.kill(process.pid, signal);
  };
  let armed = false;
  const arm = () => {
    if (armed) return;
    armed = true;
    process.on('SIGINT', onSigint);
    process.on('SIGTERM', onTerminate);
    process.on('SIGHUP', onTerminate);
  };
  try {
    return await run(controller.signal, arm);
  } finally {
    if (armed) {
      process.off('SIGINT', onSigint);
      process.off('SIGTERM', onTerminate);
      process.off('SIGHUP', onTerminate);
    }
  }
}

/**
 * The output of a series that ran: the report on stdout, exit 0; or, interrupted after
 * `played` of `scheduled` games, the report of those, a line on stderr, exit 130.
 */
export function seriesOutput(
  command: string,
  report: readonly string[],
  played: number,
  scheduled: number,
  interrupted: boolean,
): CommandOutput {
  if (!interrupted) return { stdout: report, stderr: [], code: 0 };
  return {
    stdout: report,
    stderr: [`ttychess: ${command}: interrupted after ${played} of ${scheduled} games`],
    code: EXIT_INTERRUPTED,
  };
}

/** What a series command (match, tournament) adds to runSeries: its schedule, summary and report. */
export interface SeriesKind {
  /** The command's name, for messages and the PGN Event tag. */
  readonly command: 'match' | 'tournament';
  schedule(labels: readonly string[], s: Series): readonly ScheduledGame[];
  /** The running summary shown with the progress. */
  summary(labels: readonly string[], tally: Tally): string;
  /** The report on stdout; `scheduled` is the schedule's length when the series was cut short. */
  report(
    labels: readonly string[],
    tally: Tally,
    s: Series,
    interrupted: boolean,
    scheduled: number | undefined,
  ): string[];
}

/**
 * Plays a series between `engines` and returns the report; bad flags or an engine that cannot
 * start exit 2, an abort of `env.signal` (Ctrl-C) exits 130 with the report of the games finished.
 */
export async function runSeries(
  args: SeriesArgs,
  engines: readonly string[],
  env: MatchEnv,
  kind: SeriesKind,
): Promise<CommandOutput> {
  const { command } = kind;
  const series = parseSeries(args, engines, env.registry, env.cores);
  if (!series.ok) return usageError(series.error);
  const s = series.value;
  if (s.pgn !== undefined) {
    const writable = checkPgnPath(s.pgn, s.inputs);
    if (!writable.ok) return usageError(writable.error);
  }
  env.arm?.();
  const factories = warningFactories(env.factories ?? s.factories, warningSink(env.progress, command));
  const labels = env.factories ? env.factories.map((f) => f.name) : s.labels;
  const started = await probeEngines(factories, s.openings);
  if (!started.ok) return usageError(started.error);

  const schedule = kind.schedule(labels, s);
  const played = await playSeries({
    schedule,
    factories,
    openings: s.openings,
    settings: s.settings,
    concurrency: s.concurrency,
    pgn: s.pgn,
    inputs: s.inputs,
    event: `ttychess ${command}`,
    timeControl: s.timeControl,
    progress: env.progress,
    summary: (tally) => kind.summary(labels, tally),
    signal: env.signal,
  });
  if (!played.ok) return { stdout: [], stderr: [`ttychess: ${command}: ${oneLine(played.error)}`], code: 1 };
  const { tally, interrupted } = played.value;
  const report = kind.report(labels, tally, s, interrupted, interrupted ? schedule.length : undefined);
  return seriesOutput(command, report, tally.played, schedule.length, interrupted);
}

/** Plays the match and returns the report (runSeries: exit 2 on bad flags, 130 on Ctrl-C). */
export function runMatch(args: MatchArgs, env: MatchEnv = processEnv()): Promise<CommandOutput> {
  return runSeries(args, [args.engineA, args.engineB], env, {
    command: 'match',
    schedule: (_labels, s) => matchSchedule(s.games, s.openings.length),
    summary: (_labels, tally) => matchSoFar(matchStats(wdlOf(tally, 0))),
    report: (labels, tally, s, interrupted, scheduled) =>
      s.json
        ? [JSON.stringify(matchJson(labels, tally, interrupted))]
        : matchReport(labels, tally, s.limitsText, s.pgn, scheduled),
  });
}

/** The command module for a registry (the default one in the binary). */
export function makeMatchCommand(registry: Registry = defaultRegistry): CommandModule<object, MatchArgs> {
  return {
    command: 'match <engineA> <engineB>',
    describe:
      'Play a match between two engines (each a registry id, uci:/path/to/engine or xboard:/path/to/engine)',
    builder: (yargs: Argv<object>) =>
      yargs
        .parserConfiguration({ 'duplicate-arguments-array': true, 'camel-case-expansion': false })
        .positional('engineA', {
          type: 'string',
          describe:
            'the first engine (hiarcs, zarkov, gnu, uci:/path or xboard:/path): its scores are reported',
        })
        .positional('engineB', { type: 'string', describe: 'the second engine, as the first' })
        .options(seriesOptions('games to play'))
        .example('$0 match gnu gnu --games 20 --movetime 50', '20 games, 50 ms a move')
        .example('$0 match gnu uci:/usr/games/stockfish --tc 10+0.1 --pgn out.pgn', 'against a UCI program')
        .example('$0 match zarkov xboard:/usr/games/fairymax --movetime 500', 'against an XBoard program')
        .example(
          '$0 match gnu gnu --depth 4 --option gnu.OwnBook=false --json',
          'one line of JSON',
        ) as Argv<MatchArgs>,
    handler: async (args) =>
      emit(await withInterrupt((signal, arm) => runMatch(args, { ...processEnv(registry), signal, arm }))),
  };
}

export const matchCommand = makeMatchCommand();
