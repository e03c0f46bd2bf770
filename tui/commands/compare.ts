// `ttychess compare`: the engines side by side on one position. Each engine, in its own worker
// thread and all at once, evaluates the position statically (terms summed per group) and then
// searches it; the table of tui/format/compare-table.ts shows a column per engine, every score
// in pawns from White's point of view. --json is one line, scores in centipawns, White's view.
//
//   $ ttychess compare --fen 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -' --depth 3
//   Position: r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1
//   Search: depth 3
//   Scores in pawns from White's point of view (M3: White mates in 3; -M3: Black mates in 3).
//   ...
//
// Without --depth, --nodes or --movetime each engine searches to its own bench depth.

import type { Argv, CommandModule, Options } from 'yargs';
import type { EngineMeta } from '../../engines/engine.js';
import type { Registry } from '../../engines/registry.js';
import {
  bestMoveSan,
  formatCompareTable,
  groupSums,
  whiteScore,
  type CompareColumn,
  type Side,
} from '../format/compare-table.js';
import { noticeLines } from '../format/notices.js';
import { parseEngineList, parseOptionalLimits, parsePeriod, periodFlag } from '../flag-parsers.js';
import { parsePosition, type GamePosition } from './engine-args.js';
import {
  describeLimits,
  describePeriod,
  limitsFor,
  lineupOptions,
  runLineup,
  WORKER_ENGINES,
  type EngineSource,
} from './lineup.js';
import { emit, oneLine, success, usageError, type CommandOutput } from './output.js';

export interface CompareArgs {
  readonly engines?: string | undefined;
  readonly fen?: string | undefined;
  readonly depth?: string | number | undefined;
  readonly nodes?: string | number | undefined;
  readonly movetime?: string | number | undefined;
  /** strength or pace: every engine's Period option (then its budget replaces the bench depth). */
  readonly period?: string | undefined;
  readonly json?: boolean | undefined;
}

/** The command's flags, as data: yargs builds its parser and help text from this table. */
export function compareOptions(registry: Registry) {
  return {
    fen: { type: 'string', describe: 'position to compare on (default: the start position)' },
    ...lineupOptions(registry),
    period: periodFlag,
    json: { type: 'boolean', default: false, describe: 'print one line of JSON' },
  } as const satisfies Record<string, Options>;
}

/** The JSON record of a comparison (the shape docs/cli.md promises): centipawns, White's view. */
export function compareRecord(position: GamePosition, columns: readonly CompareColumn[]) {
  const side: Side = position.board.side === 1 ? 'White' : 'Black';
  return {
    fen: position.fen,
    engines: columns.map(({ meta, evaluation, result }) => ({
      engine: meta.id,
      eval: {
        total: evaluation.total,
        groups: Object.fromEntries(Object.entries(groupSums(evaluation)).map(([g, cp]) => [g, cp ?? 0])),
      },
      search: {
        bestmove: result.bestmove,
        san: bestMoveSan(position.board, result) ?? null,
        score: whiteScore(result.score, side),
        depth: result.depth,
        seldepth: result.seldepth,
        nodes: result.nodes,
        ms: Math.round(result.ms),
        pv: result.pv,
        ...(result.notices !== undefined ? { notices: result.notices } : {}),
      },
    })),
  };
}

/** Runs the comparison for the arguments and resolves to what to print; never throws at bad input. */
export async function runCompare(
  args: CompareArgs,
  source: EngineSource = WORKER_ENGINES,
): Promise<CommandOutput> {
  const limits = parseOptionalLimits(args);
  if (!limits.ok) return usageError(limits.error);
  const period = parsePeriod(args.period);
  if (!period.ok) return usageError(period.error);
  const position = parsePosition(args.fen, undefined);
  if (!position.ok) return usageError(position.error);
  const ids = parseEngineList(args.engines, source.registry);
  if (!ids.ok) return usageError(`compare: ${ids.error}`);
  const metas = new Map<string, EngineMeta>(source.registry.list().map((m) => [m.id, m]));
  const { fen } = position.value;

  const run = await runLineup(source, ids.value, async (engine, id): Promise<CompareColumn> => {
    const meta = metas.get(id)!;
    await engine.newGame();
    await engine.setPosition(fen, []);
    const evaluation = await engine.evaluate(true);
    if (period.value) await engine.setOption('Period', period.value);
    const result = await engine.search(period.value ? (limits.value ?? {}) : limitsFor(limits.value, meta));
    return { meta, evaluation, result };
  });
  if (!run.ok) return { stdout: [], stderr: [`ttychess: compare: ${oneLine(run.error)}`], code: 1 };

  if (args.json) return success([JSON.stringify(compareRecord(position.value, run.value))]);
  const searched = ids.value.map((id) => metas.get(id)!);
  return success([
    `Position: ${fen}`,
    `Search: ${period.value ? describePeriod(period.value, limits.value, searched) : describeLimits(limits.value, searched)}`,
    ...formatCompareTable(position.value.board, run.value),
    ...run.value.flatMap(({ meta, result }) => noticeLines(result).map((line) => `${meta.id}: ${line}`)),
  ]);
}

/** The command module for an engine source (workers in the binary; tests pass in-process engines). */
export function makeCompareCommand(
  source: EngineSource = WORKER_ENGINES,
): CommandModule<object, CompareArgs> {
  return {
    command: 'compare',
    describe: 'The engines side by side on one position: evaluation by group, then a search',
    builder: (yargs: Argv<object>) =>
      yargs
        .options(compareOptions(source.registry))
        .example(
          "$0 compare --fen 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -' --depth 3",
          'every engine, 3 plies deep',
        )
        .example('$0 compare --engines gnu --movetime 500 --json', 'the start position, as JSON'),
    handler: async (args) => emit(await runCompare(args, source)),
  };
}

export const compareCommand = makeCompareCommand();
