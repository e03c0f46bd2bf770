// The registry: how everything else finds engines. A Registry is an immutable table from id to
// factory; the default one lists the engines built so far, and tests may build their own (with
// test doubles) without touching it.

import type { Engine, EngineFactory, EngineMeta } from './engine.js';
import { withAnalysis } from './analysis.js';
import { withPeriod } from './period.js';
import { GNU_META, GnuEngine } from './gnu/engine.js';
import { HIARCS_META, HiarcsEngine } from './hiarcs/engine.js';
import { ZARKOV_META, ZarkovEngine } from './zarkov/engine.js';

export interface RegistryEntry {
  readonly meta: EngineMeta;
  readonly create: EngineFactory;
}

export class Registry {
  private readonly entries: ReadonlyMap<string, RegistryEntry>;

  constructor(entries: readonly RegistryEntry[]) {
    const map = new Map<string, RegistryEntry>();
    for (const e of entries) {
      if (map.has(e.meta.id)) throw new Error(`engine '${e.meta.id}' registered twice`);
      map.set(e.meta.id, e);
    }
    this.entries = map;
  }

  /** Ids of the registered engines, in registration order. */
  ids(): string[] {
    return [...this.entries.keys()];
  }

  /** Metadata of every registered engine. */
  list(): EngineMeta[] {
    return [...this.entries.values()].map((e) => e.meta);
  }

  has(id: string): boolean {
    return this.entries.has(id);
  }

  /** A new instance of engine `id`, or undefined if there is no such engine. */
  create(id: string): Engine | undefined {
    return this.entries.get(id)?.create();
  }

  /** A one-line message for an unknown id, naming the known ones. */
  unknown(id: string): string {
    const known = this.ids();
    return known.length === 0
      ? `no engine '${id}': no engines are built yet`
      : `no engine '${id}'; choose one of ${known.join(', ')}`;
  }
}

/** The engines ttychess ships. Each engine's folder adds its entry here as it is built. */
export const DEFAULT_ENGINES: readonly RegistryEntry[] = [
  { meta: HIARCS_META, create: () => withPeriod(withAnalysis(new HiarcsEngine())) },
  { meta: ZARKOV_META, create: () => withPeriod(withAnalysis(new ZarkovEngine())) },
  { meta: GNU_META, create: () => withPeriod(withAnalysis(new GnuEngine())) },
];

export const registry = new Registry(DEFAULT_ENGINES);
