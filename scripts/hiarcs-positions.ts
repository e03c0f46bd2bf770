// `npm run hiarcs-positions -- [--depth 4] [--every 1]`: how many positions HIARCS 0.5 examines
// per move. Replays every move of the 1983 games in fixtures/games (New York WCCC, Budapest
// WMCCC, Leiden DOCCC), searches the position before each move from the side to move with the
// standard 4-ply search, and prints the count, median, quartiles, extremes and mean time per
// move. The seed's figure is "about 350 positions" a move.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { boardFen } from '../core/fen.js';
import { MAILBOX } from '../core/layout.js';
import { parsePgn, replayPgnGame } from '../core/pgn.js';
import { HiarcsEngine } from '../engines/hiarcs/engine.js';
import { isMainModule, repoRoot } from './files.js';

/** The game files of 1983, in fixtures/games. */
export const GAMES_1983 = ['wccc-1983-new-york.pgn', 'wmccc-1983-budapest.pgn', 'doccc-1983-leiden.pgn'];

/** The FEN before every move of every game of the 1983 files, in file and game order. */
export function positions1983(root: string = repoRoot()): string[] {
  const out: string[] = [];
  for (const name of GAMES_1983) {
    const parsed = parsePgn(readFileSync(join(root, 'fixtures', 'games', name), 'utf8'));
    if (!parsed.ok) throw new Error(`${name}: ${parsed.error.message}`);
    for (const game of parsed.value) {
      const replay = replayPgnGame(game, MAILBOX);
      if (!replay.ok) throw new Error(`${name}: ${replay.error.message}`);
      const b = replay.value.board;
      const fens: string[] = [];
      for (let i = replay.value.moves.length - 1; i >= 0; i--) {
        b.unmake();
        fens.push(boardFen(b));
      }
      out.push(...fens.reverse());
    }
  }
  return out;
}

/** Count, quartiles, extremes and mean of a list of numbers. */
export interface Summary {
  readonly count: number;
  readonly min: number;
  readonly q1: number;
  readonly median: number;
  readonly q3: number;
  readonly max: number;
  readonly mean: number;
}

/** The value at fraction `p` of sorted `xs`, interpolating between neighbours. */
function quantile(xs: readonly number[], p: number): number {
  const at = (xs.length - 1) * p;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return xs[lo]! + (xs[hi]! - xs[lo]!) * (at - lo);
}

export function summarize(values: readonly number[]): Summary {
  const xs = [...values].sort((a, b) => a - b);
  return {
    count: xs.length,
    min: xs[0] ?? 0,
    q1: quantile(xs, 0.25),
    median: quantile(xs, 0.5),
    q3: quantile(xs, 0.75),
    max: xs[xs.length - 1] ?? 0,
    mean: xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length),
  };
}

/** Positions examined and milliseconds taken by `hiarcs` on each FEN at `depth`. */
export function measure(fens: readonly string[], depth = 4): { nodes: number[]; ms: number[] } {
  const engine = new HiarcsEngine();
  const nodes: number[] = [];
  const ms: number[] = [];
  for (const fen of fens) {
    const set = engine.setPosition(fen);
    if (!set.ok) throw new Error(`${fen}: ${set.error}`);
    const t0 = performance.now();
    const r = engine.search({ depth });
    ms.push(performance.now() - t0);
    if (r.bestmove !== null) nodes.push(r.nodes);
  }
  return { nodes, ms };
}

function flag(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}

function main(): number {
  const depth = Number(flag('depth', '4'));
  const every = Math.max(1, Number(flag('every', '1')));
  const fens = positions1983().filter((_, i) => i % every === 0);
  const t0 = performance.now();
  const { nodes, ms } = measure(fens, depth);
  const s = summarize(nodes);
  const t = summarize(ms);
  console.log(`hiarcs depth ${depth}, ${GAMES_1983.join(', ')}: ${s.count} positions searched`);
  console.log(
    `positions examined per move: median ${s.median}, quartiles ${s.q1} / ${s.q3}, min ${s.min}, max ${s.max}, mean ${s.mean.toFixed(1)}`,
  );
  console.log(
    `time per move: mean ${t.mean.toFixed(1)} ms, median ${t.median.toFixed(1)} ms (total ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
  );
  return 0;
}

if (isMainModule(import.meta.url)) process.exitCode = main();
