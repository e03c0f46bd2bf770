// `ttychess analyze`: one engine searches one position within a limit. The plain output is a
// line per finished iteration, printed as it finishes, then the best move and the final figures;
// --json is one line.
//
//   $ ttychess analyze --engine gnu --moves "e2e4 e7e5" --depth 5
//   GNU Chess 1987 (gnu): rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2
//   depth  score          nodes       time  pv
//     1/1  +0.10             31       0 ms  2. Nf3
//   ...
//   bestmove Nf3 (g1f3)
//   score +0.13 for White, depth 5/9, 15230 nodes, 41 ms, 371463 nodes/s
//
// The position is --fen (default: the start position) followed by --moves; the engine gets both,
// so it sees the game's history (repetitions). Every flag is checked before the engine is made.

import type { Argv, CommandModule, Options } from 'yargs';
import { gameState } from '../../core/rules.js';
import { makeSan } from '../../core/san.js';
import { parseUci } from '../../core/uci-move.js';
import type { InfoRecord, SearchResult } from '../../engines/engine.js';
import { registry as defaultRegistry, type Registry } from '../../engines/registry.js';
import { noticeLines } from '../format/notices.js';
import { formatInfo, formatScore, INFO_HEADER } from '../format/search-text.js';
import { MULTIPV_MAX } from '../../engines/analysis.js';
import { parseLimits, parseOptionalLimits, parsePeriod, parseWhole, periodFlag } from '../flag-parsers.js';
import { createAnalysisEngine, engineOption, parsePosition, type GamePosition } from './engine-args.js';
import { emit, printTo, success, usageError, type CommandOutput, type Print } from './output.js';

export interface AnalyzeArgs {
  readonly engine?: string | undefined;
  readonly fen?: string | undefined;
  readonly moves?: string | undefined;
  /** Limits as typed (validated here: whole numbers in range); at least one is required. */
  readonly depth?: string | number | undefined;
  readonly nodes?: string | number | undefined;
  readonly movetime?: string | number | undefined;
  /** strength or pace: the engine's Period option; then the limits are optional. */
  readonly period?: string | undefined;
  /** The engine's MultiPV option: how many best moves to report, each with its line. */
  readonly multipv?: string | number | undefined;
  readonly json?: boolean | undefined;
}

/** The command's flags, as data: yargs builds its parser and help text from this table. */
export function analyzeOptions(registry: Registry) {
  return {
    engine: engineOption(true, registry.ids()),
    fen: { type: 'string', describe: 'position to search (default: the start position)' },
    moves: {
      type: 'string',
      describe: 'moves played from the position, UCI or SAN, space-separated ("e2e4 e7e5" or "e4 e5")',
    },
    depth: { type: 'string', describe: 'search this many plies deep' },
    nodes: { type: 'string', describe: 'stop after about this many nodes' },
    movetime: { type: 'string', describe: 'search for this many milliseconds' },
    period: periodFlag,
    multipv: {
      type: 'string',
      describe: `report the N best moves (1 to ${MULTIPV_MAX}), each with its own score and line (default 1)`,
    },
    json: { type: 'boolean', default: false, describe: 'print one line of JSON' },
  } as const satisfies Record<string, Options>;
}

/**
 * The JSON record of an analysis (the shape docs/cli.md promises); with --multipv above 1, the
 * lines of the last complete depth as `lines` (number, score, pv).
 */
export function analysisRecord(
  engine: string,
  position: GamePosition,
  result: SearchResult,
  lines: readonly InfoRecord[] = [],
) {
  return {
    engine,
    fen: position.fen,
    bestmove: result.bestmove,
    score: result.score,
    depth: result.depth,
    seldepth: result.seldepth,
    nodes: result.nodes,
    ms: Math.round(result.ms),
    pv: result.pv,
    ...(result.notices !== undefined ? { notices: result.notices } : {}),
    ...(lines.length > 0
      ? { lines: lines.map((l) => ({ multipv: l.multipv, score: l.score, depth: l.depth, pv: l.pv })) }
      : {}),
  };
}

/** "Nf3 (g1f3)", or the UCI alone if the engine's move is not legal here. */
function sanAndUci(position: GamePosition, uci: string): string {
  const move = parseUci(position.board, uci);
  return move.ok ? `${makeSan(position.board, move.value)} (${uci})` : `(${uci})`;
}

/** The lines after the iterations: best move, ponder move, and the final figures. */
function summary(position: GamePosition, result: SearchResult): string[] {
  const side = position.board.side === 1 ? 'White' : 'Black';
  if (result.bestmove === null) {
    const state = gameState(position.board);
    return [`bestmove (none): ${side} has no legal move${state === 'ongoing' ? '' : ` (${state})`}`];
  }
  const lines = [
    `bestmove ${sanAndUci(position, result.bestmove)}${result.source === 'book' ? ' from the book' : ''}`,
  ];
  if (result.ponder !== undefined) {
    const b = position.board.clone();
    const best = parseUci(b, result.bestmove);
    if (best.ok) {
      b.make(best.value);
      const ponder = parseUci(b, result.ponder);
      lines.push(
        `ponder ${ponder.ok ? `${makeSan(b, ponder.value)} (${result.ponder})` : `(${result.ponder})`}`,
      );
    }
  }
  const ms = Math.round(result.ms);
  const nps = result.ms > 0 ? Math.round((result.nodes * 1000) / result.ms) : 0;
  lines.push(
    `score ${formatScore(result.score)} for ${side}, depth ${result.depth}/${result.seldepth}, ` +
      `${result.nodes} nodes, ${ms} ms, ${nps} nodes/s`,
  );
  return [...lines, ...noticeLines(result)];
}

/**
 * Runs the analysis and prints as it goes, like an engine's info lines: the engine and the
 * position as soon as the flags are checked, then a line per iteration the moment it finishes
 * (the column header before the first), then the best move and the figures. With --json the one
 * line comes at the end. Interrupted (Ctrl-C, `timeout`), the finished iterations are already
 * out. Returns the rest: for bad input its one-line error and status 2 (nothing printed), else
 * success with no more lines. Never throws at bad input.
 */
export function streamAnalyze(
  args: AnalyzeArgs,
  print: Print,
  registry: Registry = defaultRegistry,
): CommandOutput {
  const period = parsePeriod(args.period);
  if (!period.ok) return usageError(period.error);
  // With --period the budget is the period's; a limit given too (a clock) still ends the search.
  const limits = period.value ? parseOptionalLimits(args) : parseLimits(args);
  if (!limits.ok) return usageError(limits.error);
  const multipv = parseWhole('multipv', args.multipv, 1, MULTIPV_MAX);
  if (!multipv.ok) return usageError(multipv.error);
  const position = parsePosition(args.fen, args.moves);
  if (!position.ok) return usageError(position.error);
  const engine = createAnalysisEngine(registry, args.engine);
  if (!engine.ok) return usageError(engine.error);

  const e = engine.value;
  if (multipv.value !== undefined && multipv.value > 1) {
    const set = e.setOption('MultiPV', String(multipv.value));
    if (!set.ok) return usageError(`--multipv: ${e.meta.id} has no MultiPV setting (${set.error})`);
  }
  if (period.value) {
    const set = e.setOption('Period', period.value);
    if (!set.ok) return usageError(`--period: ${e.meta.id} has no period setting (${set.error})`);
  }
  e.newGame();
  const set = e.setPosition(position.value.startFen, position.value.moves);
  if (!set.ok) return usageError(set.error);

  const board = position.value.board;
  if (!args.json) print(`${e.meta.name} (${e.meta.id}): ${position.value.fen}`);
  let iterations = 0;
  // With --multipv, the lines of the last complete depth (for --json).
  let lines: InfoRecord[] = [];
  const onInfo = (info: InfoRecord) => {
    if (info.multipv !== undefined) lines = info.multipv === 1 ? [info] : [...lines, info];
    if (args.json) return;
    if (iterations++ === 0) print(INFO_HEADER);
    print(formatInfo(info, board));
  };
  const result = e.search(limits.value ?? {}, { onInfo });
  if (args.json) print(JSON.stringify(analysisRecord(e.meta.id, position.value, result, lines)));
  else for (const line of summary(position.value, result)) print(line);
  return success([]);
}

/** Runs the analysis and returns all it prints at once (the same lines as streamAnalyze). */
export function runAnalyze(args: AnalyzeArgs, registry: Registry = defaultRegistry): CommandOutput {
  const lines: string[] = [];
  const out = streamAnalyze(args, (line) => lines.push(line), registry);
  return { ...out, stdout: [...lines, ...out.stdout] };
}

/** The command module for a registry (the default one in the binary; tests may pass their own). */
export function makeAnalyzeCommand(registry: Registry = defaultRegistry): CommandModule<object, AnalyzeArgs> {
  return {
    command: 'analyze',
    describe: 'Search a position with an engine',
    builder: (yargs: Argv<object>) =>
      yargs
        .options(analyzeOptions(registry))
        .example('$0 analyze --engine gnu --depth 5', 'the start position, 5 plies deep')
        .example('$0 analyze --engine gnu --moves "e2e4 e7e5 g1f3" --nodes 100000', 'after 1.e4 e5 2.Nf3')
        .example(
          "$0 analyze --engine gnu --fen '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1' --depth 3 --json",
          'as JSON',
        )
        .example(
          '$0 analyze --engine zarkov --depth 6 --multipv 3',
          'the three best moves, each with its line',
        )
        .example(
          '$0 analyze --engine zarkov --period strength',
          'what Zarkov searched in 1989 (450,000 nodes)',
        ),
    handler: (args) => emit(streamAnalyze(args, printTo(), registry)),
  };
}

export const analyzeCommand = makeAnalyzeCommand();
