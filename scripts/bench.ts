// `npm run bench`: perft speed of each board layout and of chess.js's own perft on the same
// positions, measured in one run, with their ratios. Each timing is the best of RUNS runs after
// a warm-up at a lower depth, for every contender alike.

import { Chess } from 'chess.js';
import { Board } from '../core/board.js';
import { parseFen, START_FEN } from '../core/fen.js';
import { LAYOUTS, type LayoutId } from '../core/layout.js';
import { Perft } from '../core/perft.js';

const RUNS = 3;

const POSITIONS = [
  { name: 'Kiwipete', fen: 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', depth: 4 },
  { name: 'start', fen: START_FEN, depth: 5 },
];

interface Timing {
  nodes: number;
  ms: number;
}

function best(run: () => number, warm: () => void): Timing {
  warm();
  let bestMs = Infinity;
  let nodes = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    nodes = run();
    bestMs = Math.min(bestMs, performance.now() - t0);
  }
  return { nodes, ms: bestMs };
}

function ours(layout: LayoutId, fen: string, depth: number): Timing {
  const setup = parseFen(fen);
  if (!setup.ok) throw new Error(setup.error.message);
  const board = Board.fromSetup(setup.value, LAYOUTS[layout]);
  const walker = new Perft();
  return best(
    () => walker.count(board, depth),
    () => walker.count(board, depth - 1),
  );
}

function chessJs(fen: string, depth: number): Timing {
  const chess = new Chess(fen);
  return best(
    () => chess.perft(depth),
    () => chess.perft(depth - 2),
  );
}

const mnps = (t: Timing) => t.nodes / t.ms / 1000;

function main(): void {
  console.log(`perft speed, best of ${RUNS} runs each, Mnps = million leaf nodes per second`);
  console.log(
    'position      depth  nodes        chess.js  0x88     mailbox  0x88/chess.js  mailbox/chess.js',
  );
  for (const p of POSITIONS) {
    const ref = chessJs(p.fen, p.depth);
    const x88 = ours('0x88', p.fen, p.depth);
    const mailbox = ours('mailbox', p.fen, p.depth);
    if (x88.nodes !== ref.nodes || mailbox.nodes !== ref.nodes) {
      throw new Error(`node counts differ on ${p.name}: ${ref.nodes} ${x88.nodes} ${mailbox.nodes}`);
    }
    console.log(
      [
        p.name.padEnd(13),
        String(p.depth).padEnd(6),
        String(ref.nodes).padEnd(12),
        mnps(ref).toFixed(2).padEnd(9),
        mnps(x88).toFixed(2).padEnd(8),
        mnps(mailbox).toFixed(2).padEnd(8),
        `${(mnps(x88) / mnps(ref)).toFixed(1)}x`.padEnd(14),
        `${(mnps(mailbox) / mnps(ref)).toFixed(1)}x`,
      ].join(' '),
    );
  }
}

main();
