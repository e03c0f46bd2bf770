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

function main(): number {
  const args = process.argv.slice(2);
  const dir = resolve(repoRoot(), 'fixtures/gnu-1987');
  const verbose = args.includes('--verbose');
  const idAt = args.indexOf('--id');
  const only = idAt >= 0 ? args[idAt + 1] : undefined;
  let evals = readJsonLines<EvalRecord>(resolve(dir, 'eval.jsonl'));
  if (only) evals = evals.filter((r) => r.id === only);
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
