// `npm run oracle-gnu`: the `gnu` engine against the 1987 program's own output
// (fixtures/gnu-1987/): static evaluation man by man, and searches at depths 1-5. Prints the
// agreement table (same move, same score, same nodes per depth) and the positions that still
// differ, with the first iteration where they part.
//
//   npm run oracle-gnu -- [--eval] [--depth 1,2,3] [--id game-001] [--verbose]

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseFen } from '../core/fen.js';
import { GnuBoard } from '../engines/gnu/board.js';
import { GnuEvaluator, VARIANT } from '../engines/gnu/evaluator.js';
import { GnuSearch, SVARIANT, type IterationLine } from '../engines/gnu/search.js';
import { isMainModule, repoRoot } from './files.js';

interface EvalRecord {
  id: string;
  fen: string;
  score: number;
  stage: number;
  hung: [number, number];
  developed: [number, number];
  pieces: { sq: string; piece: string; value: number }[];
}

const sqIndex = (name: string): number => (name.charCodeAt(1) - 49) * 8 + name.charCodeAt(0) - 97;

export function readJsonLines<T>(path: string): T[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as T);
}

/** Compares our evaluation of each record with the original's; returns the ids that differ. */
export function compareEvals(records: readonly EvalRecord[], verbose: boolean): string[] {
  const bad: string[] = [];
  const byPiece = new Map<string, number>();
  for (const r of records) {
    const setup = parseFen(r.fen);
    if (!setup.ok) throw new Error(r.id);
    const b = new GnuBoard(setup.value);
    const ev = new GnuEvaluator();
    ev.examine(b);
    const score = ev.evaluate(b);
    const diffs: string[] = [];
    for (const p of r.pieces) {
      const s = sqIndex(p.sq);
      if (b.svalue[s] !== p.value) {
        diffs.push(`${p.piece}${p.sq} ${b.svalue[s]} vs ${p.value}`);
        byPiece.set(p.piece.toUpperCase(), (byPiece.get(p.piece.toUpperCase()) ?? 0) + 1);
      }
    }
    const hungOk = ev.hung[0] === r.hung[0] && ev.hung[1] === r.hung[1];
    if (diffs.length > 0 || score !== r.score || !hungOk) {
      bad.push(r.id);
      if (verbose)
        process.stdout.write(
          `${r.id} ${r.fen} stage ${r.stage}/${ev.stage} score ${score} vs ${r.score} hung ${ev.hung.join(',')} vs ${r.hung.join(',')} dev ${ev.developed.join(',')} vs ${r.developed.join(',')}\n   ${diffs.join('; ')}\n`,
        );
    }
  }
  process.stdout.write(
    `static evaluation: ${records.length - bad.length} of ${records.length} equal man by man (${((100 * (records.length - bad.length)) / records.length).toFixed(1)}%)\n`,
  );
  process.stdout.write(`  men that differ, by role: ${[...byPiece].map(([k, v]) => `${k} ${v}`).join(', ')}\n`);
  return bad;
}

interface SearchRecord {
  id: string;
  fen: string;
  depth: number;
  reached: number;
  bestmove: string;
  score: number;
  nodes: number;
  evals: number;
  pv: string[];
  iter: { d: number; mark: string; score: number; nodes: number; pv: string[] }[];
}

export interface SearchOutcome {
  readonly id: string;
  readonly depth: number;
  readonly move: boolean;
  readonly score: boolean;
  readonly nodes: boolean;
  readonly ours: { bestmove: string; score: number; nodes: number; evals: number };
  /** The first iteration line that differs, in words, or ''. */
  readonly parted: string;
}

/** Our search of one record's position to its depth, compared with the original's. */
export function compareSearch(r: SearchRecord): SearchOutcome {
  const setup = parseFen(r.fen);
  if (!setup.ok) throw new Error(r.id);
  const b = new GnuBoard(setup.value);
  const ev = new GnuEvaluator();
  const search = new GnuSearch(b, ev);
  const lines: IterationLine[] = [];
  search.run({ depth: r.depth }, undefined, { contempt: 0, lines });
  const dots = lines.filter((l) => l.mark === '.');
  const last = dots[dots.length - 1]!;
  const ours = { bestmove: search.uci(last.pv[0] ?? 0), score: last.score, nodes: b.nodes, evals: search.evaluations };
  let parted = '';
  const n = Math.max(lines.length, r.iter.length);
  for (let i = 0; i < n; i++) {
    const o = r.iter[i];
    const l = lines[i];
    const ourText = l ? `${l.d}${l.mark} ${l.score} ${l.nodes} ${l.pv.map((m) => search.uci(m)).join(' ')}` : '(none)';
    const theirText = o ? `${o.d}${o.mark} ${o.score} ${o.nodes} ${o.pv.join(' ')}` : '(none)';
    const same = l && o && l.d === o.d && l.mark === o.mark && l.score === o.score && l.nodes === o.nodes;
    if (!same) {
      parted = `line ${i + 1}: ours ${ourText} | original ${theirText}`;
      break;
    }
  }
  return {
    id: r.id,
    depth: r.depth,
    move: ours.bestmove === r.bestmove.slice(0, 4) + (r.bestmove.length > 4 ? 'q' : ''),
    score: ours.score === r.score,
    nodes: ours.nodes === r.nodes,
    ours,
    parted,
  };
}

function pct(n: number, d: number): string {
  return d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`;
}

/** Runs the search comparison at `depths` and prints the agreement table and the differences. */
export function compareSearches(records: readonly SearchRecord[], depths: readonly number[], verbose: boolean, quiet = false): void {
  process.stdout.write('| depth | positions | same move | same score | same nodes | nodes ours/original (total) | same evaluations |\n|---|---|---|---|---|---|---|\n');
  const differ: string[] = [];
  for (const depth of depths) {
    const rs = records.filter((r) => r.depth === depth);
    let move = 0;
    let score = 0;
    let nodes = 0;
    let evals = 0;
    let ourNodes = 0;
    let theirNodes = 0;
    for (const r of rs) {
      const o = compareSearch(r);
      if (o.move) move++;
      if (o.score) score++;
      if (o.nodes) nodes++;
      if (o.ours.evals === r.evals) evals++;
      ourNodes += o.ours.nodes;
      theirNodes += r.nodes;
      if (!o.nodes || !o.move || !o.score) differ.push(`${r.id} d${depth}: ${o.parted}`);
      if (verbose) process.stderr.write(`${r.id} d${depth} ${o.ours.bestmove} ${o.ours.score} ${o.ours.nodes} | ${r.bestmove} ${r.score} ${r.nodes} evals ${o.ours.evals} | ${r.evals}\n`);
    }
    process.stdout.write(
      `| ${depth} | ${rs.length} | ${pct(move, rs.length)} | ${pct(score, rs.length)} | ${pct(nodes, rs.length)} | ${(ourNodes / Math.max(1, theirNodes)).toFixed(3)} | ${pct(evals, rs.length)} |\n`,
    );
  }
  if (quiet) return;
  process.stdout.write(`\npositions that differ (${differ.length}), with the first line where they part:\n`);
  for (const d of differ) process.stdout.write(`  ${d}\n`);
}

function main(): number {
  const args = process.argv.slice(2);
  const dir = resolve(repoRoot(), 'fixtures/gnu-1987');
  const verbose = args.includes('--verbose');
  const idAt = args.indexOf('--id');
  const only = idAt >= 0 ? args[idAt + 1] : undefined;
  let evals = readJsonLines<EvalRecord>(resolve(dir, 'eval.jsonl'));
  if (only) evals = evals.filter((r) => r.id === only);
  const depthAt = args.indexOf('--depth');
  if (depthAt >= 0) {
    const depths = args[depthAt + 1]!.split(',').map(Number);
    let searches = readJsonLines<SearchRecord>(resolve(dir, 'search.jsonl'));
    if (only) searches = searches.filter((r) => r.id === only);
    const limitAt = args.indexOf('--limit');
    if (limitAt >= 0) {
      const ids = new Set(evals.slice(0, Number(args[limitAt + 1])).map((r) => r.id));
      searches = searches.filter((r) => ids.has(r.id));
    }
    if (args.includes('--svariants')) {
      for (const pt of [0, 1]) {
        Object.assign(SVARIANT, { pt });
        process.stdout.write(`pt ${pt}\n`);
        compareSearches(searches, depths, false, true);
      }
      return 0;
    }
    compareSearches(searches, depths, verbose);
    return 0;
  }
  if (args.includes('--variants')) {
    for (const ptrap4 of [0, 1, 2, 3, 4]) {
      Object.assign(VARIANT, { ptrap4 });
      process.stdout.write(`ptrap4 ${ptrap4}: `);
      compareEvals(evals, false);
    }
    return 0;
  }
  compareEvals(evals, verbose);
  return 0;
}

if (isMainModule(import.meta.url)) {
  process.exitCode = main();
}
