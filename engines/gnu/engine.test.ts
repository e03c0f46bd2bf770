// The `gnu` engine behind the contract: positions, options, book, evaluation, determinism.

import { describe, expect, test } from 'vitest';
import { START_FEN } from '../../core/fen.js';
import { registry } from '../registry.js';
import { GnuEngine } from './engine.js';

const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';

function searching(): GnuEngine {
  const e = new GnuEngine();
  e.setOption('OwnBook', 'false');
  return e;
}

describe('gnu engine', () => {
  test('is registered as gnu', () => {
    expect(registry.ids()).toContain('gnu');
    expect(registry.create('gnu')?.meta.name).toBe('GNU Chess 1987');
  });

  test('the same position, depth and options always give the same move, score and node count', () => {
    const runs = [1, 2].map(() => {
      const e = searching();
      e.setPosition(KIWIPETE);
      const r = e.search({ depth: 4 });
      return { bestmove: r.bestmove, score: r.score, nodes: r.nodes, pv: r.pv };
    });
    expect(runs[1]).toEqual(runs[0]);
  });

  test('the developed flags [E2] come from the game set up, not from positions searched before', () => {
    const fresh = searching();
    fresh.setPosition(START_FEN);
    const alone = fresh.search({ depth: 1 });
    const e = searching();
    e.setPosition('8/1p6/p2k4/P2P3p/3P4/8/5K2/8 w - - 1 45'); // both sides developed
    e.search({ depth: 2 });
    e.setPosition(START_FEN);
    const after = e.search({ depth: 1 });
    expect({ move: after.bestmove, score: after.score }).toEqual({
      move: alone.bestmove,
      score: alone.score,
    });
    expect(after.bestmove).toBe('g1f3');
  });

  test('a position refused (an illegal move) leaves the developed flags as they were', () => {
    const e = searching();
    e.setPosition(START_FEN);
    expect(e.setPosition('8/1p6/p2k4/P2P3p/3P4/8/5K2/8 w - - 1 45', ['a1a2']).ok).toBe(false);
    const r = e.search({ depth: 1 });
    expect({ move: r.bestmove, score: r.score }).toEqual({ move: 'g1f3', score: { cp: 19 } });
  });

  test('a side developed once in the game stays developed: the undeveloped -5s are gone', () => {
    // White's knights and bishops all leave the back rank, then Nf3-g1 goes home.
    const moves = ['g1f3', 'g8f6', 'b1c3', 'b8c6', 'e2e3', 'e7e6', 'f1e2', 'f8e7', 'b2b3', 'b7b6'];
    const more = ['c1b2', 'c8b7', 'f3g1', 'f6g8'];
    const e = searching();
    e.setPosition(START_FEN, [...moves, ...more]);
    const played = e.evaluate(true);
    const setUp = searching();
    setUp.setPosition('r2qk1nr/pbppbppp/1pn1p3/8/8/1PN1P3/PBPPBPPP/R2QK1NR w KQkq - 4 8');
    const alone = setUp.evaluate(true);
    const undeveloped = (t: typeof played) => t.terms!.find((x) => x.name === 'undeveloped')!;
    // Set up alone, the knights home on g1 and g8 are undeveloped (-5 each); in the game both
    // sides were developed before they went back.
    expect(undeveloped(alone)).toMatchObject({ white: -5, black: -5 });
    expect(undeveloped(played)).toMatchObject({ white: 0, black: 0 });
  });

  test("takes an opponent's underpromotion and a castle its rule E12 refuses, and plays on", () => {
    // Found in a period-strength tournament: Zarkov's 47. a8=R ended a game as an engine crash.
    const e = searching();
    expect(e.setPosition('8/P5k1/7p/8/8/8/6KP/8 w - - 0 1', ['a7a8r', 'g7f6'])).toEqual({
      ok: true,
      value: undefined,
    });
    expect(e.evaluate().total).toBeGreaterThan(400); // a rook, not a queen (about 900) or nothing
    expect(e.evaluate().total).toBeLessThan(800);
    expect(e.search({ depth: 2 }).bestmove).toMatch(/^[a-h][1-8][a-h][1-8]$/);
    // h1 attacked by the a8 bishop: legal by the rules, refused by the 1987 program's E12.
    const castle = searching();
    expect(castle.setPosition('b3k3/8/8/8/8/8/8/4K2R w K - 0 1', ['e1g1', 'e8d7']).ok).toBe(true);
    expect(castle.search({ depth: 2 }).bestmove).toMatch(/^[a-h][1-8][a-h][1-8]$/);
  });

  test('rejects a bad FEN and an illegal move with one-line reasons, keeping its position', () => {
    const e = searching();
    expect(e.setPosition('garbage')).toEqual({ ok: false, error: expect.stringContaining("FEN: 'garbage'") });
    const bad = e.setPosition(START_FEN, ['e2e4', 'e2e4']);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatch(/^move 2: /);
    expect(e.search({ depth: 1 }).bestmove).toMatch(/^[a-h][1-8][a-h][1-8]$/);
  });

  test('options are validated against their table', () => {
    const e = new GnuEngine();
    expect(e.setOption('Contempt', '25').ok).toBe(true);
    expect(e.setOption('Contempt', 'lots').ok).toBe(false);
    expect(e.setOption('NoSuchOption', '1').ok).toBe(false);
    expect(e.setOption('BookFile', '/no/such/book.txt')).toEqual({
      ok: false,
      error: "book file '/no/such/book.txt': no such file",
    });
  });

  test('an infinite (analysis) search skips the book', () => {
    const e = new GnuEngine();
    e.newGame();
    e.setPosition(START_FEN, ['e2e4']);
    expect(e.search({ depth: 3 }).source).toBe('book');
    const r = e.search({ infinite: true, nodes: 3000 });
    expect(r.source).toBe('search');
    expect(r.depth).toBeGreaterThan(0);
  });

  test('a BookFile that cannot be read changes nothing: the book in use still answers', () => {
    const e = new GnuEngine();
    expect(e.setOption('BookFile', '/no/such/book.txt').ok).toBe(false);
    e.newGame();
    e.setPosition(START_FEN);
    expect(e.search({ depth: 2 }).source).toBe('book');
  });

  test('plays from its book from the start position, reproducibly for a seed', () => {
    const moves = (seed: string) => {
      const e = new GnuEngine();
      e.setOption('Seed', seed);
      e.newGame();
      e.setPosition(START_FEN);
      const r = e.search({ depth: 3 });
      expect(r.source).toBe('book');
      expect(r.nodes).toBe(0);
      return r.bestmove;
    };
    expect(moves('7')).toBe(moves('7'));
  });

  test('evaluate: the trace sums to the total, White view and side-to-move view agree', () => {
    const e = new GnuEngine();
    e.setPosition(KIWIPETE, ['e1g1']);
    const ev = e.evaluate(true);
    const sum = ev.terms!.reduce((a, t) => a + t.white - t.black, 0);
    expect(sum).toBe(ev.total);
    expect(ev.sideToMove).toBe(-ev.total);
    expect(ev.terms!.map((t) => t.name)).toContain('pawn: isolated');
  });
});
