// `ttychess tournament --engines a,b,c`: a round robin, every pairing playing --games games with
// colours alternating on each opening; progress on stderr, then the crosstable and a rating
// table (a maximum-likelihood fit, tui/match/rating.ts) on stdout.
//
//   $ ttychess tournament --engines gnu,uci:/usr/games/stockfish --games 2 --movetime 100
//   Round robin of gnu, stockfish: 2 games a pairing, 2 games, movetime 100 ms
//
//   Crosstable (points of the row engine against the column engine / games)
//              gnu  stockfish  total
//   gnu        -    0/2        0/2
//   stockfish  2/2  -          2/2
//   ...
//
// Takes the flags of `match` (docs/cli.md), and stops on Ctrl-C as a match does: the report of the
// games finished so far, marked "(interrupted)", exit status 130.

import type { Argv, CommandModule } from 'yargs';
import { err, ok, type Result } from '../../core/result.js';
import { registry as defaultRegistry, type Registry } from '../../engines/registry.js';
import { crosstableOf, tournamentJson, tournamentReport } from '../match/report.js';
import type { Tally } from '../match/tally.js';
import { roundRobinSchedule } from '../match/schedule.js';
import { formatPoints } from '../match/stats.js';
import { seriesOptions, type SeriesArgs } from './match-args.js';
import { processEnv, runSeries, withInterrupt, type MatchEnv } from './match.js';
import { emit, usageError, type CommandOutput } from './output.js';

/** Most engines in one round robin. */
export const MAX_ENGINES = 32;

export interface TournamentArgs extends SeriesArgs {
  /** Engines separated by commas (the flag may also be repeated). */
  readonly engines?: string | readonly string[] | undefined;
  /** Only the first engine against each of the others. */
  readonly gauntlet?: boolean | undefined;
}

/** The engine arguments of --engines, or why there are too few. */
export function parseSeriesEngines(engines: TournamentArgs['engines']): Result<string[], string> {
  const texts = (typeof engines === 'string' ? [engines] : [...(engines ?? [])])
    .flatMap((t) => t.split(','))
    .map((t) => t.trim())
    .filter((t) => t !== '');
  if (texts.length < 2) return err('--engines needs at least two engines, e.g. --engines gnu,zarkov');
  if (texts.length > MAX_ENGINES) return err(`--engines: at most ${MAX_ENGINES} engines`);
  return ok(texts);
}

/** The running summary: who leads so far, "leader gnu 3.5/4". */
export function leader(labels: readonly string[], tally: Tally): string {
  const table = crosstableOf(tally);
  const sum = (row: readonly number[]) => row.reduce((a, b) => a + b, 0);
  let best = 0;
  for (let i = 1; i < labels.length; i++) if (sum(table.points[i]!) > sum(table.points[best]!)) best = i;
  const played = sum(table.games[best]!);
  return played === 0
    ? 'no games yet'
    : `leader ${labels[best]} ${formatPoints(sum(table.points[best]!))}/${played}`;
}

/** Plays the round robin and returns the report (runSeries: exit 2 on bad flags, 130 on Ctrl-C). */
export async function runTournament(
  args: TournamentArgs,
  env: MatchEnv = processEnv(),
): Promise<CommandOutput> {
  const engines = parseSeriesEngines(args.engines);
  if (!engines.ok) return usageError(engines.error);
  const gauntlet = args.gauntlet === true;
  return runSeries(args, engines.value, env, {
    command: 'tournament',
    schedule: (labels, s) => roundRobinSchedule(labels.length, s.games, s.openings.length, gauntlet),
    summary: leader,
    report: (labels, tally, s, interrupted, scheduled) =>
      s.json
        ? [JSON.stringify(tournamentJson(labels, tally, s.games, interrupted, gauntlet))]
        : tournamentReport(labels, tally, s.games, s.limitsText, s.pgn, scheduled, gauntlet),
  });
}

/** The command module for a registry (the default one in the binary). */
export function makeTournamentCommand(
  registry: Registry = defaultRegistry,
): CommandModule<object, TournamentArgs> {
  return {
    command: 'tournament',
    describe: 'Play a round robin between engines and print a crosstable and ratings',
    builder: (yargs: Argv<object>) =>
      yargs
        .parserConfiguration({ 'duplicate-arguments-array': true, 'camel-case-expansion': false })
        .options({
          engines: {
            type: 'string',
            demandOption: true,
            describe: 'engines separated by commas: registry ids, uci:/path or xboard:/path',
          },
          gauntlet: {
            type: 'boolean',
            default: false,
            describe: 'a gauntlet: only the first engine against each of the others',
          },
          ...seriesOptions('games per pairing'),
        })
        .example('$0 tournament --engines hiarcs,zarkov,gnu --games 10 --movetime 100', 'a round robin')
        .example(
          '$0 tournament --engines gnu,zarkov,hiarcs --gauntlet --depth 4',
          'gnu against each other one',
        )
        .example(
          '$0 tournament --engines gnu,uci:/usr/games/stockfish --tc 5+0.1 --json',
          'one line of JSON',
        ),
    handler: async (args) =>
      emit(
        await withInterrupt((signal, arm) => runTournament(args, { ...processEnv(registry), signal, arm })),
      ),
  };
}

export const tournamentCommand = makeTournamentCommand();
