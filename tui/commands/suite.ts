// `ttychess suite FILE.epd`: every engine runs every position of an EPD test suite and is judged
// on its best move against the position's bm (best moves) and am (moves to avoid) operations.
// The engines run at once, each in its own worker thread, the positions one after another with
// a new game before each. Plain output: per engine the number solved and a line per failure;
// --json is one line. The exit status is 0 whatever the score.
//
//   $ ttychess suite fixtures/wac.epd --engines gnu --depth 3
//   Suite: fixtures/wac.epd, 300 positions; search: depth 3
//
//   GNU Chess 1987 (gnu): 241 of 300 solved, 1234567 nodes
//     WAC.002  played Rb2   bm Rxb2
//   ...
//
// While the engines work, a progress bar is drawn on stderr when stderr is a terminal (and
// nothing otherwise), so stdout stays clean for --json. A file that cannot be read, a malformed
// record (named by its line) or a file without positions is a usage error, exit 2.

import type { Argv, CommandModule, Options } from 'yargs';
import type { EngineMeta } from '../../engines/engine.js';
import type { Registry } from '../../engines/registry.js';
import {
  formatProgress,
  formatSuiteReport,
  solvedCount,
  type ProgressEntry,
  type SuiteRun,
} from '../format/suite-report.js';
import { judge, parseSuite, type SolveResult } from '../suite/solve.js';
import { parseEngineList, parseOptionalLimits } from '../flag-parsers.js';
import {
  describeLimits,
  limitsFor,
  lineupOptions,
  runLineup,
  WORKER_ENGINES,
  type EngineSource,
} from './lineup.js';
import { emit, oneLine, success, usageError, type CommandOutput } from './output.js';
import { readTextFile } from '../../engines/file-read.js';

export interface SuiteArgs {
  readonly file?: string | undefined;
  readonly engines?: string | undefined;
  readonly depth?: string | number | undefined;
  readonly nodes?: string | number | undefined;
  readonly movetime?: string | number | undefined;
  readonly json?: boolean | undefined;
}

/** Hears each engine's count of positions done (of `total` each) after every position. */
export type ProgressListener = (entries: readonly ProgressEntry[], total: number) => void;

/** The command's flags, as data: yargs builds its parser and help text from this table. */
export function suiteOptions(registry: Registry) {
  return {
    ...lineupOptions(registry),
    json: { type: 'boolean', default: false, describe: 'print one line of JSON' },
  } as const satisfies Record<string, Options>;
}

/** The JSON record of a suite run (the shape docs/cli.md promises). */
export function suiteRecord(file: string, positions: number, runs: readonly SuiteRun[]) {
  const failure = (r: SolveResult) => ({
    id: r.id,
    line: r.line,
    played: r.result.bestmove === null ? null : r.played,
    bestmove: r.result.bestmove,
    ...(r.bm.length > 0 ? { bm: r.bm } : {}),
    ...(r.am.length > 0 ? { am: r.am } : {}),
  });
  return {
    file,
    positions,
    engines: runs.map((run) => ({
      engine: run.meta.id,
      solved: solvedCount(run),
      total: run.results.length,
      nodes: run.results.reduce((sum, r) => sum + r.result.nodes, 0),
      failures: run.results.filter((r) => !r.solved).map(failure),
    })),
  };
}

/** Runs the suite for the arguments and resolves to what to print; never throws at bad input. */
export async function runSuite(
  args: SuiteArgs,
  source: EngineSource = WORKER_ENGINES,
  onProgress?: ProgressListener,
): Promise<CommandOutput> {
  const limits = parseOptionalLimits(args);
  if (!limits.ok) return usageError(limits.error);
  const ids = parseEngineList(args.engines, source.registry);
  if (!ids.ok) return usageError(`suite: ${ids.error}`);
  const file = args.file ?? '';
  if (file === '') return usageError('suite: name an EPD file');
  const text = readTextFile(file);
  if (!text.ok) return usageError(`suite: cannot read '${file}': ${text.error.reason}`);
  const suite = parseSuite(text.value);
  if (!suite.ok) return usageError(`${file}: ${suite.error}`);
  const positions = suite.value;
  if (positions.length === 0) return usageError(`${file}: no positions`);

  const metas = new Map<string, EngineMeta>(source.registry.list().map((m) => [m.id, m]));
  const progress: ProgressEntry[] = ids.value.map((id) => ({ id, done: 0 }));
  onProgress?.(progress, positions.length);
  const run = await runLineup(source, ids.value, async (engine, id, i): Promise<SuiteRun> => {
    const meta = metas.get(id)!;
    const engineLimits = limitsFor(limits.value, meta);
    const results: SolveResult[] = [];
    for (const position of positions) {
      await engine.newGame();
      await engine.setPosition(position.fen, []);
      results.push(judge(position, await engine.search(engineLimits)));
      progress[i] = { id, done: results.length };
      onProgress?.(progress, positions.length);
    }
    return { meta, results };
  });
  if (!run.ok) return { stdout: [], stderr: [`ttychess: suite: ${oneLine(run.error)}`], code: 1 };

  if (args.json) return success([JSON.stringify(suiteRecord(file, positions.length, run.value))]);
  const searched = ids.value.map((id) => metas.get(id)!);
  return success([
    `Suite: ${file}, ${positions.length} positions; search: ${describeLimits(limits.value, searched)}`,
    '',
    ...formatSuiteReport(run.value),
  ]);
}

/** A progress bar redrawn in place on a terminal stream; end() clears it. */
export function terminalProgress(stream: NodeJS.WriteStream): { update: ProgressListener; end: () => void } {
  return {
    update: (entries, total) =>
      stream.write(`\r${formatProgress(entries, total, stream.columns || undefined)}\x1b[K`),
    end: () => stream.write('\r\x1b[K'),
  };
}

/** The command module for an engine source (workers in the binary; tests pass in-process engines). */
export function makeSuiteCommand(source: EngineSource = WORKER_ENGINES): CommandModule<object, SuiteArgs> {
  return {
    command: 'suite <file>',
    describe: 'Run the engines on an EPD test suite (bm/am) and count the positions solved',
    builder: (yargs: Argv<object>) =>
      yargs
        .positional('file', { type: 'string', describe: 'the EPD file' })
        .options(suiteOptions(source.registry))
        .example('$0 suite fixtures/wac.epd --engines gnu --depth 3', 'Win At Chess, 3 plies deep')
        .example('$0 suite my.epd --movetime 1000 --json', 'every engine, a second a position, as JSON'),
    handler: async (args) => {
      const bar = process.stderr.isTTY ? terminalProgress(process.stderr) : undefined;
      let out: CommandOutput;
      try {
        out = await runSuite(args, source, bar?.update);
      } finally {
        bar?.end();
      }
      emit(out);
    },
  };
}

export const suiteCommand = makeSuiteCommand();
