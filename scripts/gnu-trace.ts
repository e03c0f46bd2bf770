// The 1987 program's search traces (fixtures/gnu-1987/traces, format in the README there) and
// ours laid beside them: where a search of ours first parts from the original's, line by line,
// with the path from the root that leads there. Used by `npm run oracle-gnu -- --trace` and by
// engines/gnu/trace.test.ts.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { GnuEvaluator } from '../engines/gnu/evaluator.js';
import { GnuSearch } from '../engines/gnu/search.js';
import { SearchTrace } from '../engines/gnu/trace.js';
import { boardOf } from './gnu-oracle.js';
import { repoRoot } from './files.js';

/** One search of a trace file: its header's figures and its lines (header excluded). */
export interface TracedSearch {
  readonly id: string;
  readonly depth: number;
  readonly nodes: number;
  readonly lines: readonly string[];
}

/** The folder of the traces the repository carries. */
export const fixtureTraces = (): string => resolve(repoRoot(), 'fixtures/gnu-1987/traces');

/** Every search of `depth-<depth>.tsv.gz` in `dir`, in file order. */
export function readTraces(depth: number, dir: string = fixtureTraces()): TracedSearch[] {
  const text = gunzipSync(readFileSync(resolve(dir, `depth-${depth}.tsv.gz`))).toString('utf8');
  const out: TracedSearch[] = [];
  let current: { id: string; depth: number; nodes: number; lines: string[] } | undefined;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      const f = line.split(' ');
      current = { id: f[2]!, depth: Number(f[4]), nodes: Number(f[6]), lines: [] };
      out.push(current);
    } else if (current !== undefined) current.lines.push(line);
    else throw new Error(`depth-${depth}.tsv.gz: a line before the first header`);
  }
  return out;
}

/** Our search of `fen` to `depth`, traced: its lines and node count. */
export function ourTrace(fen: string, depth: number): { lines: string[]; nodes: number } {
  const b = boardOf(fen);
  const search = new GnuSearch(b, new GnuEvaluator());
  const trace = new SearchTrace((m) => search.uci(m));
  search.run({ depth }, undefined, { contempt: 0, trace });
  return { lines: trace.lines, nodes: b.nodes };
}

/** Where two traces part: the line (1-based, counting from the first line after the header). */
export interface Parting {
  readonly line: number;
  readonly ours: string;
  readonly original: string;
  /** The moves from the root to the node where they part (the original's), and the node's number. */
  readonly path: readonly string[];
  readonly node: number;
}

/** The first line where `ours` and `original` differ, or undefined when they are equal. */
export function firstParting(ours: readonly string[], original: readonly string[]): Parting | undefined {
  const path: string[] = [];
  let node = 0;
  for (let i = 0; i < Math.max(ours.length, original.length); i++) {
    const o = original[i];
    if (ours[i] !== o) {
      return { line: i + 1, ours: ours[i] ?? '(end)', original: o ?? '(end)', path: [...path], node };
    }
    const f = o!.split('\t');
    if (f[0] === '<') path.pop();
    else {
      const ply = Number(f[0]);
      path.length = Math.min(path.length, ply); // the root call at 0, the move at ply p at p
      path.push(ply === 0 ? `root(${f[3]} ${f[4]} ${f[5]})` : f[1]!);
      node = Number(f[2]);
    }
  }
  return undefined;
}

/** A parting in words, over a few lines. */
export function describeParting(id: string, depth: number, p: Parting): string {
  const tab = (s: string) => s.replaceAll('\t', ' ');
  return (
    `${id} d${depth}: parts at line ${p.line} (after node ${p.node}), path ${p.path.join(' ')}\n` +
    `    original: ${tab(p.original)}\n` +
    `    ours:     ${tab(p.ours)}`
  );
}

/** Our trace against the original's for one traced search. */
export function compareTrace(t: TracedSearch, fen: string): Parting | undefined {
  return firstParting(ourTrace(fen, t.depth).lines, t.lines);
}
