// The flag parsers shared by the commands (tui/commands/) and the teletype's settings: whole
// numbers in a range, search limits, and a list of registered engines. Each returns a Result
// whose error is the one line the user sees.

import { err, ok, type Result } from '../core/result.js';
import type { SearchLimits } from '../engines/engine.js';
import type { Registry } from '../engines/registry.js';

/** The deepest search the commands accept. */
export const MAX_DEPTH = 64;
/** The largest node limit (a safe integer well past any search a person would wait for). */
export const MAX_NODES = 1e12;
/** The longest search time: one day, in milliseconds. */
export const MAX_MOVETIME = 86_400_000;

/** A whole number from `min` to `max` given as `--flag text`, or undefined if the flag is absent. */
export function parseWhole(
  flag: string,
  text: string | number | undefined,
  min: number,
  max: number,
): Result<number | undefined, string> {
  if (text === undefined) return ok(undefined);
  const t = String(text).trim();
  const n = Number(t);
  if (!/^\d+$/.test(t) || n < min || n > max) {
    return err(`--${flag} '${text}' is not a whole number from ${min} to ${max}`);
  }
  return ok(n);
}

export interface LimitArgs {
  readonly depth?: string | number | undefined;
  readonly nodes?: string | number | undefined;
  readonly movetime?: string | number | undefined;
}

/** The search limits from --depth, --nodes and --movetime; at least one is required. */
export function parseLimits(args: LimitArgs): Result<SearchLimits, string> {
  const depth = parseWhole('depth', args.depth, 1, MAX_DEPTH);
  if (!depth.ok) return depth;
  const nodes = parseWhole('nodes', args.nodes, 1, MAX_NODES);
  if (!nodes.ok) return nodes;
  const movetime = parseWhole('movetime', args.movetime, 1, MAX_MOVETIME);
  if (!movetime.ok) return movetime;
  const limits: { depth?: number; nodes?: number; movetime?: number } = {};
  if (depth.value !== undefined) limits.depth = depth.value;
  if (nodes.value !== undefined) limits.nodes = nodes.value;
  if (movetime.value !== undefined) limits.movetime = movetime.value;
  if (Object.keys(limits).length === 0) return err('give a limit: --depth N, --nodes N or --movetime MS');
  return ok(limits);
}

/**
 * The engine ids of --engines ("hiarcs,zarkov,gnu"; commas or spaces), or every registered
 * engine when the flag is left out; each must be registered and named once.
 */
export function parseEngineList(text: string | undefined, registry: Registry): Result<string[], string> {
  if (text === undefined) {
    const all = registry.ids();
    return all.length > 0 ? ok(all) : err('no engines are built yet');
  }
  const ids = text.split(/[\s,]+/).filter((t) => t !== '');
  if (ids.length === 0) return err(`--engines: name at least one engine (${registry.ids().join(', ')})`);
  for (const [i, id] of ids.entries()) {
    if (!registry.has(id)) return err(`--engines: ${registry.unknown(id)}`);
    if (ids.indexOf(id) !== i) return err(`--engines: '${id}' is named twice`);
  }
  return ok(ids);
}

/** The limits of --depth, --nodes and --movetime, or undefined when none is given (bench depth). */
export function parseOptionalLimits(args: LimitArgs): Result<SearchLimits | undefined, string> {
  if (args.depth === undefined && args.nodes === undefined && args.movetime === undefined)
    return ok(undefined);
  return parseLimits(args);
}

/** What --period takes: the engines' own Period option (engines/period.ts, docs/period.md). */
export type PeriodFlag = 'strength' | 'pace';

/** The --period flag, as data. */
export const periodFlag = {
  type: 'string',
  describe:
    "play as on the engine's own machine of the day: strength (its node budget) or pace (the same, taking its time); see docs/period.md",
} as const;

/** --period strength|pace, or undefined when left out. */
export function parsePeriod(text: string | undefined): Result<PeriodFlag | undefined, string> {
  if (text === undefined) return ok(undefined);
  const t = text.trim().toLowerCase();
  if (t === 'strength' || t === 'pace') return ok(t);
  return err(`--period '${text}' is not strength or pace`);
}
