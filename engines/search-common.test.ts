import { expect, test } from 'vitest';
import { boardFromFen, START_FEN } from '../core/fen.js';
import { X88 } from '../core/layout.js';
import { parseUci } from '../core/uci-move.js';
import {
  bookFirst,
  extendPv,
  MOVE_OVERHEAD_MS,
  MOVETIME_MARGIN_MS,
  pickBest,
  pvToUci,
  SearchClock,
  timeBudget,
  toUciScore,
  withMoveOverhead,
  extendLine,
  restrictRoot,
} from './search-common.js';

test('mate scores become moves to mate, negative when mated', () => {
  expect(toUciScore(9998, 9999, 9000)).toEqual({ mate: 1 });
  expect(toUciScore(9996, 9999, 9000)).toEqual({ mate: 2 });
  expect(toUciScore(-9997, 9999, 9000)).toEqual({ mate: -1 });
  expect(toUciScore(-9995, 9999, 9000)).toEqual({ mate: -2 });
  expect(toUciScore(35, 9999, 9000)).toEqual({ cp: 35 });
  expect(toUciScore(-0, 9999, 9000)).toEqual({ cp: 0 }); // a negated draw: 0, not -0 (toEqual tells them apart)
});

test('a principal variation is written as UCI moves and the board is left as it was', () => {
  const made = boardFromFen(START_FEN, X88);
  if (!made.ok) throw new Error(made.error.message);
  const b = made.value;
  const pv = new Int32Array(4);
  const moves = ['e2e4', 'e7e5', 'g1f3'];
  moves.forEach((uci, i) => {
    const m = parseUci(b, uci);
    if (!m.ok) throw new Error(m.error.message);
    pv[i] = m.value;
    b.make(m.value);
  });
  for (let i = 0; i < moves.length; i++) b.unmake();
  const before = [b.hashLo, b.hashHi, b.ply];
  expect(pvToUci(b, pv, 3)).toEqual(moves);
  expect(pvToUci(b, pv, 1)).toEqual(['e2e4']);
  expect([b.hashLo, b.hashHi, b.ply]).toEqual(before);
});

test('time budget: movetime exactly, or a share of the clock that never runs it out', () => {
  expect(timeBudget({ movetime: 1000 }, 1)).toBe(1000 - MOVETIME_MARGIN_MS);
  expect(timeBudget({ movetime: 5 }, 1)).toBe(1);
  expect(timeBudget({ depth: 5 }, 1)).toBeUndefined();
  const share = timeBudget({ wtime: 60_000, btime: 1000, winc: 1000 }, 1)!;
  expect(share).toBeGreaterThan(1000);
  expect(share).toBeLessThan(12_000);
  for (const left of [1, 10, 50, 200, 1000]) {
    const t = timeBudget({ wtime: left, btime: left, winc: 10, binc: 10 }, -1)!;
    expect(t).toBeLessThan(left + 10);
    expect(t).toBeGreaterThan(0);
  }
});

test('time budget: a low clock keeps the round trip back (the increment comes after the move)', () => {
  for (const left of [0, 5, 20, 21, 30, 50, 100, 199]) {
    const t = timeBudget({ wtime: left, btime: left, winc: 10, binc: 10 }, 1)!;
    expect(t).toBe(Math.max(1, Math.min(t, left - MOVE_OVERHEAD_MS)));
  }
  expect(timeBudget({ wtime: 50, winc: 10 }, 1)).toBeCloseTo(50 / 30 + 8);
  expect(timeBudget({ wtime: 25, winc: 10 }, 1)).toBe(5);
});

test('the clock stops on nodes, time or the stop signal', () => {
  let now = 0;
  const clock = new SearchClock({ nodes: 100, movetime: 50 }, { now: () => now }, 1);
  expect(clock.check(10)).toBe(false);
  expect(clock.check(100)).toBe(true);
  const timed = new SearchClock({ movetime: 50 }, { now: () => now }, 1);
  now = 60;
  expect(timed.check(1)).toBe(true);
  const signal = { stopped: false };
  const stoppable = new SearchClock({ infinite: true }, { stop: signal, now: () => now }, 1);
  expect(stoppable.check(1)).toBe(false);
  signal.stopped = true;
  expect(stoppable.check(2)).toBe(true);
});

test('a fixed movetime is used to the end; a clock budget starts no iteration past its half', () => {
  let now = 0;
  const fixed = new SearchClock({ movetime: 1000 }, { now: () => now }, 1);
  const clock = new SearchClock({ wtime: 30_000, btime: 30_000 }, { now: () => now }, 1);
  now = 900;
  expect(fixed.roomForIteration()).toBe(true);
  expect(fixed.check(1)).toBe(false);
  expect(clock.budget).toBe(1000);
  expect(clock.roomForIteration()).toBe(false);
  now = 1000;
  expect(fixed.check(2)).toBe(true);
  expect(fixed.spent(4321)).toEqual({ nodes: 4321, ms: 1000 });
});

test('time spent before the search (the protocol round trip) counts against the budget', () => {
  let now = 100;
  const clock = new SearchClock({ movetime: 50 }, { now: () => now, spentBefore: 12 }, 1);
  expect(clock.elapsed()).toBe(12);
  now = 100 + 50 - MOVETIME_MARGIN_MS - 12;
  expect(clock.check(1)).toBe(true);
  expect(new SearchClock({ movetime: 50 }, { now: () => now, spentBefore: -5 }, 1).elapsed()).toBe(0);
});

test('pickBest takes the moves in order of their keys, keys moving with their moves', () => {
  const moves = Int32Array.from([10, 20, 30, 40]);
  const keys = Int32Array.from([5, 9, 1, 7]);
  const taken = [0, 1, 2, 3].map((i) => pickBest(moves, keys, i, 4));
  expect(taken).toEqual([20, 40, 10, 30]);
  expect([...keys]).toEqual([9, 7, 5, 1]);
});

test('extendPv: the row at ply becomes the move then the row below', () => {
  const width = 4;
  const pv = new Int32Array(width * 3);
  const lengths = new Int32Array(4);
  extendPv(pv, lengths, width, 2, 7);
  extendPv(pv, lengths, width, 1, 6);
  extendPv(pv, lengths, width, 0, 5);
  expect([...pv.subarray(0, lengths[0]!)]).toEqual([5, 6, 7]);
  expect([...lengths.subarray(0, 3)]).toEqual([3, 2, 1]);
});

test('time budget: a simulated 1 + 0.01 s game never runs out of time (issue 14, item 8)', () => {
  // Replaces an end-to-end game that measured wall time and once lost on time under load: each
  // move here takes its whole budget plus a round trip of 5 ms (an engine answering over a pipe;
  // a round trip longer than the increment loses any clock in the end, whatever the budget).
  let clock = 1000;
  for (let ply = 0; ply < 500; ply++) {
    const budget = timeBudget({ wtime: clock, btime: clock, winc: 10, binc: 10 }, 1)!;
    clock -= budget + 5;
    expect(clock, `out of time at move ${ply + 1}`).toBeGreaterThan(0);
    clock += 10;
  }
});

test('bookFirst: a book move is one empty iteration; no book move, or analysis, searches', () => {
  const searched = { depth: 3, seldepth: 3, score: { cp: 12 }, nodes: 9, ms: 1, pv: ['d2d4'] };
  const search = () => ({ ...searched, bestmove: 'd2d4', source: 'search' as const });
  const infos: number[] = [];
  const hooks = { onInfo: (i: { depth: number }) => infos.push(i.depth) };
  const fromBook = bookFirst({ depth: 3 }, hooks, () => 'e2e4', search);
  expect(fromBook).toMatchObject({ bestmove: 'e2e4', source: 'book', depth: 0, pv: ['e2e4'] });
  expect(infos).toEqual([0]);
  expect(bookFirst({ depth: 3 }, hooks, () => undefined, search).bestmove).toBe('d2d4');
  expect(bookFirst({ infinite: true }, hooks, () => 'e2e4', search).bestmove).toBe('d2d4');
});

test.each([
  ['movetime', { movetime: 1000 }, 50, { movetime: 950 }],
  [
    'both clocks, increments and depth untouched',
    { wtime: 3000, btime: 200, winc: 100, binc: 100, depth: 5 },
    50,
    { wtime: 2950, btime: 150, winc: 100, binc: 100, depth: 5 },
  ],
  ['never below 1 ms', { movetime: 30, wtime: 10 }, 50, { movetime: 1, wtime: 1 }],
  ['no time limit: nothing to take', { depth: 4, nodes: 1000 }, 50, { depth: 4, nodes: 1000 }],
  [
    'an infinite search keeps its flag',
    { infinite: true, movetime: 500 },
    100,
    { infinite: true, movetime: 400 },
  ],
] as const)('withMoveOverhead: %s', (_name, limits, overhead, expected) => {
  const before = { ...limits };
  expect(withMoveOverhead(limits, overhead)).toEqual(expected);
  expect(limits).toEqual(before); // the caller's limits are not changed
});

test('withMoveOverhead 0 returns the very limits it was given', () => {
  const limits = { movetime: 1000 };
  expect(withMoveOverhead(limits, 0)).toBe(limits);
});

test('restrictRoot keeps the named moves in order (and their keys); none named: all stay', () => {
  const moves = Int32Array.of(10, 11, 12, 13);
  const keys = Int32Array.of(5, 6, 7, 8);
  const name = (m: number) => `m${m}`;
  expect(restrictRoot(moves, 0, 4, ['m13', 'm11', 'zz'], name, keys)).toBe(2);
  expect([...moves.subarray(0, 2)]).toEqual([11, 13]);
  expect([...keys.subarray(0, 2)]).toEqual([6, 8]);
  const again = Int32Array.of(10, 11);
  expect(restrictRoot(again, 0, 2, ['zz'], name)).toBe(2);
  expect(restrictRoot(again, 0, 2, undefined, name)).toBe(2);
  expect([...again]).toEqual([10, 11]);
});

test('extendLine adds the moves `next` names while legal, up to the limit, and stops at a repetition', () => {
  const b = boardFromFen(START_FEN, X88);
  if (!b.ok) throw new Error(b.error.message);
  const board = b.value;
  // Knights out and back: the fourth move repeats the start position.
  const script = ['g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3'];
  const scripted = () => {
    let i = 0;
    return (bd: typeof board) => {
      const m = parseUci(bd, script[i++] ?? '');
      return m.ok ? m.value : 0;
    };
  };
  const line = new Int32Array(8);
  expect(extendLine(board, line, 0, 8, scripted())).toBe(4);
  expect(board.ply).toBe(0); // the board is left as it was
  expect(extendLine(board, line, 0, 2, scripted())).toBe(2);
  // A move that is not legal where it is named ends the line.
  expect(extendLine(board, line, 0, 8, () => line[0]! + 1)).toBe(0);
});
