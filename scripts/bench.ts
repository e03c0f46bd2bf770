// `npm run bench`: how fast the engines and the board core are, in one run.
//
// Engines: each registered engine runs `ttychess bench --engine ID` twice, each time in a fresh
// process: warm (the command's default warm-up first) and cold (`--no-warm-up`), so no engine's
// JIT state leaks into another's figures. Printed per engine: the node total (its signature),
// the time and nodes a second, warm and cold.
//
// Perft: each board layout and chess.js's own perft on the same positions, with the ratios.
// Each timing is the best of RUNS runs after a warm-up, for every contender alike: runs one ply
// shallower, repeated until WARM_UP_MS have passed (one short run leaves the JIT still at work
// in the first timed run of whichever layout goes first); the runs are taken in rounds, one of
// each contender a round, and each run spans at least MIN_RUN_MS (the perft repeated, the mean
// time of one taken).

import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { Chess } from 'chess.js';
import { Board } from '../core/board.js';
import { parseFen, START_FEN } from '../core/fen.js';
import { LAYOUTS, type LayoutId } from '../core/layout.js';
import { Perft } from '../core/perft.js';
import { registry } from '../engines/registry.js';
import {
  engineTable,
  parseBenchSummary,
  perftTable,
  type EngineRow,
  type EngineRun,
  type PerftTiming,
} from './bench-report.js';
import { isMainModule, repoRoot } from './files.js';

const RUNS = 3;
const WARM_UP_MS = 1000;
/**
 * The least time one timed run spans: a run repeats its perft until this has passed (chess.js's
 * perft takes longer than this once; ours, 0.3 to 0.4 s, is repeated about ten times). The
 * machine's speed swings for seconds at a time, so a run of 0.3 s caught one spell while
 * chess.js's 8 s averaged over several.
 */
const MIN_RUN_MS = 3000;

const POSITIONS = [
  { name: 'Kiwipete', fen: 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', depth: 4 },
  { name: 'start', fen: START_FEN, depth: 5 },
];

/** `ttychess bench --engine id` in a fresh process (with `--no-warm-up` when cold); its summary. */
function benchInProcess(id: string, cold: boolean): EngineRun {
  const args = [join(repoRoot(), 'dist/tui/cli.js'), 'bench', '--engine', id];
  if (cold) args.push('--no-warm-up');
  const stdout = execFileSync(process.execPath, args, { encoding: 'utf8' });
  const run = parseBenchSummary(stdout);
  if (run === undefined) throw new Error(`ttychess bench --engine ${id}: no summary in its output`);
  return run;
}

/** One contender of a perft race: a full-depth run (returns its leaf count) and a warm-up run. */
interface Contender {
  readonly run: () => number;
  readonly warm: () => void;
}

/**
 * Each contender's best of RUNS runs, after its warm-up, taken in interleaved rounds (one run of
 * each per round): this machine's speed swings by up to 1.7x for seconds at a time, for every
 * program alike, so runs made in blocks could compare one contender's fast spell with another's
 * slow one.
 */
function interleavedBest(contenders: readonly Contender[]): PerftTiming[] {
  for (const c of contenders) {
    const warmStart = performance.now();
    do c.warm();
    while (performance.now() - warmStart < WARM_UP_MS);
  }
  const timings = contenders.map(() => ({ nodes: 0, ms: Infinity }));
  for (let i = 0; i < RUNS; i++) {
    contenders.forEach((c, k) => {
      // The perft again and again until MIN_RUN_MS have passed: the time of one is the mean.
      const t0 = performance.now();
      let nodes = 0;
      let repeats = 0;
      do {
        nodes = c.run();
        repeats++;
      } while (performance.now() - t0 < MIN_RUN_MS);
      const ms = (performance.now() - t0) / repeats;
      timings[k] = { nodes, ms: Math.min(timings[k]!.ms, ms) };
    });
  }
  return timings;
}

function ours(layout: LayoutId, fen: string, depth: number): Contender {
  const setup = parseFen(fen);
  if (!setup.ok) throw new Error(setup.error.message);
  const board = Board.fromSetup(setup.value, LAYOUTS[layout]);
  const walker = new Perft();
  return { run: () => walker.count(board, depth), warm: () => void walker.count(board, depth - 1) };
}

function chessJs(fen: string, depth: number): Contender {
  const chess = new Chess(fen);
  return { run: () => chess.perft(depth), warm: () => void chess.perft(depth - 1) };
}

function main(): void {
  console.log(
    'engines: ttychess bench, each run in a fresh process (warm: after its warm-up; cold: --no-warm-up)',
  );
  const engines: EngineRow[] = registry.ids().map((id) => {
    const row = { id, cold: benchInProcess(id, true), warm: benchInProcess(id, false) };
    // The node total is a signature: warming up must not change it.
    if (row.cold.nodes !== row.warm.nodes) {
      throw new Error(`${id}: ${row.warm.nodes} nodes warm but ${row.cold.nodes} cold`);
    }
    return row;
  });
  for (const line of engineTable(engines)) console.log(line);
  console.log('');
  console.log(
    `perft: best of ${RUNS} runs each (a run: the perft repeated for ${MIN_RUN_MS / 1000} s or more, the mean), in interleaved rounds, Mnps = million leaf nodes per second`,
  );
  const rows = POSITIONS.map((p) => {
    const [js, x88, mailbox] = interleavedBest([
      chessJs(p.fen, p.depth),
      ours('0x88', p.fen, p.depth),
      ours('mailbox', p.fen, p.depth),
    ]);
    const row = { name: p.name, depth: p.depth, chessJs: js!, x88: x88!, mailbox: mailbox! };
    if (row.x88.nodes !== row.chessJs.nodes || row.mailbox.nodes !== row.chessJs.nodes) {
      throw new Error(
        `node counts differ on ${p.name}: ${row.chessJs.nodes} ${row.x88.nodes} ${row.mailbox.nodes}`,
      );
    }
    return row;
  });
  for (const line of perftTable(rows)) console.log(line);
}

if (isMainModule(import.meta.url)) main();
