// Who plays: the engine arguments of `match` and `tournament`, and their --option flags.
//
//   gnu                   a registry engine, run in a worker thread
//   uci:/path/to/engine     an external UCI program, run as a child process
//   xboard:/path/to/engine  an external XBoard (CECP) program, run as a child process
//
// Each engine is named in the PGN by its label: the registry id, or the program's file name
// (uci:/opt/sf/stockfish -> "stockfish"); a label already taken gets " (2)", " (3)", ...
//
// --option ENGINE.NAME=VALUE sets option NAME of every engine whose argument or label is ENGINE
// (gnu.OwnBook=false, uci:/opt/sf/stockfish.Threads=1, stockfish.Threads=1, "gnu (2).Contempt=50");
// the longest ENGINE that matches wins, so paths with dots in them work. NAME may hold spaces.

import { basename } from 'node:path';
import { err, ok, type Result } from '../../core/result.js';
import type { Registry } from '../../engines/registry.js';
import type { PlayerFactory } from './player.js';
import { uciPlayerFactory } from './uci-player.js';
import { xboardPlayerFactory } from './xboard-player.js';
import { workerPlayerFactory, type OptionSetting } from './worker-player.js';

export const UCI_PREFIX = 'uci:';
export const XBOARD_PREFIX = 'xboard:';

export type EngineSpec =
  | { readonly kind: 'registry'; readonly text: string; readonly label: string; readonly id: string }
  | {
      readonly kind: 'uci' | 'xboard';
      readonly text: string;
      readonly label: string;
      readonly path: string;
    };

/** One engine argument, or why it names no engine. */
export function parseEngineSpec(text: string, registry: Registry): Result<EngineSpec, string> {
  const t = text.trim();
  for (const [prefix, kind] of [
    [UCI_PREFIX, 'uci'],
    [XBOARD_PREFIX, 'xboard'],
  ] as const) {
    if (!t.startsWith(prefix)) continue;
    const path = t.slice(prefix.length);
    if (path === '') return err(`'${text}' names no program; write ${prefix}/path/to/engine`);
    return ok({ kind, text: t, label: basename(path) || path, path });
  }
  if (!registry.has(t)) return err(registry.unknown(t));
  return ok({ kind: 'registry', text: t, label: t, id: t });
}

/** Every engine argument, with labels made distinct. */
export function parseEngineSpecs(texts: readonly string[], registry: Registry): Result<EngineSpec[], string> {
  const specs: EngineSpec[] = [];
  const taken = new Set<string>();
  for (const text of texts) {
    const spec = parseEngineSpec(text, registry);
    if (!spec.ok) return spec;
    let label = spec.value.label;
    for (let n = 2; taken.has(label); n++) label = `${spec.value.label} (${n})`;
    taken.add(label);
    specs.push({ ...spec.value, label });
  }
  return ok(specs);
}

/** The settings of each engine (by index) from --option texts, or the first bad one. */
export function parseOptionFlags(
  texts: readonly string[],
  specs: readonly EngineSpec[],
): Result<OptionSetting[][], string> {
  const settings = specs.map((): OptionSetting[] => []);
  const names = [...new Set(specs.flatMap((s) => [s.text, s.label]))].sort((a, b) => b.length - a.length);
  for (const text of texts) {
    const engine = names.find((n) => text.startsWith(`${n}.`));
    if (engine === undefined) {
      const known = specs.map((s) => s.label).join(', ');
      return err(`--option '${text}': write ENGINE.NAME=VALUE, ENGINE being one of ${known}`);
    }
    const rest = text.slice(engine.length + 1);
    const eq = rest.indexOf('=');
    const name = (eq < 0 ? rest : rest.slice(0, eq)).trim();
    if (eq < 0 || name === '') return err(`--option '${text}': write ENGINE.NAME=VALUE`);
    specs.forEach((s, i) => {
      if (s.text === engine || s.label === engine) settings[i]!.push([name, rest.slice(eq + 1).trim()]);
    });
  }
  return ok(settings);
}

/** How to make the players of one engine. */
export function playerFactory(spec: EngineSpec, options: readonly OptionSetting[]): PlayerFactory {
  switch (spec.kind) {
    case 'registry':
      return workerPlayerFactory(spec.label, spec.id, options);
    case 'uci':
      return uciPlayerFactory(spec.label, spec.path, options);
    case 'xboard':
      return xboardPlayerFactory(spec.label, spec.path, options);
  }
}
