import { describe, expect, test } from 'vitest';
import { X88 } from '../core/layout.js';
import { legalMoves } from '../core/movegen.js';
import { boardAfterMoves, makeUci } from '../core/uci-move.js';
import { START_FEN } from '../core/fen.js';
import { MULTIPV_MAX } from './analysis.js';
import { GnuEngine } from './gnu/engine.js';
import { HiarcsEngine } from './hiarcs/engine.js';
import { ZarkovEngine } from './zarkov/engine.js';
import { ENGINE_IDS, type EngineId, type InfoRecord } from './engine.js';
import { scoreKey } from './multipv.js';
import { registry } from './registry.js';

const MIDDLEGAME = 'r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9';

function engine(id: EngineId, multipv: number) {
  const e = registry.create(id)!;
  e.setOption('OwnBook', 'false');
  expect(e.setOption('MultiPV', String(multipv)).ok).toBe(true);
  e.newGame();
  return e;
}

describe('MultiPV', () => {
  test.each(ENGINE_IDS)('%s offers MultiPV as a spin 1..%i, default 1', (id) => {
    const spec = registry.create(id)!.options.find((o) => o.name === 'MultiPV');
    expect(spec).toMatchObject({ type: 'spin', default: 1, min: 1, max: MULTIPV_MAX });
    expect(MULTIPV_MAX).toBeGreaterThanOrEqual(16);
  });

  test.each(ENGINE_IDS)(
    '%s with MultiPV 3 reports 3 different legal moves a depth, best first, and answers line 1',
    (id) => {
      const e = engine(id, 3);
      e.setPosition(MIDDLEGAME);
      const infos: InfoRecord[] = [];
      const r = e.search({ depth: 3 }, { onInfo: (i) => infos.push(i) });
      expect(legalUci(MIDDLEGAME).length).toBeGreaterThan(3);
      expect(infos.length % 3).toBe(0);
      for (let at = 0; at < infos.length; at += 3) {
        const depth = infos.slice(at, at + 3);
        expect(depth.map((i) => i.multipv)).toEqual([1, 2, 3]);
        expect(new Set(depth.map((i) => i.pv[0])).size).toBe(3);
        for (const i of depth) expect(legalUci(MIDDLEGAME)).toContain(i.pv[0]);
        const keys = depth.map((i) => scoreKey(i.score));
        expect([...keys].sort((a, b) => b - a)).toEqual(keys);
      }
      const last = infos.at(-3)!;
      expect(r.bestmove).toBe(last.pv[0]);
      expect(r.score).toEqual(last.score);
    },
  );

  test("each line's mate is proved and its line completed as the answer's is (GNU's one-move mate -3 line)", () => {
    const fen = '8/2p2p1p/5p2/6P1/5b2/4RP2/ppk4r/6K1 w - - 2 43';
    const e = engine('gnu', 2);
    e.setPosition(fen);
    const infos: InfoRecord[] = [];
    const r = e.search({ depth: 4 }, { onInfo: (i) => infos.push(i) });
    const mates = infos.filter((i) => 'mate' in i.score);
    expect(mates.length).toBeGreaterThan(0);
    for (const i of mates) {
      const mate = (i.score as { mate: number }).mate;
      expect(i.pv.length, i.pv.join(' ')).toBeGreaterThanOrEqual(mate > 0 ? 2 * mate - 1 : -2 * mate);
    }
    expect(r.pv.length).toBeGreaterThanOrEqual(6);
  });

  test.each(ENGINE_IDS)('%s with MultiPV 1 reports no line numbers', (id) => {
    const e = engine(id, 1);
    e.setPosition(MIDDLEGAME);
    const infos: InfoRecord[] = [];
    const r = e.search({ depth: 2 }, { onInfo: (i) => infos.push(i) });
    expect(infos.length).toBeGreaterThan(0);
    for (const i of infos) expect(i.multipv).toBeUndefined();
    expect(r.multipv).toBeUndefined();
  });

  test.each([
    ['hiarcs', () => new HiarcsEngine(), 4],
    ['zarkov', () => new ZarkovEngine(), 5],
    ['gnu', () => new GnuEngine(), 4],
  ] as const)('%s at MultiPV 1 searches node for node as the bare engine', (id, bare, depth) => {
    for (const fen of [START_FEN, MIDDLEGAME]) {
      const plain = bare();
      plain.setOption('OwnBook', 'false');
      plain.newGame();
      plain.setPosition(fen);
      const expected = plain.search({ depth });
      const e = engine(id, 1);
      e.setPosition(fen);
      expect(e.search({ depth })).toMatchObject({
        nodes: expected.nodes,
        bestmove: expected.bestmove,
        depth: expected.depth,
        score: expected.score,
      });
    }
  });

  test.each(ENGINE_IDS)('%s with more lines than legal moves gives one line a move', (id) => {
    const fen = 'k7/p7/8/8/8/8/8/1R5K b - - 0 1'; // Black has a7a6 and a7a5 only
    const e = engine(id, 16);
    e.setPosition(fen);
    const infos: InfoRecord[] = [];
    e.search({ depth: 2 }, { onInfo: (i) => infos.push(i) });
    const moves = legalUci(fen);
    const lastDepth = infos.filter((i) => i.depth === infos.at(-1)!.depth);
    expect(new Set(lastDepth.map((i) => i.pv[0]))).toEqual(new Set(moves));
  });

  test.each(ENGINE_IDS)('%s: a node limit holds for all the lines together', (id) => {
    const e = engine(id, 4);
    e.setPosition(MIDDLEGAME);
    const r = e.search({ nodes: 3000 });
    expect(r.nodes).toBeLessThanOrEqual(3000 + 300);
    expect(legalUci(MIDDLEGAME)).toContain(r.bestmove);
  });

  test.each(ENGINE_IDS)('%s: a stop already given answers at once with a legal move', (id) => {
    const e = engine(id, 4);
    e.setPosition(MIDDLEGAME);
    const r = e.search({ infinite: true }, { stop: { stopped: true } });
    expect(legalUci(MIDDLEGAME)).toContain(r.bestmove);
  });

  test.each(ENGINE_IDS)('%s: a time budget ends the lines (an injected clock, 1 ms a reading)', (id) => {
    const e = engine(id, 3);
    e.setPosition(MIDDLEGAME);
    let t = 0;
    const r = e.search({ movetime: 400 }, { now: () => t++ });
    expect(legalUci(MIDDLEGAME)).toContain(r.bestmove);
    expect(r.ms).toBeLessThan(400 + 50);
  });
});

describe('searchmoves: a search of some root moves only', () => {
  test.each(ENGINE_IDS)('%s plays one of the moves it was given, never another', (id) => {
    const e = engine(id, 1);
    for (const only of [['a2a3', 'h2h3'], ['g2g4']]) {
      e.setPosition(MIDDLEGAME);
      const r = e.search({ depth: 2, searchmoves: only });
      expect(only).toContain(r.bestmove);
      expect(only).toContain(r.pv[0]);
    }
  });

  test.each(ENGINE_IDS)(
    '%s ignores moves that are not legal; with none left it searches every move',
    (id) => {
      const e = engine(id, 1);
      e.setPosition(MIDDLEGAME);
      expect(e.search({ depth: 2, searchmoves: ['e2e4', 'b2b3'] }).bestmove).toBe('b2b3');
      e.setPosition(MIDDLEGAME);
      const free = e.search({ depth: 2 });
      e.setPosition(MIDDLEGAME);
      expect(e.search({ depth: 2, searchmoves: ['e2e4'] }).bestmove).toBe(free.bestmove);
    },
  );

  test.each(ENGINE_IDS)('%s with MultiPV 3 and two searchmoves reports those two lines only', (id) => {
    const e = engine(id, 3);
    e.setPosition(MIDDLEGAME);
    const infos: InfoRecord[] = [];
    e.search({ depth: 2, searchmoves: ['a2a3', 'h2h3'] }, { onInfo: (i) => infos.push(i) });
    expect(new Set(infos.map((i) => i.pv[0]))).toEqual(new Set(['a2a3', 'h2h3']));
  });
});

function boardOf(fen: string) {
  const b = boardAfterMoves(fen, [], X88);
  if (!b.ok) throw new Error(b.error);
  return b.value;
}

function legalUci(fen: string): string[] {
  const b = boardOf(fen);
  return legalMoves(b).map((m) => makeUci(b, m));
}
