// The 1987 program's own output (fixtures/gnu-1987, imported by `npm run import-gnu-oracle`) and
// the comparison of our board, evaluator and search with it, shared by the oracle tests
// (engines/gnu/oracle.test.ts) and `npm run oracle-gnu`.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseFen } from '../core/fen.js';
import { GnuBoard } from '../engines/gnu/board.js';
import { GnuEvaluator } from '../engines/gnu/evaluator.js';
import { GnuSearch, type IterationLine } from '../engines/gnu/search.js';
import { repoRoot } from './files.js';

export interface EvalRecord {
  readonly id: string;
  readonly fen: string;
  readonly score: number;
  readonly stage: number;
  readonly hung: readonly [number, number];
  readonly developed: readonly [number, number];
  readonly pieces: readonly { readonly sq: string; readonly piece: string; readonly value: number }[];
}

export interface SearchRecord {
  readonly id: string;
  readonly fen: string;
  readonly depth: number;
  readonly reached: number;
  readonly bestmove: string;
  readonly score: number;
  readonly nodes: number;
  readonly evals: number;
  readonly pv: readonly string[];
  readonly iter: readonly { d: number; mark: string; score: number; nodes: number; pv: readonly string[] }[];
}

function fixture(name: string): string {
  return resolve(repoRoot(), 'fixtures/gnu-1987', name);
}

/** One JSON object a line. */
export function readJsonLines<T>(path: string): T[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as T);
}

export const evalRecords = (): EvalRecord[] => readJsonLines<EvalRecord>(fixture('eval.jsonl'));
export const searchRecords = (): SearchRecord[] => readJsonLines<SearchRecord>(fixture('search.jsonl'));

const squareIndex = (name: string): number => (name.charCodeAt(1) - 49) * 8 + name.charCodeAt(0) - 97;

export function boardOf(fen: string): GnuBoard {
  const setup = parseFen(fen);
  if (!setup.ok) throw new Error(`${fen}: ${setup.error.message}`);
  return new GnuBoard(setup.value);
}

/** Our static evaluation of a record against the original's: the men that differ, in words. */
export function evalDifferences(r: EvalRecord): string[] {
  const b = boardOf(r.fen);
  const ev = new GnuEvaluator();
  ev.examine(b);
  const score = ev.evaluate(b);
  const out: string[] = [];
  for (const p of r.pieces) {
    const v = b.svalue[squareIndex(p.sq)]!;
    if (v !== p.value) out.push(`${p.piece}${p.sq} ${v} (original ${p.value})`);
  }
  if (score !== r.score) out.push(`score ${score} (original ${r.score})`);
  if (ev.hung[0] !== r.hung[0] || ev.hung[1] !== r.hung[1])
    out.push(`hung ${ev.hung.join(',')} (original ${r.hung.join(',')})`);
  if (ev.stage !== r.stage) out.push(`stage ${ev.stage} (original ${r.stage})`);
  return out;
}

export interface SearchOutcome {
  readonly move: boolean;
  readonly score: boolean;
  readonly nodes: boolean;
  readonly evals: boolean;
  readonly ours: {
    readonly bestmove: string;
    readonly score: number;
    readonly nodes: number;
    readonly evals: number;
  };
  /** The first iteration line that differs, in words, or ''. */
  readonly parted: string;
}

/** Our search of a record's position to its depth, against the original's. */
export function compareSearch(r: SearchRecord): SearchOutcome {
  const b = boardOf(r.fen);
  const search = new GnuSearch(b, new GnuEvaluator());
  const lines: IterationLine[] = [];
  search.run({ depth: r.depth }, undefined, { contempt: 0, lines });
  const dots = lines.filter((l) => l.mark === '.');
  const last = dots[dots.length - 1]!;
  const ours = {
    bestmove: search.uci(last.pv[0] ?? 0),
    score: search.answerScore,
    nodes: b.nodes,
    evals: search.evaluations,
  };
  let parted = '';
  for (let i = 0; i < Math.max(lines.length, r.iter.length); i++) {
    const o = r.iter[i];
    const l = lines[i];
    const same = l && o && l.d === o.d && l.mark === o.mark && l.score === o.score && l.nodes === o.nodes;
    if (!same) {
      const text = (x: { d: number; mark: string; score: number; nodes: number } | undefined, pv: string) =>
        x ? `${x.d}${x.mark} ${x.score} ${x.nodes} ${pv}` : '(none)';
      parted = `line ${i + 1}: ours ${text(l, l ? l.pv.map((m) => search.uci(m)).join(' ') : '')} | original ${text(o, o ? o.pv.join(' ') : '')}`;
      break;
    }
  }
  const theirs = r.bestmove.length > 4 ? r.bestmove.slice(0, 4) + 'q' : r.bestmove;
  return {
    move: ours.bestmove === theirs,
    score: ours.score === r.score,
    nodes: ours.nodes === r.nodes,
    evals: ours.evals === r.evals,
    ours,
    parted,
  };
}

export interface Agreement {
  readonly depth: number;
  readonly positions: number;
  readonly move: number;
  readonly score: number;
  readonly nodes: number;
  readonly evals: number;
  readonly ourNodes: number;
  readonly theirNodes: number;
  /** Searches whose node count is within 1% / 5% of the original's. */
  readonly nodesWithin1: number;
  readonly nodesWithin5: number;
  /** The median of |ours / original - 1| over the node counts, in %. */
  readonly medianNodeDeviation: number;
  /** `id dN: first line where they part` for each record that differs. */
  readonly differ: readonly string[];
}

/** The agreement of our searches with `records` at one depth. */
export function agreement(records: readonly SearchRecord[], depth: number): Agreement {
  const rs = records.filter((r) => r.depth === depth);
  let move = 0;
  let score = 0;
  let nodes = 0;
  let evals = 0;
  let ourNodes = 0;
  let theirNodes = 0;
  const differ: string[] = [];
  const deviations: number[] = [];
  for (const r of rs) {
    const o = compareSearch(r);
    deviations.push((100 * Math.abs(o.ours.nodes - r.nodes)) / Math.max(1, r.nodes));
    if (o.move) move++;
    if (o.score) score++;
    if (o.nodes) nodes++;
    if (o.evals) evals++;
    ourNodes += o.ours.nodes;
    theirNodes += r.nodes;
    if (!o.move || !o.score || !o.nodes) differ.push(`${r.id} d${depth}: ${o.parted}`);
  }
  deviations.sort((x, y) => x - y);
  return {
    depth,
    positions: rs.length,
    move,
    score,
    nodes,
    evals,
    ourNodes,
    theirNodes,
    nodesWithin1: deviations.filter((d) => d <= 1).length,
    nodesWithin5: deviations.filter((d) => d <= 5).length,
    medianNodeDeviation: deviations.length === 0 ? 0 : deviations[deviations.length >> 1]!,
    differ,
  };
}

export interface SearchSpeed {
  readonly depth: number;
  readonly searches: number;
  readonly nodes: number;
  /** Milliseconds inside the searches only (setting up the boards is not timed). */
  readonly ms: number;
}

/**
 * The searches of `records` at one depth, timed, the clock running only inside the search. One
 * evaluator serves them all, as in the engine (its tables are allocated once); its development
 * flags are cleared before each, so that every search is the one the comparison makes.
 */
export function timeSearches(records: readonly SearchRecord[], depth: number): SearchSpeed {
  let nodes = 0;
  let ms = 0;
  const rs = records.filter((r) => r.depth === depth);
  const evaluator = new GnuEvaluator();
  for (const r of rs) {
    const b = boardOf(r.fen);
    evaluator.developed.fill(0);
    const search = new GnuSearch(b, evaluator);
    const start = performance.now();
    search.run({ depth }, undefined, { contempt: 0 });
    ms += performance.now() - start;
    nodes += b.nodes;
  }
  return { depth, searches: rs.length, nodes, ms };
}
