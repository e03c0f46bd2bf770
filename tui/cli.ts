#!/usr/bin/env node
// The ttychess binary. One yargs command module per file under commands/; this entry registers
// them, is strict about flags, and turns every complaint into one line on stderr with exit
// status 2 (no usage dump, no stack trace). Plain `ttychess` opens the teletype.

import yargs, { type CommandModule } from 'yargs';
import { hideBin } from 'yargs/helpers';
import { analyzeCommand } from './commands/analyze.js';
import { benchCommand } from './commands/bench.js';
import { bookCommand } from './commands/book.js';
import { compareCommand } from './commands/compare.js';
import { evalCommand } from './commands/eval.js';
import { matchCommand } from './commands/match.js';
import { EXIT_USAGE, oneLine } from './commands/output.js';
import { perftCommand } from './commands/perft.js';
import { replayCommand } from './commands/replay.js';
import { suiteCommand } from './commands/suite.js';
import { teletypeCommand } from './commands/teletype.js';
import { tournamentCommand } from './commands/tournament.js';
import { uciCommand } from './commands/uci.js';
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
  matchCommand,
  tournamentCommand,
  bookCommand,
];

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
  const cli = yargs(argv);
  const columns = cli.terminalWidth();
  cli
    .scriptName('ttychess')
    .usage('$0 [command]\n\nThree historical chess engines in a 1983 teletype.')
    .command([...COMMANDS])
    .strict()
    .parserConfiguration({ 'duplicate-arguments-array': false, 'camel-case-expansion': false })
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

await main(hideBin(process.argv));
