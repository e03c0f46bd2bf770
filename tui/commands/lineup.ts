// Several engines side by side, for `compare` and `suite`: which engines (--engines), how far
// each searches, and running them at once, each behind its own EngineHandle (a worker thread in
// the binary), so a slow engine never holds up the others.
//
// Without --depth, --nodes or --movetime each engine searches to its own meta.benchDepth, the
// depth `ttychess bench` uses: deep enough to mean something, short enough to wait for.

import type { Options } from 'yargs';
import { err, ok, type Result, errorMessage } from '../../core/result.js';
import type { EngineMeta, SearchLimits } from '../../engines/engine.js';
import { registry as defaultRegistry, type Registry } from '../../engines/registry.js';
import { periodBudget } from '../../engines/period.js';
import { LocalEngine, openWorker, type EngineHandle, type OpenEngine } from '../engine-host/engine-handle.js';

/** Where a command gets its engines: the registry that names them and how to open one. */
export interface EngineSource {
  readonly registry: Registry;
  readonly open: OpenEngine;
}

/** The binary's source: the default registry, each engine in its own worker thread. */
export const WORKER_ENGINES: EngineSource = { registry: defaultRegistry, open: openWorker };

/** Engines of `registry` run in this thread (tests, with the fake registry). */
export function localEngines(registry: Registry): EngineSource {
  return {
    registry,
    open: (id) => {
      const engine = registry.create(id);
      if (engine === undefined) throw new Error(registry.unknown(id));
      return new LocalEngine(engine);
    },
  };
}

/** The flags shared by the commands that run a lineup: --engines and the limits. */
export function lineupOptions(registry: Registry) {
  const known = registry.ids().join(',') || 'none built yet';
  return {
    engines: {
      type: 'string',
      describe: `engine ids, comma-separated (default: every registered engine: ${known})`,
    },
    depth: { type: 'string', describe: "search this many plies deep (default: each engine's bench depth)" },
    nodes: { type: 'string', describe: 'stop after about this many nodes' },
    movetime: { type: 'string', describe: 'search for this many milliseconds' },
  } as const satisfies Record<string, Options>;
}

/** What one engine searches within: the limits given, else its bench depth. */
export function limitsFor(limits: SearchLimits | undefined, meta: EngineMeta): SearchLimits {
  return limits ?? { depth: meta.benchDepth };
}

/** The limits in words: "depth 3", "movetime 500 ms, depth 8", or the bench depths of `metas`. */
export function describeLimits(limits: SearchLimits | undefined, metas: readonly EngineMeta[]): string {
  if (limits === undefined) return `bench depth (${metas.map((m) => `${m.id} ${m.benchDepth}`).join(', ')})`;
  const parts: string[] = [];
  if (limits.depth !== undefined) parts.push(`depth ${limits.depth}`);
  if (limits.nodes !== undefined) parts.push(`${limits.nodes} nodes`);
  if (limits.movetime !== undefined) parts.push(`movetime ${limits.movetime} ms`);
  return parts.join(', ');
}

/**
 * A period search in words: "period strength: hiarcs 1260 positions, gnu 54000 nodes", and the
 * limits given with it ("period pace ...; movetime 500 ms").
 */
export function describePeriod(
  mode: string,
  limits: SearchLimits | undefined,
  metas: readonly EngineMeta[],
): string {
  const budgets = metas.map((m) =>
    m.period
      ? `${m.id} ${periodBudget(m.period.rate, m.period.moveSeconds)} ${m.period.unit} (${m.period.machine})`
      : `${m.id} no period`,
  );
  const given = limits === undefined ? '' : `; ${describeLimits(limits, metas)}`;
  return `period ${mode}: ${budgets.join(', ')}${given}`;
}

/**
 * Opens engine `id` set up for analysis, as createAnalysisEngine does in process: an engine with
 * its own opening book searches instead of answering from it (OwnBook off). The options table is
 * read from an instance made here (engines make their big tables on first use).
 */
export async function openForAnalysis(source: EngineSource, id: string): Promise<EngineHandle> {
  const handle = source.open(id);
  const options = source.registry.create(id)?.options ?? [];
  try {
    if (options.some((o) => o.name === 'OwnBook')) await handle.setOption('OwnBook', 'false');
    return handle;
  } catch (e) {
    await handle.close();
    throw e;
  }
}

/**
 * Runs `task` for every engine at once, each on its own handle (opened for analysis, closed
 * afterwards whatever happens). The results come in the order of `ids`; if any task fails, the
 * error is the first failure's message, prefixed with its engine id.
 */
export async function runLineup<T>(
  source: EngineSource,
  ids: readonly string[],
  task: (handle: EngineHandle, id: string, index: number) => Promise<T>,
): Promise<Result<T[], string>> {
  const settled = await Promise.allSettled(
    ids.map(async (id, index) => {
      const handle = await openForAnalysis(source, id);
      try {
        return await task(handle, id, index);
      } finally {
        await handle.close();
      }
    }),
  );
  const values: T[] = [];
  for (const [i, s] of settled.entries()) {
    if (s.status === 'rejected') {
      const reason: unknown = s.reason;
      return err(`${ids[i]}: ${errorMessage(reason)}`);
    }
    values.push(s.value);
  }
  return ok(values);
}
