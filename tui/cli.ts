#!/usr/bin/env node
// The ttychess binary. One yargs command module per file under commands/; this entry registers
// them, is strict about flags, and turns every complaint into one line on stderr with exit
// status 2 (no usage dump, no stack trace). Plain `ttychess` opens the teletype.
//
// Strict means more than yargs's strict(): flagProblem() refuses what yargs would let pass
// quietly: a flag without its value, a flag given twice, a boolean given anything but true or
// false.

import yargs, { type CommandModule } from 'yargs';
import { hideBin, Parser } from 'yargs/helpers';
import { joinNegativeValues } from './cli-args.js';
import { applyJitSettings } from './jit-settings.js';
import { analyzeCommand } from './commands/analyze.js';
import { benchCommand } from './commands/bench.js';
import { bookCommand } from './commands/book.js';
import { compareCommand } from './commands/compare.js';
import { evalCommand } from './commands/eval.js';
import { matchCommand } from './commands/match.js';
import { EXIT_USAGE, handleWriteErrors, oneLine, PROCESS_IO } from './commands/output.js';
import { perftCommand } from './commands/perft.js';
import { replayCommand } from './commands/replay.js';
import { suiteCommand } from './commands/suite.js';
import { teletypeCommand } from './commands/teletype.js';
import { tournamentCommand } from './commands/tournament.js';
import { uciCommand } from './commands/uci.js';
import { xboardCommand } from './commands/xboard.js';
import { packageVersion } from './version.js';

/**
 * A command module with its own argument type. Arguments are checked inside each module, so the
 * list forgets them (yargs's types are invariant in them, and TypeScript has no "some U").
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyCommand = CommandModule<object, any>;

/** Every command, the default (the teletype) first. */
export const COMMANDS: readonly AnyCommand[] = [
  teletypeCommand,
  replayCommand,
  perftCommand,
  analyzeCommand,
  evalCommand,
  benchCommand,
  compareCommand,
  suiteCommand,
  uciCommand,
  xboardCommand,
  matchCommand,
  tournamentCommand,
  bookCommand,
];

/**
 * yargs's table of a command's options (its `getOptions()`, which it hands to check()
 * callbacks): the parts flagProblem reads.
 */
interface OptionTable {
  readonly key: Readonly<Record<string, unknown>>;
  readonly alias: Readonly<Record<string, readonly string[]>>;
  readonly array: readonly string[];
  readonly boolean: readonly string[];
  readonly string: readonly string[];
  readonly number: readonly string[];
  readonly count: readonly string[];
  readonly configuration: Readonly<Record<string, unknown>>;
}

/**
 * Flags that may be given more than once though they are not array options, by command:
 * `tournament --engines gnu,zarkov --engines hiarcs` adds engines (parseSeriesEngines reads every
 * value). Array options (`--option ENGINE.NAME=VALUE`, `book build`'s games) repeat anyway.
 */
const REPEATABLE: Readonly<Record<string, readonly string[]>> = { tournament: ['engines'] };

/** A flag as the user writes it: `--layout`, `-o`. */
function flagName(key: string): string {
  return key.length === 1 ? `-${key}` : `--${key}`;
}

/**
 * What is wrong with the flags in `args` that yargs lets pass, as one line, or undefined when
 * nothing is: a flag that takes a value given none (`perft 2 --layout`, or `--engine --depth 3`),
 * a flag given twice (`--depth 3 --depth 4`; `repeatable` names those that may be), a boolean
 * given a value other than true or false (`--unicode=maybe`). yargs's own parse takes '' for a
 * missing value, keeps the last of repeated values and reads anything but 'true' as false, so
 * the arguments are read again with the command's option table, stricter: every flag that takes
 * a value needs one (nargs 1) and repeated values are kept.
 */
function flagProblem(
  args: readonly string[],
  table: OptionTable,
  repeatable: readonly string[] = [],
): string | undefined {
  const canonical = new Map<string, string>();
  for (const [key, aliases] of Object.entries(table.alias)) for (const a of aliases) canonical.set(a, key);
  const nameOf = (key: string) => canonical.get(key) ?? key;
  const arrays = new Set(table.array.map(nameOf));
  const booleans = new Set(table.boolean.map(nameOf));

  const takesValue = [...table.string, ...table.number].filter(
    (key) => !arrays.has(nameOf(key)) && !booleans.has(nameOf(key)),
  );
  const parsed = Parser.detailed([...args], {
    alias: Object.fromEntries(Object.entries(table.alias).map(([key, aliases]) => [key, [...aliases]])),
    array: [...table.array],
    boolean: [...table.boolean],
    string: [...table.string],
    number: [...table.number],
    count: [...table.count],
    narg: Object.fromEntries(takesValue.map((key) => [key, 1])),
    configuration: {
      ...table.configuration,
      'duplicate-arguments-array': true,
      'camel-case-expansion': false,
    },
  });
  const missing = /^Not enough arguments following: (.+)$/.exec(parsed.error?.message ?? '');
  if (missing) return `${flagName(missing[1]!)} needs a value`;
  if (parsed.error) return parsed.error.message;

  const end = args.indexOf('--');
  for (const token of end < 0 ? args : args.slice(0, end)) {
    const m = /^--([^=]+)=([\s\S]*)$/.exec(token);
    if (!m) continue;
    const name = m[1]!;
    const value = m[2]!;
    const key = nameOf(name.startsWith('no-') && booleans.has(nameOf(name.slice(3))) ? name.slice(3) : name);
    if (booleans.has(key) && value !== 'true' && value !== 'false') {
      return `--${name} '${value}' is not true or false`;
    }
  }

  for (const key of Object.keys(table.key)) {
    const values: unknown = parsed.argv[key];
    if (canonical.has(key) || arrays.has(key) || repeatable.includes(key) || !Array.isArray(values)) continue;
    return `${flagName(key)} was given ${values.length} times; give it once`;
  }
  return undefined;
}

/** A complaint from yargs (bad flag, missing argument) or from a handler, with its exit status. */
class CliFailure extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

/** Runs the CLI on `argv` (without node and the script) and resolves when it is done. */
export async function main(argv: string[]): Promise<void> {
  // A full disk or a closed pipe on stdout: one line or a quiet exit, never a stack trace.
  handleWriteErrors(PROCESS_IO);
  const cli = yargs(argv);
  const columns = cli.terminalWidth();
  cli
    .scriptName('ttychess')
    .usage('$0 [command]\n\nThree historical chess engines in a 1983 teletype.')
    .command([...COMMANDS])
    .strict()
    .parserConfiguration({ 'duplicate-arguments-array': false, 'camel-case-expansion': false })
    .check((parsed, table) => {
      const command = String(parsed._[0] ?? '');
      return flagProblem(argv, table as unknown as OptionTable, REPEATABLE[command]) ?? true;
    })
    .version(packageVersion())
    .help()
    .alias('h', 'help')
    .wrap(columns ? Math.min(100, columns) : null)
    .epilogue('Documentation: README.md and docs/ in the ttychess package.')
    .fail((msg: string | null, err: Error | undefined) => {
      // Validation failures come with a message; anything thrown by a handler is a bug.
      if (msg) throw new CliFailure(msg, EXIT_USAGE);
      const isYargs = err?.name === 'YError';
      throw new CliFailure(
        isYargs ? err.message : `internal error: ${err?.message ?? 'unknown'}`,
        isYargs ? EXIT_USAGE : 1,
      );
    });
  try {
    await cli.parseAsync();
  } catch (e) {
    const failure = e instanceof CliFailure ? e : new CliFailure(`internal error: ${String(e)}`, 1);
    process.stderr.write(`ttychess: ${oneLine(failure.message)}\n`);
    process.exitCode = failure.code;
  }
}

applyJitSettings();
await main(joinNegativeValues(hideBin(process.argv)));
