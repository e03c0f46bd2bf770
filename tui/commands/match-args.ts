// Flags and checks shared by `match` and `tournament`: games, limits and clocks, openings,
// concurrency, adjudication, the PGN file and the engines' --option settings. Every flag is
// checked (each check's error is the one line the user sees) before any engine is started.

import { availableParallelism } from 'node:os';
import type { Options } from 'yargs';
import { err, ok, type Result } from '../../core/result.js';
import type { SearchLimits } from '../../engines/engine.js';
import type { Registry } from '../../engines/registry.js';
import { DEFAULT_ADJUDICATION, DEFAULT_MAX_PLIES } from '../match/adjudicate.js';
import { parseEngineSpecs, parseOptionFlags, playerFactory } from '../match/engine-spec.js';
import type { GameSettings, TimeControl } from '../match/game.js';
import { defaultOpeningsPath, loadOpenings, shuffled, type Opening } from '../match/openings.js';
import { timeControlTag } from '../match/pgn-out.js';
import type { PlayerFactory } from '../match/player.js';
import { MAX_DEPTH, MAX_MOVETIME, MAX_NODES, parsePeriod, parseWhole, periodFlag } from '../flag-parsers.js';

/** Most games one run may schedule (per pairing, for a tournament). */
export const MAX_GAMES = 100_000;
/** Most games at once. */
export const MAX_CONCURRENCY = 256;
/** Watchdog with --movetime: this many times the move time, plus WATCHDOG_SLACK_MS. */
export const WATCHDOG_FACTOR = 10;
export const WATCHDOG_SLACK_MS = 10_000;
/** Watchdog with only --depth or --nodes (no time limit at all): ten minutes a move. */
export const WATCHDOG_UNTIMED_MS = 600_000;

/** A flag as typed; yargs gives an array when a flag is repeated (the last one counts). */
type Flag<T> = T | readonly T[] | undefined;

export interface SeriesArgs {
  readonly games?: Flag<string | number>;
  readonly concurrency?: Flag<string | number>;
  readonly movetime?: Flag<string | number>;
  readonly depth?: Flag<string | number>;
  readonly nodes?: Flag<string | number>;
  readonly tc?: Flag<string | number>;
  readonly openings?: Flag<string>;
  readonly seed?: Flag<string | number>;
  readonly pgn?: Flag<string>;
  readonly json?: Flag<boolean>;
  readonly adjudicate?: Flag<boolean>;
  readonly 'max-plies'?: Flag<string | number>;
  readonly option?: Flag<string>;
  readonly period?: Flag<string>;
}

/** The flags both commands take, as data. */
export function seriesOptions(gamesHelp: string) {
  return {
    games: { type: 'string', describe: `${gamesHelp} (default 2)` },
    concurrency: { type: 'string', describe: 'games played at once (default: the number of CPU cores)' },
    movetime: { type: 'string', describe: 'milliseconds per move' },
    depth: { type: 'string', describe: 'plies per move' },
    nodes: { type: 'string', describe: 'nodes per move' },
    tc: { type: 'string', describe: 'clocks: BASE+INC in seconds, e.g. 60+0.5 (loss on time)' },
    openings: {
      type: 'string',
      describe: 'opening positions, FILE.epd or FILE.pgn (default: fixtures/openings.epd)',
    },
    seed: { type: 'string', describe: 'shuffle the openings with this seed (default: file order)' },
    pgn: { type: 'string', describe: 'append every finished game to this PGN file' },
    json: { type: 'boolean', default: false, describe: 'print the final statistics as one line of JSON' },
    adjudicate: {
      type: 'boolean',
      default: false,
      describe: "end games early on the engines' scores (see docs/cli.md)",
    },
    'max-plies': {
      type: 'string',
      describe: `draw a game at this many plies (default ${DEFAULT_MAX_PLIES})`,
    },
    option: {
      type: 'string',
      array: true,
      describe: 'an engine option, ENGINE.NAME=VALUE (repeatable)',
    },
    period: {
      ...periodFlag,
      describe: `${periodFlag.describe} (ttychess's own engines; no other limit is needed)`,
    },
  } as const satisfies Record<string, Options>;
}

/** The last value of a flag. */
function last<T>(flag: Flag<T>): T | undefined {
  if (flag === undefined) return undefined;
  return Array.isArray(flag) ? (flag as readonly T[])[(flag as readonly T[]).length - 1] : (flag as T);
}

/** Every value of a repeatable flag. */
function all<T>(flag: Flag<T>): T[] {
  if (flag === undefined) return [];
  return Array.isArray(flag) ? [...(flag as readonly T[])] : [flag as T];
}

/** "60+0.5" or "60" (seconds): a clock, or why not. */
export function parseTimeControl(text: string): Result<TimeControl, string> {
  const m = /^\s*(\d+(?:\.\d+)?)(?:\+(\d+(?:\.\d+)?))?\s*$/.exec(text);
  const baseMs = m ? Math.round(Number(m[1]) * 1000) : NaN;
  const incMs = m?.[2] !== undefined ? Math.round(Number(m[2]) * 1000) : 0;
  if (!m || baseMs <= 0 || baseMs > MAX_MOVETIME || incMs > MAX_MOVETIME) {
    return err(`--tc '${text}' is not BASE+INC in seconds (e.g. 60+0.5, or 300 without increment)`);
  }
  return ok({ baseMs, incMs });
}

/** What a match or tournament plays with, every flag checked. */
export interface Series {
  readonly games: number;
  readonly concurrency: number;
  readonly openings: readonly Opening[];
  readonly settings: GameSettings;
  /** The PGN TimeControl tag. */
  readonly timeControl: string;
  /** The limits in words, for the report ("movetime 50 ms", "tc 60+0.5"). */
  readonly limitsText: string;
  readonly pgn: string | undefined;
  /** The files the series reads (the openings file): --pgn may not name one of them. */
  readonly inputs: readonly string[];
  readonly json: boolean;
  readonly factories: PlayerFactory[];
  /** The engines' labels, in argument order. */
  readonly labels: string[];
}

/** Checks every flag and the engine arguments; builds the players' factories (nothing started yet). */
export function parseSeries(
  args: SeriesArgs,
  engines: readonly string[],
  registry: Registry,
  cores: number = availableParallelism(),
): Result<Series, string> {
  const games = parseWhole('games', last(args.games) ?? 2, 1, MAX_GAMES);
  if (!games.ok) return games;
  const concurrency = parseWhole('concurrency', last(args.concurrency) ?? cores, 1, MAX_CONCURRENCY);
  if (!concurrency.ok) return concurrency;
  const movetime = parseWhole('movetime', last(args.movetime), 1, MAX_MOVETIME);
  if (!movetime.ok) return movetime;
  const depth = parseWhole('depth', last(args.depth), 1, MAX_DEPTH);
  if (!depth.ok) return depth;
  const nodes = parseWhole('nodes', last(args.nodes), 1, MAX_NODES);
  if (!nodes.ok) return nodes;
  const tcText = last(args.tc);
  const tc = tcText === undefined ? ok(undefined) : parseTimeControl(String(tcText));
  if (!tc.ok) return tc;
  if (tc.value && movetime.value !== undefined)
    return err('--tc and --movetime do not go together; give one');
  const maxPlies = parseWhole('max-plies', last(args['max-plies']) ?? DEFAULT_MAX_PLIES, 1, 100_000);
  if (!maxPlies.ok) return maxPlies;
  const seed = parseWhole('seed', last(args.seed), 0, 2 ** 32 - 1);
  if (!seed.ok) return seed;
  const periodText = last(args.period);
  const period = parsePeriod(periodText === undefined ? undefined : String(periodText));
  if (!period.ok) return period;

  const limits: { movetime?: number; depth?: number; nodes?: number } = {};
  if (movetime.value !== undefined) limits.movetime = movetime.value;
  if (depth.value !== undefined) limits.depth = depth.value;
  if (nodes.value !== undefined) limits.nodes = nodes.value;
  if (!tc.value && !period.value && Object.keys(limits).length === 0) {
    return err('give a limit: --movetime MS, --depth N, --nodes N, --tc BASE+INC or --period strength|pace');
  }

  const specs = parseEngineSpecs(engines, registry);
  if (!specs.ok) return specs;
  // --period sets each own engine's Period option first, so an --option given with it wins.
  const periodOptions = period.value
    ? [
        ...new Set(
          specs.value.filter((s) => s.kind === 'registry').map((s) => `${s.text}.Period=${period.value}`),
        ),
      ]
    : [];
  const options = parseOptionFlags([...periodOptions, ...all(args.option)], specs.value);
  if (!options.ok) return options;
  const openingsFile = last(args.openings) ?? defaultOpeningsPath();
  const loaded = loadOpenings(openingsFile);
  if (!loaded.ok) return loaded;
  const tooLong = openingTooLong(loaded.value, maxPlies.value!, openingsFile);
  if (tooLong !== undefined) return err(tooLong);
  const openings = seed.value === undefined ? loaded.value : shuffled(loaded.value, seed.value);

  const settings: GameSettings = {
    limits,
    timeControl: tc.value,
    watchdogMs: watchdogFor(limits),
    adjudication: last(args.adjudicate) ? DEFAULT_ADJUDICATION : undefined,
    maxPlies: maxPlies.value!,
  };
  return ok({
    games: games.value!,
    concurrency: concurrency.value!,
    openings,
    settings,
    timeControl: timeControlTag(tc.value),
    limitsText: [
      period.value ? `period ${period.value}` : '',
      limitsText(limits, tc.value ? String(tcText).trim() : undefined),
    ]
      .filter((t) => t !== '')
      .join(', '),
    pgn: last(args.pgn),
    inputs: [openingsFile],
    json: last(args.json) === true,
    factories: specs.value.map((s, i) => playerFactory(s, options.value[i]!)),
    labels: specs.value.map((s) => s.label),
  });
}

/**
 * Why the ply cap would end a game before an engine moved (an opening of `maxPlies` moves or
 * more: the cap counts them), naming the first such opening of `path`; or undefined.
 */
function openingTooLong(openings: readonly Opening[], maxPlies: number, path: string): string | undefined {
  const i = openings.findIndex((o) => o.moves.length >= maxPlies);
  if (i < 0) return undefined;
  const plies = openings[i]!.moves.length;
  return `--max-plies ${maxPlies}: PGN game ${i + 1} of ${path} plays ${plies} plies, so its games would end before an engine moved`;
}

/** The per-move watchdog for fixed limits. */
export function watchdogFor(limits: SearchLimits): number {
  return limits.movetime !== undefined
    ? limits.movetime * WATCHDOG_FACTOR + WATCHDOG_SLACK_MS
    : WATCHDOG_UNTIMED_MS;
}

/** "movetime 50 ms", "depth 4, nodes 10000", "tc 60+0.5". */
function limitsText(limits: SearchLimits, tc: string | undefined): string {
  const parts: string[] = [];
  if (tc !== undefined) parts.push(`tc ${tc}`);
  if (limits.movetime !== undefined) parts.push(`movetime ${limits.movetime} ms`);
  if (limits.depth !== undefined) parts.push(`depth ${limits.depth}`);
  if (limits.nodes !== undefined) parts.push(`nodes ${limits.nodes}`);
  return parts.join(', ');
}
