// The teletype's settings, from the command line (`ttychess`, `ttychess replay`) or their
// defaults: printing pace, glyphs, bell, notation, boards, which engines comment and how long
// they think. Parsed here once for both commands; every check returns the one line the user sees.

import { err, ok, type Result } from '../../core/result.js';
import type { SearchLimits } from '../../engines/engine.js';
import type { Registry } from '../../engines/registry.js';
import { parseLimits, parsePeriod, parseWhole, parseEngineList, type PeriodFlag } from '../flag-parsers.js';
import { BAUD_RATES, parseBaud } from './baud.js';
import { teletypeEngines } from './engines.js';
import { NOTATIONS, type Notation } from './replay/transcript.js';

export { BAUD_RATES } from './baud.js';
/** Fast enough not to annoy, slow enough to see the paper move. */
export const DEFAULT_BAUD = 1200;
/**
 * How long each engine thinks about a replay position unless told: a few plies, and never more
 * than a second, so the comments keep up with a person stepping through the game.
 */
export const DEFAULT_LIMITS: SearchLimits = { depth: 4, movetime: 1000 };
/** The printed width the teletype needs. */
export const TELETYPE_COLUMNS = 72;

export interface TeletypeSettings {
  readonly baud: number;
  readonly unicode: boolean;
  readonly bell: boolean;
  readonly notation: Notation;
  /** Print the board every N moves during a replay (0: only when asked). */
  readonly boardEvery: number;
  /** The engines commenting on a replay, in order. */
  readonly engines: readonly string[];
  /** How long they think about each position. */
  readonly limits: SearchLimits;
  /**
   * The commentators' Period (engines/period.ts): off, or each searches what its machine of the
   * day did (strength), taking as long as it did (pace).
   */
  readonly period: 'off' | PeriodFlag;
}

/** The flags, as given on the command line. */
export interface SettingsArgs {
  readonly baud?: string | number | undefined;
  readonly unicode?: boolean | undefined;
  readonly bell?: boolean | undefined;
  readonly notation?: string | undefined;
  readonly 'board-every'?: string | number | undefined;
  readonly engines?: string | undefined;
  readonly depth?: string | number | undefined;
  readonly movetime?: string | number | undefined;
  readonly period?: string | undefined;
}

/** The engines of --engines (any order given is kept), or every registered one in teletype order. */
export function parseTeletypeEngines(text: string | undefined, registry: Registry): Result<string[], string> {
  if (text === undefined) return ok(teletypeEngines(registry).map((m) => m.id));
  return parseEngineList(text, registry);
}

/** The settings of the flags; each absent flag takes its default. */
export function parseSettings(args: SettingsArgs, registry: Registry): Result<TeletypeSettings, string> {
  const baud = args.baud === undefined ? DEFAULT_BAUD : parseBaud(String(args.baud));
  if (baud === undefined) return err(`--baud '${args.baud}' is not one of ${BAUD_RATES.join(', ')}`);
  const notation = (args.notation ?? 'san').toLowerCase();
  if (!(NOTATIONS as readonly string[]).includes(notation))
    return err(`--notation '${args.notation}' is not one of ${NOTATIONS.join(', ')}`);
  const every = parseWhole('board-every', args['board-every'], 0, 999);
  if (!every.ok) return every;
  const engines = parseTeletypeEngines(args.engines, registry);
  if (!engines.ok) return engines;
  if (args.depth !== undefined && args.movetime !== undefined)
    return err('give --depth or --movetime, not both');
  const period = parsePeriod(args.period);
  if (!period.ok) return period;
  // At a period the engines' budgets decide (a --movetime given too still caps them).
  let limits = period.value ? {} : DEFAULT_LIMITS;
  if (args.depth !== undefined || args.movetime !== undefined) {
    const parsed = parseLimits({ depth: args.depth, movetime: args.movetime });
    if (!parsed.ok) return parsed;
    limits = parsed.value;
  }
  return ok({
    baud,
    unicode: args.unicode === true,
    bell: args.bell === true,
    notation: notation as Notation,
    boardEvery: every.value ?? 0,
    engines: engines.value,
    limits,
    period: period.value ?? 'off',
  });
}
