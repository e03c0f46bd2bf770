// The `zarkov` engine behind the contract: registration, positions, options, the book's instant
// reply, determinism, and the zugzwang position with the real evaluator.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { boardFromFen, START_FEN } from '../../core/fen.js';
import { X88 } from '../../core/layout.js';
import { playUciLine } from '../../core/uci-move.js';
import { ENGINE_IDS, type InfoRecord } from '../engine.js';
import { registry } from '../registry.js';
import { buildBook } from './book.js';
import { ZarkovEngine, ZARKOV_META } from './engine.js';

const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';

function searching(): ZarkovEngine {
  const e = new ZarkovEngine();
  e.setOption('OwnBook', 'false');
  return e;
}

describe('zarkov engine', () => {
  test('is registered as zarkov, in the order of ENGINE_IDS, with its metadata', () => {
    expect(registry.ids()).toEqual([...ENGINE_IDS]);
    const e = registry.create('zarkov')!;
    expect(e.meta).toEqual(ZARKOV_META);
    expect(e.meta).toMatchObject({
      name: 'Zarkov',
      author: 'John Stanback',
      year: 1988,
      layout: '0x88',
      searchStyle: 'full-width null-move',
    });
    expect(e.options.map((o) => o.name)).toEqual([
      'Hash',
      'OwnBook',
      'BookFile',
      'Learn',
      'LearnFile',
      'NullMove',
      'Style',
      'Contempt',
      // engines/analysis.ts and engines/period.ts add these to every registered engine.
      'MultiPV',
      'Move Overhead',
      'Period',
      'PeriodRate',
      'PeriodMoveTime',
    ]);
  });

  test('the same position, depth and options always give the same move, score and node count', () => {
    const runs = [1, 2].map(() => {
      const e = searching();
      e.setPosition(KIWIPETE);
      const r = e.search({ depth: 4 });
      return { bestmove: r.bestmove, score: r.score, nodes: r.nodes, pv: r.pv };
    });
    expect(runs[1]).toEqual(runs[0]);
    // newGame makes a reused engine search like a fresh one.
    const e = searching();
    e.setPosition(START_FEN, ['e2e4']);
    e.search({ depth: 3 });
    e.newGame();
    e.setPosition(KIWIPETE);
    const r = e.search({ depth: 4 });
    expect({ bestmove: r.bestmove, score: r.score, nodes: r.nodes, pv: r.pv }).toEqual(runs[0]);
  });

  test('rejects a bad FEN and an illegal move with one-line reasons, keeping its position', () => {
    const e = searching();
    expect(e.setPosition('garbage')).toEqual({ ok: false, error: expect.stringContaining("FEN: 'garbage'") });
    const bad = e.setPosition(START_FEN, ['e2e4', 'e2e4']);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatch(/^move 2: /);
    expect(e.search({ depth: 1 }).bestmove).toMatch(/^[a-h][1-8][a-h][1-8]$/);
  });

  test('options are validated against their table; every style is accepted', () => {
    const e = new ZarkovEngine();
    expect(e.setOption('Contempt', '25').ok).toBe(true);
    expect(e.setOption('Contempt', 'lots').ok).toBe(false);
    expect(e.setOption('Hash', '0').ok).toBe(false);
    expect(e.setOption('NoSuchOption', '1').ok).toBe(false);
    for (const style of ['Cautious', 'Aggressive', 'balanced'])
      expect(e.setOption('Style', style).ok).toBe(true);
    expect(e.setOption('Style', 'Reckless').ok).toBe(false);
    expect(e.setOption('BookFile', '/no/such/zarkov.book')).toEqual({
      ok: false,
      error: "book file '/no/such/zarkov.book': no such file",
    });
  });

  test('NullMove off searches more nodes for the same depth (a quiet middlegame)', () => {
    const ruyLopez = 'r1bq1rk1/2p1bppp/p1np1n2/1p2p3/4P3/1BP2N1P/PP1P1PP1/RNBQR1K1 b - - 0 9';
    const on = searching();
    on.setPosition(ruyLopez);
    const off = searching();
    off.setOption('NullMove', 'false');
    off.setPosition(ruyLopez);
    expect(on.search({ depth: 5 }).nodes).toBeLessThan(off.search({ depth: 5 }).nodes);
  });

  test('a search cut off mid-iteration reports every node it searched, not the last iteration only', () => {
    const e = new ZarkovEngine();
    e.setOption('OwnBook', 'false');
    e.setPosition(START_FEN, ['e2e4', 'e7e5', 'g1f3', 'b8c6']);
    const infos: { nodes: number; depth: number }[] = [];
    const r = e.search({ nodes: 20_000 }, { onInfo: (i) => infos.push(i) });
    const last = infos.at(-1)!;
    expect(r.depth).toBe(last.depth);
    expect(last.nodes).toBeLessThan(20_000);
    expect(r.nodes).toBeGreaterThanOrEqual(20_000);
  });

  test('answers from the built-in book at once: source book, no nodes, the most frequent move', () => {
    const e = new ZarkovEngine();
    e.newGame();
    e.setPosition(START_FEN);
    const infos: unknown[] = [];
    const r = e.search({ depth: 6 }, { onInfo: (i) => infos.push(i) });
    expect(r).toMatchObject({ bestmove: 'e2e4', source: 'book', nodes: 0, depth: 0 });
    expect(infos).toHaveLength(1);
    // A transposition gets the same answer whatever the move order.
    e.setPosition(START_FEN, ['d2d4', 'g8f6', 'c2c4']);
    const a = e.search({ depth: 6 });
    e.setPosition(START_FEN, ['c2c4', 'g8f6', 'd2d4']);
    const b = e.search({ depth: 6 });
    expect(a.source).toBe('book');
    expect(b).toEqual(a);
    // An infinite (analysis) search skips the book.
    e.setPosition(START_FEN);
    expect(e.search({ infinite: true, nodes: 3000 })).toMatchObject({ source: 'search' });
    // Out of the book it searches.
    e.setPosition(KIWIPETE);
    expect(e.search({ depth: 2 }).source).toBe('search');
  });

  test('plays from a BookFile; a truncated one is refused in one line and changes nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'zarkov-engine-'));
    try {
      const built = buildBook([
        { name: 'g.pgn', text: '[Result "1-0"]\n\n1. b3 1-0\n\n'.repeat(3), theory: false },
      ]);
      if (!built.ok) throw new Error(built.error);
      const bytes = built.value.book.toBytes();
      const good = join(dir, 'good.book');
      writeFileSync(good, bytes);
      const e = new ZarkovEngine();
      expect(e.setOption('BookFile', good).ok).toBe(true);
      e.setPosition(START_FEN);
      expect(e.search({ depth: 3 })).toMatchObject({ bestmove: 'b2b3', source: 'book' });
      const bad = join(dir, 'bad.book');
      writeFileSync(bad, bytes.subarray(0, bytes.length - 1));
      expect(e.setOption('BookFile', bad)).toEqual({
        ok: false,
        error: `book file '${bad}': truncated: the header promises 1 entries (44 bytes) but the file has 43`,
      });
      // The good book is still the one in use.
      expect(e.search({ depth: 2 })).toMatchObject({ bestmove: 'b2b3', source: 'book' });
      // The built-in book is back with an empty BookFile; a missing file leaves it in use too.
      expect(e.setOption('BookFile', '').ok).toBe(true);
      expect(e.setOption('BookFile', join(dir, 'missing.book')).ok).toBe(false);
      expect(e.search({ depth: 2 })).toMatchObject({ bestmove: 'e2e4', source: 'book' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('finds the mate in null-move-zugzwang.fen with its own evaluator', () => {
    const e = searching();
    e.setPosition('8/1B6/8/5p2/8/8/5Qrq/1K1R2bk w - - 0 1');
    const r = e.search({ depth: 5 });
    expect(r.bestmove).toBe('f2a7');
    expect(r.score).toEqual({ mate: 3 });
  });

  test('evaluate: the trace sums to the total, White view and side-to-move view agree', () => {
    const e = new ZarkovEngine();
    e.setPosition(KIWIPETE, ['e1g1']);
    const ev = e.evaluate(true);
    const sum = ev.terms!.reduce((a, t) => a + t.white - t.black, 0);
    expect(sum).toBe(ev.total);
    expect(ev.sideToMove).toBe(-ev.total);
    expect(e.evaluate().total).toBe(ev.total);
  });

  test('keeps its whole PV after hash hits: the second search of a position reports every depth in full (issue 35)', () => {
    const fen = 'r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9';
    const e = searching();
    e.setPosition(fen);
    const first = e.search({ depth: 6 });
    e.setPosition(fen);
    const infos: InfoRecord[] = [];
    const second = e.search({ depth: 6 }, { onInfo: (i) => infos.push(i) });
    // The second search is answered from the table (far fewer nodes): today's line, not one move.
    expect(second.nodes).toBeLessThan(first.nodes / 10);
    expect(second.bestmove).toBe(first.bestmove);
    for (const info of infos.filter((i) => i.depth >= 2)) {
      expect(info.pv.length, `depth ${info.depth}: ${info.pv.join(' ')}`).toBeGreaterThanOrEqual(info.depth);
      const b = boardFromFen(fen, X88);
      if (!b.ok) throw new Error(b.error.message);
      expect(playUciLine(b.value, info.pv)).toBe(info.pv.length);
    }
    expect(second.pv.length).toBeGreaterThanOrEqual(6);
    expect(second.ponder).toBe(second.pv[1]);
  });
});
