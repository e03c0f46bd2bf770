// The default command (plain `ttychess`, which `npm start` runs): opens the teletype. The ink
// and react modules are loaded only here, on demand, so the other commands start quickly.

import type { Argv, CommandModule, Options } from 'yargs';
import { registry } from '../../engines/registry.js';
import { teletypeEngines } from '../teletype/engines.js';
import { BAUD_RATES, parseSettings, TELETYPE_COLUMNS, type SettingsArgs } from '../teletype/settings.js';
import { emit, usageError, type CommandOutput } from './output.js';
import { periodFlag } from '../flag-parsers.js';

/** What the teletype needs from the process: a terminal to read keys from, 72 columns to print on. */
export interface TeletypeEnv {
  readonly stdinIsTTY: boolean;
  readonly columns?: number | undefined;
}

export const NEEDS_TERMINAL = "the teletype needs a terminal; see 'ttychess --help'";

/** The complaint for a terminal narrower than the paper. */
export function narrowTerminal(columns: number): string {
  // Short (44 columns with "ttychess: "), so that the terminal it is refused on does not wrap it.
  return `teletype needs ${TELETYPE_COLUMNS} columns; ${columns} here`;
}

/** The default command's flags, as data. */
export function teletypeOptions(ids: readonly string[]) {
  return {
    baud: { type: 'string', describe: `printing pace: ${BAUD_RATES.join(', ')} (0: at once; default 1200)` },
    unicode: { type: 'boolean', default: false, describe: 'draw the pieces as chess glyphs' },
    bell: { type: 'boolean', default: false, describe: 'ring the bell on check and mate' },
    notation: { type: 'string', describe: 'moves as san (NF3) or long (G1-F3) (default san)' },
    engines: {
      type: 'string',
      describe: `engines that comment on a replay (default: all: ${ids.join(',') || 'none built yet'})`,
    },
    depth: { type: 'string', describe: 'replay and compare: each engine searches this many plies' },
    movetime: { type: 'string', describe: 'replay and compare: each engine searches this many ms' },
    'board-every': { type: 'string', describe: 'replay: print the board every N moves' },
    period: { ...periodFlag, describe: `replay and compare: ${periodFlag.describe}` },
  } as const satisfies Record<string, Options>;
}

/** Opens the teletype and resolves when the session ends; refuses without a terminal or room. */
export async function runTeletype(
  args: SettingsArgs = {},
  env: TeletypeEnv = { stdinIsTTY: process.stdin.isTTY === true, columns: process.stdout.columns },
): Promise<CommandOutput> {
  const settings = parseSettings(args, registry);
  if (!settings.ok) return usageError(settings.error);
  if (!env.stdinIsTTY) return usageError(NEEDS_TERMINAL);
  if (env.columns !== undefined && env.columns < TELETYPE_COLUMNS)
    return usageError(narrowTerminal(env.columns));
  const { openTeletype } = await import('../teletype/open.js');
  await openTeletype({ settings: settings.value });
  return { stdout: [], stderr: [], code: 0 };
}

export const teletypeCommand: CommandModule<object, SettingsArgs> = {
  command: '$0',
  describe: 'Open the teletype (the default)',
  builder: (yargs: Argv<object>) =>
    yargs.options(
      teletypeOptions(teletypeEngines(registry).map((m) => m.id)),
    ) as unknown as Argv<SettingsArgs>,
  handler: async (args) => emit(await runTeletype(args)),
};
