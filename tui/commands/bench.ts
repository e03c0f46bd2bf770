// `ttychess bench`: each engine searches the fixed positions of bench-positions.ts to its own
// benchDepth. The node total is the engine's signature: a depth limit only, so it is the same on
// every machine and changes only when the search does. The last line is always
// `Nodes searched: N` (over every engine benched), for scripts to compare.
//
//   $ ttychess bench --engine gnu
//   GNU Chess 1987 (gnu), depth 5
//      1  start position                  12345 nodes      41 ms
//   ...
//   gnu: 123456 nodes, 1234 ms
//   Total time: 1234 ms
//   Nodes/second: 100045
//   Nodes searched: 123456

import type { Argv, CommandModule, Options } from 'yargs';
import type { Engine } from '../../engines/engine.js';
import { registry as defaultRegistry, type Registry } from '../../engines/registry.js';
import { warmUp } from '../../engines/warm-up.js';
import { BENCH_POSITIONS, type BenchPosition } from './bench-positions.js';
import { createAnalysisEngine, engineOption } from './engine-args.js';
import { emit, oneLine, success, usageError, type CommandOutput } from './output.js';

export interface BenchArgs {
  /** One engine; all registered engines when left out. */
  readonly engine?: string | undefined;
  /** Throw-away searches on other instances before the timed ones (the CLI's default). */
  readonly 'warm-up'?: boolean | undefined;
}

/** The command's flags, as data: yargs builds its parser and help text from this table. */
export function benchOptions(registry: Registry) {
  return {
    engine: engineOption(false, registry.ids()),
    'warm-up': {
      type: 'boolean',
      default: true,
      describe:
        'Before timing an engine, warm its JIT up with throw-away searches on other instances ' +
        '(as the engine host does before a timed search); --no-warm-up times a cold start',
    },
  } as const satisfies Record<string, Options>;
}

/** A clock in milliseconds; injected so tests can fix the time. */
export type Clock = () => number;

/** What benching one engine found: a line per position, its nodes and time. */
interface EngineBench {
  readonly lines: string[];
  readonly nodes: number;
  readonly ms: number;
}

/** Searches every position with one engine instance, a new game before each; error if one is refused. */
function benchEngine(
  engine: Engine,
  positions: readonly BenchPosition[],
  now: Clock,
  warmUpNodes: number | undefined,
): { ok: true; value: EngineBench } | { ok: false; error: string } {
  const { id, name, benchDepth } = engine.meta;
  const nameWidth = Math.max(...positions.map((p) => p.name.length));
  const lines = [`${name} (${id}), depth ${benchDepth}`];
  if (warmUpNodes !== undefined)
    lines.push(`warm-up: ${warmUpNodes} nodes on throw-away instances, not timed`);
  let nodes = 0;
  let ms = 0;
  for (const [i, position] of positions.entries()) {
    engine.newGame();
    const set = engine.setPosition(position.fen);
    if (!set.ok)
      return { ok: false, error: `bench: ${id} refused position ${i + 1} (${position.name}): ${set.error}` };
    const start = now();
    const result = engine.search({ depth: benchDepth });
    const elapsed = Math.max(0, now() - start);
    nodes += result.nodes;
    ms += elapsed;
    lines.push(
      `${String(i + 1).padStart(4)}  ${position.name.padEnd(nameWidth)}  ` +
        `${String(result.nodes).padStart(11)} nodes  ${String(Math.round(elapsed)).padStart(7)} ms`,
    );
  }
  lines.push(`${id}: ${nodes} nodes, ${Math.round(ms)} ms`);
  return { ok: true, value: { lines, nodes, ms } };
}

/** Benches one engine, or every registered one, and returns what to print. */
export function runBench(
  args: BenchArgs,
  registry: Registry = defaultRegistry,
  now: Clock = () => performance.now(),
  positions: readonly BenchPosition[] = BENCH_POSITIONS,
): CommandOutput {
  const ids = args.engine !== undefined ? [args.engine] : registry.ids();
  if (ids.length === 0) return usageError('bench: no engines are built yet');
  const engines: Engine[] = [];
  for (const id of ids) {
    const engine = createAnalysisEngine(registry, id);
    if (!engine.ok) return usageError(engine.error);
    engines.push(engine.value);
  }
  const lines: string[] = [];
  let nodes = 0;
  let ms = 0;
  for (const engine of engines) {
    const id = engine.meta.id;
    const warmed = args['warm-up'] === true ? warmUp(() => registry.create(id)) : undefined;
    const bench = benchEngine(engine, positions, now, warmed);
    if (!bench.ok) return { stdout: lines, stderr: [`ttychess: ${oneLine(bench.error)}`], code: 1 };
    lines.push(...bench.value.lines, '');
    nodes += bench.value.nodes;
    ms += bench.value.ms;
  }
  const nps = ms > 0 ? Math.round((nodes * 1000) / ms) : 0;
  lines.push(`Total time: ${Math.round(ms)} ms`, `Nodes/second: ${nps}`, `Nodes searched: ${nodes}`);
  return success(lines);
}

/** The command module for a registry (the default one in the binary; tests may pass their own). */
export function makeBenchCommand(registry: Registry = defaultRegistry): CommandModule<object, BenchArgs> {
  return {
    command: 'bench',
    describe: 'Search the benchmark positions; the last line is the node total',
    builder: (yargs: Argv<object>) =>
      yargs
        .options(benchOptions(registry))
        .example('$0 bench', 'every registered engine')
        .example('$0 bench --engine gnu', 'one engine')
        .example('$0 bench --no-warm-up', 'time a cold start'),
    handler: (args) => emit(runBench(args, registry)),
  };
}

export const benchCommand = makeBenchCommand();
