// The default command (plain `ttychess`, which `npm start` runs): opens the teletype. The ink
// and react modules are loaded only here, on demand, so the other commands start quickly.

import type { CommandModule } from 'yargs';
import { emit, usageError, type CommandOutput } from './output.js';

/** What the teletype needs from the process: a terminal to read keys from. */
export interface TeletypeEnv {
  readonly stdinIsTTY: boolean;
}

export const NEEDS_TERMINAL = "the teletype needs a terminal; see 'ttychess --help'";

/** Opens the teletype and resolves when the session ends; refuses when stdin is not a terminal. */
export async function runTeletype(
  env: TeletypeEnv = { stdinIsTTY: process.stdin.isTTY === true },
): Promise<CommandOutput> {
  if (!env.stdinIsTTY) return usageError(NEEDS_TERMINAL);
  const { openTeletype } = await import('../teletype/open.js');
  await openTeletype();
  return { stdout: [], stderr: [], code: 0 };
}

export const teletypeCommand: CommandModule<object, object> = {
  command: '$0',
  describe: 'Open the teletype (the default)',
  handler: async () => emit(await runTeletype()),
};
