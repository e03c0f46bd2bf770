// `ttychess eval`: an engine's static evaluation of a position, term by term. The plain output
// is the table of tui/format/eval-table.ts; --json is one line with the total (White's view) and
// every term.
//
//   $ ttychess eval --engine gnu --fen '...' [--moves "e4 e5"] --json
//   {"engine":"gnu","total":13,"terms":[{"name":"material","group":"material","white":3900,"black":3900},...]}

import type { Argv, CommandModule, Options } from 'yargs';
import type { Evaluation } from '../../engines/engine.js';
import { registry as defaultRegistry, type Registry } from '../../engines/registry.js';
import { formatEvalTable } from '../format/eval-table.js';
import { createEngine, engineOption, parsePosition } from './engine-args.js';
import { emit, success, usageError, type CommandOutput } from './output.js';

export interface EvalArgs {
  readonly engine?: string | undefined;
  readonly fen?: string | undefined;
  readonly moves?: string | undefined;
  readonly json?: boolean | undefined;
}

/** The command's flags, as data: yargs builds its parser and help text from this table. */
export function evalOptions(registry: Registry) {
  return {
    engine: engineOption(true, registry.ids()),
    fen: { type: 'string', describe: 'position to evaluate (default: the start position)' },
    moves: { type: 'string', describe: 'moves played from --fen, UCI or SAN ("e2e4 e7e5" or "1. e4 e5")' },
    json: { type: 'boolean', default: false, describe: 'print one line of JSON' },
  } as const satisfies Record<string, Options>;
}

/** The JSON record of an evaluation (the shape docs/cli.md promises). */
export function evaluationRecord(engine: string, evaluation: Evaluation) {
  return {
    engine,
    total: evaluation.total,
    terms: (evaluation.terms ?? []).map(({ name, group, white, black }) => ({ name, group, white, black })),
  };
}

/** Evaluates the position for the arguments and returns what to print; never throws at bad input. */
export function runEval(args: EvalArgs, registry: Registry = defaultRegistry): CommandOutput {
  const position = parsePosition(args.fen, args.moves);
  if (!position.ok) return usageError(position.error);
  const engine = createEngine(registry, args.engine);
  if (!engine.ok) return usageError(engine.error);
  const e = engine.value;
  e.newGame();
  const set = e.setPosition(position.value.startFen, position.value.moves);
  if (!set.ok) return usageError(set.error);
  const evaluation = e.evaluate(true);
  if (args.json) return success([JSON.stringify(evaluationRecord(e.meta.id, evaluation))]);
  const side = position.value.board.side === 1 ? 'White' : 'Black';
  return success([
    `${e.meta.name} (${e.meta.id}): ${position.value.fen}`,
    ...formatEvalTable(evaluation, side),
  ]);
}

/** The command module for a registry (the default one in the binary; tests may pass their own). */
export function makeEvalCommand(registry: Registry = defaultRegistry): CommandModule<object, EvalArgs> {
  return {
    command: 'eval',
    describe: "An engine's static evaluation, term by term",
    builder: (yargs: Argv<object>) =>
      yargs
        .options(evalOptions(registry))
        .example('$0 eval --engine gnu', 'the start position')
        .example('$0 eval --engine zarkov --moves "1. e4 e5 2. Nf3"', 'after 1.e4 e5 2.Nf3')
        .example("$0 eval --engine gnu --fen '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1' --json", 'as JSON'),
    handler: (args) => emit(runEval(args, registry)),
  };
}

export const evalCommand = makeEvalCommand();
