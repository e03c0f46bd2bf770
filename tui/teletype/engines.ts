// The engines as the teletype names them: the registered ones, in the order of ENGINE_IDS
// (hiarcs, zarkov, gnu: oldest program first), whatever order the registry lists them in.

import { ENGINE_IDS, type EngineMeta } from '../../engines/engine.js';
import type { Registry } from '../../engines/registry.js';

/** The registered engines' metadata, in teletype order (hiarcs, zarkov, gnu when present). */
export function teletypeEngines(registry: Registry): EngineMeta[] {
  const rank = (id: string) => {
    const i = (ENGINE_IDS as readonly string[]).indexOf(id);
    return i === -1 ? ENGINE_IDS.length : i;
  };
  return registry.list().sort((a, b) => rank(a.id) - rank(b.id));
}

/** An engine's name as the paper prints it ("GNU CHESS 1987"). */
export function engineName(meta: Pick<EngineMeta, 'name'>): string {
  return meta.name.toUpperCase();
}

/**
 * Whether the engine is reported by the positions it examined rather than its depth: the
 * selective (plausible-move) searcher, whose nominal depth says little about its work.
 */
export function countsPositions(meta: Pick<EngineMeta, 'searchStyle'>): boolean {
  return meta.searchStyle === 'selective plausible-move';
}
