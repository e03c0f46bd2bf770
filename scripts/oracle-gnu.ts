// `npm run oracle-gnu`: the `gnu` engine against the 1987 program's own output
// (fixtures/gnu-1987/): the static evaluation man by man, and the searches at depths 1-5 (6 for
// the first 100 positions). Prints the agreement table (same move, same score, same nodes, same
// count of full evaluations, how close the node counts come, per depth) and the positions that still differ, with the first
// iteration line where ours and the original's part.
//
//   npm run oracle-gnu -- [--depth 1,2,3,4,5,6] [--id game-001] [--limit N]
//
// With --trace, the search traces instead (fixtures/gnu-1987/traces, or the folder --traces
// names): our search laid beside the original's line by line, and the first line where they part
// with the path from the root, for one search (--trace <id>) or every traced one (--trace all),
// at each depth of --depth that has a trace file, with the share of searches traced equally.
//
//   npm run oracle-gnu -- --trace <id|all> [--depth 1,2,3] [--limit N] [--traces <dir>]
//
// With --speed, the searches' speed instead: after a warm-up (the first 20 searches of the
// first depth, not timed), every search of each depth, with its nodes, time and nodes a second.
//
//   npm run oracle-gnu -- --speed [--depth 5] [--limit N]

import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { agreement, evalDifferences, evalRecords, searchRecords, timeSearches } from './gnu-oracle.js';
import { compareTrace, describeParting, fixtureTraces, readTraces, type TracedSearch } from './gnu-trace.js';
import { isMainModule } from './files.js';
import { applyJitSettings } from '../tui/jit-settings.js';

const pct = (n: number, d: number): string => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);

function main(): number {
  const args = process.argv.slice(2);
  const value = (flag: string): string | undefined => {
    const at = args.indexOf(flag);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const only = value('--id');
  const limit = value('--limit');
  const depths = (value('--depth') ?? '1,2,3,4,5,6').split(',').map(Number);
  const trace = value('--trace');
  if (trace !== undefined) return traces(trace, depths, limit, value('--traces') ?? fixtureTraces());
  if (args.includes('--speed')) return speed(depths, limit);
  let evals = evalRecords();
  if (limit !== undefined) evals = evals.slice(0, Number(limit));
  if (only !== undefined) evals = evals.filter((r) => r.id === only);
  const ids = new Set(evals.map((r) => r.id));

  const evalDiffers = evals.map((r) => [r.id, evalDifferences(r)] as const).filter(([, d]) => d.length > 0);
  const same = evals.length - evalDiffers.length;
  process.stdout.write(
    `static evaluation, man by man: ${same} of ${evals.length} positions equal (${pct(same, evals.length)})\n`,
  );
  for (const [id, d] of evalDiffers) process.stdout.write(`  ${id}: ${d.join('; ')}\n`);

  const searches = searchRecords().filter((r) => ids.has(r.id));
  process.stdout.write(
    '\n| depth | positions | same move | same score | same nodes | nodes within 1% / 5% | median node difference | nodes ours/original (total) | same evaluations |\n' +
      '|---|---|---|---|---|---|---|---|---|\n',
  );
  const differ: string[] = [];
  for (const depth of depths) {
    const a = agreement(searches, depth);
    if (a.positions === 0) continue;
    process.stdout.write(
      `| ${depth} | ${a.positions} | ${pct(a.move, a.positions)} | ${pct(a.score, a.positions)} | ` +
        `${pct(a.nodes, a.positions)} | ${pct(a.nodesWithin1, a.positions)} / ${pct(a.nodesWithin5, a.positions)} | ` +
        `${a.medianNodeDeviation.toFixed(2)}% | ${(a.ourNodes / Math.max(1, a.theirNodes)).toFixed(3)} | ${pct(a.evals, a.positions)} |\n`,
    );
    differ.push(...a.differ);
  }
  process.stdout.write(`\nsearches that differ (${differ.length}), with the first line where they part:\n`);
  for (const d of differ) process.stdout.write(`  ${d}\n`);
  return 0;
}

/** The speed of the searches at each depth, warmed up first (the first 20 searches, not timed). */
function speed(depths: readonly number[], limit: string | undefined): number {
  const ids = new Set(
    evalRecords()
      .slice(0, limit === undefined ? undefined : Number(limit))
      .map((r) => r.id),
  );
  const records = searchRecords().filter((r) => ids.has(r.id));
  const first = depths[0] ?? 5;
  timeSearches(records.filter((r) => r.depth === first).slice(0, 20), first);
  process.stdout.write('| depth | searches | nodes | ms | nodes a second |\n|---|---|---|---|---|\n');
  for (const depth of depths) {
    const s = timeSearches(records, depth);
    if (s.searches === 0) continue;
    const nps = s.ms > 0 ? Math.round((s.nodes * 1000) / s.ms) : 0;
    process.stdout.write(`| ${depth} | ${s.searches} | ${s.nodes} | ${Math.round(s.ms)} | ${nps} |\n`);
  }
  return 0;
}

/** Our traces against the original's: the share equal per depth, and where each other parts. */
function traces(which: string, depths: readonly number[], limit: string | undefined, dir: string): number {
  const fens = new Map(evalRecords().map((r) => [r.id, r.fen]));
  const fail = (what: string): number => {
    process.stderr.write(`oracle-gnu: ${what}\n`);
    return 1;
  };
  for (const depth of depths) {
    const file = resolve(dir, `depth-${depth}.tsv.gz`);
    if (!existsSync(file)) return fail(`--depth ${depth}: no trace file ${file}`);
    let all: TracedSearch[];
    try {
      all = readTraces(depth, dir);
    } catch (e) {
      return fail(`${file}: not a trace file (${e instanceof Error ? e.message : String(e)})`);
    }
    if (which !== 'all') all = all.filter((t) => t.id === which);
    if (all.length === 0)
      return fail(`--trace ${which}: no traced search of that id at depth ${depth} in ${file}`);
    if (limit !== undefined) all = all.slice(0, Number(limit));
    let equal = 0;
    const parted: string[] = [];
    for (const t of all) {
      const fen = fens.get(t.id);
      if (fen === undefined) return fail(`${t.id}: no such position in fixtures/gnu-1987/eval.jsonl`);
      const p = compareTrace(t, fen);
      if (p === undefined) equal++;
      else parted.push(describeParting(t.id, depth, p));
    }
    process.stdout.write(
      `depth ${depth}: ${equal} of ${all.length} traces equal line for line (${pct(equal, all.length)})\n`,
    );
    for (const p of parted) process.stdout.write(`  ${p}\n`);
  }
  return 0;
}

if (isMainModule(import.meta.url)) {
  applyJitSettings(); // as the ttychess binary runs the engines
  process.exitCode = main();
}
