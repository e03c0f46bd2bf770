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
