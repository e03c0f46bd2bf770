// The engine contract's promise that replay comments rely on (issue 14, item 9): after
// newGame(), a search depends on the position, the moves and the limits only, never on what was
// searched before (killers, history, hash tables, random state are all reset).

import { describe, expect, test } from 'vitest';
import { START_FEN } from '../core/fen.js';
import { registry } from './registry.js';

const SEEN = { fen: START_FEN, moves: ['e2e4', 'e7e5', 'g1f3'] };
const OTHER = { fen: 'r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9', moves: [] };

describe.each(registry.ids())('%s: a new game forgets everything searched before', (id) => {
  test('the same position and depth after newGame give the same result, whatever came between', () => {
    const engine = registry.create(id)!;
    engine.setOption('OwnBook', 'false');
    const judge = () => {
      engine.newGame();
      engine.setPosition(SEEN.fen, SEEN.moves);
      const r = engine.search({ depth: 3 });
      return { bestmove: r.bestmove, score: r.score, depth: r.depth, nodes: r.nodes, pv: r.pv };
    };
    const first = judge();
    // Searches of other positions (and of the next one, as stepping forward does).
    engine.setPosition(OTHER.fen, OTHER.moves);
    engine.search({ depth: 3 });
    engine.setPosition(SEEN.fen, [...SEEN.moves, 'b8c6']);
    engine.search({ depth: 3 });
    expect(judge()).toEqual(first);
  });
});
