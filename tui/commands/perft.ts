// `ttychess perft <depth>`: counts the leaves of the legal move tree, the standard check of a
// move generator against published tables. The yargs module only parses; runPerft does the work
// and returns its output, so tests call it directly.

import type { Argv, CommandModule, Options } from 'yargs';
import { boardFromFen, START_FEN } from '../../core/fen.js';
import { LAYOUT_IDS, layoutById } from '../../core/layout.js';
import { Perft } from '../../core/perft.js';
import { makeUci } from '../../core/uci-move.js';
import { emit, success, usageError, type CommandOutput } from './output.js';

/** The deepest count the command accepts (deeper ones would not finish in a lifetime). */
export const MAX_PERFT_DEPTH = 20;

export interface PerftArgs {
  /** Plies to count, as typed (validated here: a whole number 0..MAX_PERFT_DEPTH). */
  readonly depth: string | number;
  readonly fen?: string | undefined;
  readonly layout?: string | undefined;
  readonly divide?: boolean | undefined;
  readonly json?: boolean | undefined;
}

/** The command's flags, as data: yargs builds its parser and help text from this table. */
export const PERFT_OPTIONS = {
  fen: {
    type: 'string',
    describe: 'position to count from (default: the start position)',
  },
  layout: {
    type: 'string',
    default: '0x88',
    describe: `board numbering: ${LAYOUT_IDS.join(' or ')}`,
  },
  divide: {
    type: 'boolean',
    default: false,
    describe: 'list the count under each legal first move',
  },
  json: {
    type: 'boolean',
    default: false,
    describe: 'print one line of JSON',
  },
} as const satisfies Record<string, Options>;

/** A clock in milliseconds; injected so tests can fix the time. */
export type Clock = () => number;

function parseDepth(depth: string | number): number | undefined {
  const text = String(depth).trim();
  if (!/^\d+$/.test(text)) return undefined;
  const n = Number(text);
  return n <= MAX_PERFT_DEPTH ? n : undefined;
}

/** Counts perft for the arguments and returns what to print; never throws at bad input. */
export function runPerft(args: PerftArgs, now: Clock = () => performance.now()): CommandOutput {
  const depth = parseDepth(args.depth);
  if (depth === undefined) {
    return usageError(`depth '${args.depth}' is not a whole number from 0 to ${MAX_PERFT_DEPTH}`);
  }
  const layoutId = args.layout ?? '0x88';
  const layout = layoutById(layoutId);
  if (!layout) return usageError(`--layout '${layoutId}' is not one of: ${LAYOUT_IDS.join(', ')}`);
  if (args.divide && depth < 1) return usageError('--divide needs a depth of at least 1');
  const parsed = boardFromFen(args.fen ?? START_FEN, layout);
  if (!parsed.ok) return usageError(parsed.error.message);
  const board = parsed.value;

  const walker = new Perft(depth + 1);
  const start = now();
  let nodes: number;
  let divide: Array<[string, number]> | undefined;
  if (args.divide) {
    divide = walker
      .divide(board, depth)
      .map(({ move, nodes: n }): [string, number] => [makeUci(board, move), n])
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    nodes = divide.reduce((sum, [, n]) => sum + n, 0);
  } else {
    nodes = walker.count(board, depth);
  }
  const elapsed = Math.max(0, now() - start);
  const ms = Math.round(elapsed);
  const nps = elapsed > 0 ? Math.round((nodes * 1000) / elapsed) : 0;

  if (args.json) {
    const record = {
      nodes,
      ms,
      nps,
      layout: layout.id,
      ...(divide ? { divide: Object.fromEntries(divide) } : {}),
    };
    return success([JSON.stringify(record)]);
  }
  const lines: string[] = [];
  if (divide) {
    for (const [uci, n] of divide) lines.push(`${uci}: ${n}`);
    lines.push('');
  }
  lines.push(`Nodes: ${nodes}`, `Time: ${ms} ms`, `Nodes/s: ${nps}`);
  return success(lines);
}

export const perftCommand: CommandModule<object, PerftArgs> = {
  command: 'perft <depth>',
  describe: 'Count the positions <depth> plies deep (perft)',
  builder: (yargs: Argv<object>) =>
    yargs
      .positional('depth', {
        type: 'string',
        demandOption: true,
        describe: `plies to count, 0 to ${MAX_PERFT_DEPTH}`,
      })
      .options(PERFT_OPTIONS)
      .example('$0 perft 5', 'from the start position: 4865609')
      .example('$0 perft 3 --divide', 'per first move: e2e4: 600 ...')
      .example("$0 perft 4 --fen '4k3/8/8/8/8/8/8/4K2R w K - 0 1'", 'from a given position')
      .example('$0 perft 5 --layout mailbox --json', 'on the 10x10 board, as JSON'),
  handler: (args) => emit(runPerft(args)),
};
