// A test suite's results as text, for `ttychess suite`: per engine the number solved, then a
// line per failure (the position's id, the move the engine played, what the position wanted in
// EPD's words); and the one-line progress bar drawn on a terminal while the engines work.
//
//   GNU Chess 1987 (gnu): 17 of 20 solved, 123456 nodes
//     WAC.002  played Rb2    bm Rxb2
//     WAC.013  played Qxb2   am Qxb2
//
//   [##########..........] 20/40  gnu 12/20  zarkov 8/20

import { visible } from '../../core/visible.js';
import type { EngineMeta } from '../../engines/engine.js';
import { describeWanted, type SolveResult } from '../suite/solve.js';

/** One engine's run through a suite. */
export interface SuiteRun {
  readonly meta: Pick<EngineMeta, 'id' | 'name'>;
  readonly results: readonly SolveResult[];
}

/** The number of positions the run solved. */
export function solvedCount(run: SuiteRun): number {
  return run.results.filter((r) => r.solved).length;
}

/** The report's lines: a block per engine, a blank line between blocks. */
export function formatSuiteReport(runs: readonly SuiteRun[]): string[] {
  const lines: string[] = [];
  for (const [i, run] of runs.entries()) {
    if (i > 0) lines.push('');
    const nodes = run.results.reduce((sum, r) => sum + r.result.nodes, 0);
    lines.push(
      `${run.meta.name} (${run.meta.id}): ${solvedCount(run)} of ${run.results.length} solved, ${nodes} nodes`,
    );
    const failures = run.results.filter((r) => !r.solved);
    const idWidth = Math.max(0, ...failures.map((f) => f.id.length));
    const playedWidth = Math.max(0, ...failures.map((f) => f.played.length));
    for (const f of failures)
      lines.push(`  ${f.id.padEnd(idWidth)}  played ${f.played.padEnd(playedWidth)}  ${describeWanted(f)}`);
  }
  return lines;
}

/** Where each engine stands: positions done of `total`. */
export interface ProgressEntry {
  readonly id: string;
  readonly done: number;
}

/**
 * The progress line: a bar over every engine's positions, the count, and each engine's count,
 * cut to `columns` characters.
 */
export function formatProgress(entries: readonly ProgressEntry[], total: number, columns = 80): string {
  const done = entries.reduce((sum, e) => sum + e.done, 0);
  const all = total * entries.length;
  const barWidth = 20;
  const filled = all === 0 ? barWidth : Math.floor((barWidth * done) / all);
  const bar = `[${'#'.repeat(filled)}${'.'.repeat(barWidth - filled)}]`;
  const each = entries.map((e) => `${e.id} ${e.done}/${total}`).join('  ');
  return visible(`${bar} ${done}/${all}  ${each}`).slice(0, Math.max(1, columns - 1));
}
