// The learn table: its file round-trips and survives being truncated or corrupted, it lives where
// XDG says, the engine learns a position whose score moved between 2 plies and the final search,
// and what it learned changes a later search. Every file is in a temporary folder.

import { execFileSync } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { boardFromFen } from '../../core/fen.js';
import { X88 } from '../../core/layout.js';
import { parseUci } from '../../core/uci-move.js';
import { ZarkovEngine } from './engine.js';
import { encodeFile } from './files.js';
import {
  defaultLearnPath,
  LEARN_CAPACITY,
  LEARN_FILE,
  LEARN_THRESHOLD,
  LearnTable,
  loadLearnFile,
  saveLearnFile,
} from './learn.js';
import { HashTable } from '../hash-table.js';
import { MATE, MATE_BOUND, ZarkovSearch } from './search.js';
import { MaterialEvaluator } from './test-support/material-evaluator.js';

/** fixtures/suites/null-move-zugzwang.fen: 2 plies see only material, 4 see the mate in 3. */
const MATE3 = '8/1B6/8/5p2/8/8/5Qrq/1K1R2bk w - - 0 1';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'zarkov-learn-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function key(fen: string, moves: string[] = []): [number, number] {
  const b = boardFromFen(fen, X88);
  if (!b.ok) throw new Error(b.error.message);
  for (const m of moves) {
    const move = parseUci(b.value, m);
    if (!move.ok) throw new Error(move.error.message);
    b.value.make(move.value);
  }
  return [b.value.hashLo, b.value.hashHi];
}

/** A learning engine on the material-only evaluator, its table in `file`. */
function learner(file: string): ZarkovEngine {
  const e = new ZarkovEngine(new MaterialEvaluator());
  e.setOption('OwnBook', 'false');
  e.setOption('LearnFile', file);
  e.setOption('Learn', 'true');
  e.newGame();
  return e;
}

describe('the learn file', () => {
  test('is never written over a FIFO or over the book file (engines/file-write.ts)', () => {
    const t = new LearnTable();
    t.put(1, 2, 150, 6);
    const fifo = join(dir, 'zarkov.learn');
    execFileSync('mkfifo', [fifo]);
    expect(saveLearnFile(fifo, t)).toBe(
      `learn file '${fifo}': not written (is not a regular file (a FIFO)): learning in memory only`,
    );
    expect(lstatSync(fifo).isFIFO()).toBe(true);
    const book = join(dir, 'my.book');
    writeFileSync(book, 'a book');
    expect(saveLearnFile(book, t, [book])).toMatch(/not written \(is an input of this run/);
    expect(readFileSync(book, 'utf8')).toBe('a book');
  });

  test('round-trips through a file written atomically', () => {
    const t = new LearnTable();
    t.put(1, 2, 150, 6);
    t.put(-7, 99, -(MATE - 5), 8);
    t.put(1, 2, 175, 7); // relearned: replaces
    const path = join(dir, 'sub', 'zarkov.learn');
    expect(saveLearnFile(path, t)).toBeUndefined();
    expect(readdirSync(join(dir, 'sub'))).toEqual(['zarkov.learn']);
    const loaded = loadLearnFile(path);
    expect(loaded.warning).toBeUndefined();
    expect(loaded.writable).toBe(true); // a good file is rewritten as the engine learns
    expect(loaded.table.size).toBe(2);
    const i = loaded.table.find(1, 2);
    expect([loaded.table.score(i, 0, MATE_BOUND), loaded.table.depth(i)]).toEqual([175, 7]);
    // A learned mate is kept relative to its position and read relative to a later root.
    expect(loaded.table.score(loaded.table.find(-7, 99), 3, MATE_BOUND)).toBe(-(MATE - 8));
    expect(loaded.table.toBytes()).toEqual(t.toBytes());
  });

  test('a missing file is an empty table and no complaint', () => {
    const loaded = loadLearnFile(join(dir, 'none.learn'));
    expect(loaded).toEqual({ table: expect.any(LearnTable), writable: true });
    expect(loaded.table.size).toBe(0);
  });

  test.each([
    [
      'truncated',
      (b: Buffer) => b.subarray(0, b.length - 3),
      /truncated: the header promises 1 entries \(48 bytes\) but the file has 45; not used, and not written over: learning in memory only$/,
    ],
    [
      'corrupt',
      (b: Buffer) => ((b[40] = b[40]! ^ 0x10), b),
      /checksum mismatch: the entries are corrupt; not used, and not written over: learning in memory only$/,
    ],
    [
      'not a learn table',
      () => Buffer.from('hello, world: not a learn table at all'),
      /not a Zarkov learn table/,
    ],
  ])('a %s file is one line of warning and an empty table', (_name, edit, message) => {
    const t = new LearnTable();
    t.put(5, 6, 300, 5);
    const path = join(dir, 'zarkov.learn');
    saveLearnFile(path, t);
    writeFileSync(path, edit(readFileSync(path)));
    const loaded = loadLearnFile(path);
    expect(loaded.table.size).toBe(0);
    expect(loaded.writable).toBe(false);
    expect(loaded.warning).toMatch(
      new RegExp(`^learn file '${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}': `),
    );
    expect(loaded.warning).toMatch(message);
    expect(loaded.warning).not.toContain('\n');
  });

  test('lives under $XDG_DATA_HOME/ttychess, else ~/.local/share/ttychess', () => {
    expect(defaultLearnPath({ XDG_DATA_HOME: '/x/data' }, '/home/u')).toBe(
      join('/x/data', 'ttychess', 'zarkov.learn'),
    );
    expect(defaultLearnPath({}, '/home/u')).toBe(
      join('/home/u', '.local', 'share', 'ttychess', 'zarkov.learn'),
    );
    expect(defaultLearnPath({ XDG_DATA_HOME: '' }, '/home/u')).toBe(
      join('/home/u', '.local', 'share', 'ttychess', 'zarkov.learn'),
    );
  });
});

describe('the learn table', () => {
  /** A learn file of these entries [lo, hi, score, depth], header and checksum as written by the engine. */
  function fileOf(entries: readonly (readonly [number, number, number, number])[]): Uint8Array {
    const body = new Uint8Array(entries.length * LEARN_FILE.entryBytes);
    const view = new DataView(body.buffer);
    entries.forEach(([lo, hi, score, depth], k) => {
      view.setInt32(k * 16, lo, true);
      view.setInt32(k * 16 + 4, hi, true);
      view.setInt32(k * 16 + 8, score, true);
      view.setUint16(k * 16 + 12, depth, true);
    });
    return encodeFile(LEARN_FILE, entries.length, body);
  }

  /** The keys [lo, hi] of a file's entries, in file order. */
  function keysOf(bytes: Uint8Array): [number, number][] {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const keys: [number, number][] = [];
    for (let o = 32; o < bytes.length; o += 16)
      keys.push([view.getInt32(o, true), view.getInt32(o + 4, true)]);
    return keys;
  }

  test('a position is found only when both halves of its key match', () => {
    const t = new LearnTable();
    t.put(5, 1, 100, 4);
    expect(t.find(5, 2)).toBe(-1); // same low half (same slot), other high half
    expect(t.find(6, 1)).toBe(-1); // same high half, other low half
    expect(t.put(5, 2, 200, 6)).toBe(true); // a new position, not a relearning of (5, 1)
    expect(t.size).toBe(2);
    const a = t.find(5, 1);
    const b = t.find(5, 2);
    expect([t.score(a, 0, MATE_BOUND), t.depth(a)]).toEqual([100, 4]);
    expect([t.score(b, 0, MATE_BOUND), t.depth(b)]).toEqual([200, 6]);
  });

  test('keys whose low halves fill the same slot are each found (open addressing)', () => {
    // 16384 slots: low halves 7, 7 + 16384 and 7 - 16384 start at the same slot.
    const t = new LearnTable();
    const los = [7, 7 + 16384, 7 - 16384, 8];
    los.forEach((lo, k) => t.put(lo, 3, 10 * (k + 1), k + 1));
    expect(t.size).toBe(4);
    expect(los.map((lo) => t.score(t.find(lo, 3), 0, MATE_BOUND))).toEqual([10, 20, 30, 40]);
    expect(los.map((lo) => t.depth(t.find(lo, 3)))).toEqual([1, 2, 3, 4]);
    expect(t.find(7 + 2 * 16384, 3)).toBe(-1);
  });

  test(`holds ${LEARN_CAPACITY} positions: a new one beyond is refused, a known one is still relearned`, () => {
    const t = new LearnTable();
    for (let k = 0; k < LEARN_CAPACITY; k++) expect(t.put(k * 3, k, 50, 4)).toBe(true);
    expect(t.size).toBe(LEARN_CAPACITY);
    expect(t.put(-1, -1, 60, 5)).toBe(false);
    expect(t.find(-1, -1)).toBe(-1);
    expect(t.size).toBe(LEARN_CAPACITY);
    expect(t.put(30, 10, 70, 9)).toBe(true);
    const i = t.find(30, 10);
    expect([t.score(i, 0, MATE_BOUND), t.depth(i)]).toEqual([70, 9]);
    // A full table writes and reads back whole.
    const path = join(dir, 'full.learn');
    expect(saveLearnFile(path, t)).toBeUndefined();
    const loaded = loadLearnFile(path);
    expect(loaded.warning).toBeUndefined();
    expect(loaded.table.size).toBe(LEARN_CAPACITY);
  });

  test(`a file of more than ${LEARN_CAPACITY} entries is refused`, () => {
    const entries = Array.from({ length: LEARN_CAPACITY + 1 }, (_, k) => [k, 0, 0, 4] as const);
    const r = LearnTable.fromBytes(fileOf(entries));
    expect(r.ok || r.error).toBe(
      `${LEARN_CAPACITY + 1} entries, more than the ${LEARN_CAPACITY} a table holds`,
    );
    const path = join(dir, 'big.learn');
    writeFileSync(path, fileOf(entries));
    expect(loadLearnFile(path).warning).toMatch(/^learn file '.*': is too large \(0.1 MB; at most 0.1 MB\)/);
  });

  test.each([
    ['a score beyond 32000', [0, 0, 32001, 4], 'score 32001, depth 4'],
    ['a score below -32000', [0, 0, -32001, 4], 'score -32001, depth 4'],
    ['depth 0', [0, 0, 10, 0], 'score 10, depth 0'],
    ['depth 256', [0, 0, 10, 256], 'score 10, depth 256'],
  ] as const)('an entry with %s is corrupt: the file is refused naming it', (_name, bad, what) => {
    const r = LearnTable.fromBytes(fileOf([[1, 1, 5, 4], bad]));
    expect(r.ok || r.error).toBe(`entry 2 is corrupt (${what})`);
  });

  test('scores of +-32000 and depths 1 and 255 are in range', () => {
    const r = LearnTable.fromBytes(
      fileOf([
        [1, 0, 32000, 1],
        [2, 0, -32000, 255],
      ]),
    );
    if (!r.ok) throw new Error(r.error);
    expect(r.value.size).toBe(2);
    expect([r.value.score(r.value.find(1, 0), 0, MATE_BOUND), r.value.depth(r.value.find(1, 0))]).toEqual([
      32000, 1,
    ]);
    expect([r.value.score(r.value.find(2, 0), 0, MATE_BOUND), r.value.depth(r.value.find(2, 0))]).toEqual([
      -32000, 255,
    ]);
  });

  test('the file lists entries by key, high half then low half, both unsigned, whatever the slots', () => {
    const t = new LearnTable();
    // Slots (low half & 16383): 1, 2, 0, 3 -- not the key order.
    t.put(1, -1, 0, 4); // high 0xffffffff: last
    t.put(2, 1, 0, 4);
    t.put(-0x80000000, 0, 0, 4); // low 0x80000000: after low 3 under high 0
    t.put(3, 0, 0, 4);
    expect(keysOf(t.toBytes())).toEqual([
      [3, 0],
      [-0x80000000, 0],
      [2, 1],
      [1, -1],
    ]);
  });
});

describe('learning in the engine', () => {
  test(`learns a position whose score moves more than ${LEARN_THRESHOLD} cp from 2 plies to the end`, () => {
    const file = join(dir, 'zarkov.learn');
    const e = learner(file);
    e.setPosition(MATE3);
    const r = e.search({ depth: 4 });
    expect(r.score).toEqual({ mate: 3 });
    const loaded = loadLearnFile(file);
    expect(loaded.warning).toBeUndefined();
    const [lo, hi] = key(MATE3);
    const at = loaded.table.find(lo, hi);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(loaded.table.score(at, 0, MATE_BOUND)).toBe(MATE - 5);
    expect(loaded.table.depth(at)).toBe(4);
    // A quiet position whose score does not move is not learned.
    e.setPosition('4k3/8/8/8/8/8/4P3/4K3 w - - 0 1');
    e.search({ depth: 4 });
    expect(loadLearnFile(file).table.size).toBe(1);
    // Nor a mated position (no search at all), whatever the search before it scored.
    e.setPosition('R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1');
    expect(e.search({ depth: 4 }).score).toEqual({ mate: 0 });
    expect(loadLearnFile(file).table.size).toBe(1);
    expect(e.warnings()).toEqual([]);
  });

  test('a score that falls by more than 100 cp is learned too: after Qa7 Black is 1.05 behind at 2 plies and mated in 2 at 4', () => {
    // The seed: positions "in which the score changes significantly" between the shallow and the
    // deeper search, a change either way. MATE3 after 1. Qa7 (Black to move): the iterations
    // score -105, -105, then mate in 2 against Black, -(MATE - 4): learned with that score.
    const file = join(dir, 'zarkov.learn');
    const e = learner(file);
    e.setPosition(MATE3, ['f2a7']);
    const scores: unknown[] = [];
    e.search({ depth: 4 }, { onInfo: (info) => scores.push(info.score) });
    expect(scores).toEqual([{ cp: -105 }, { cp: -105 }, { mate: -2 }, { mate: -2 }]);
    const [lo, hi] = key(MATE3, ['f2a7']);
    const table = loadLearnFile(file).table;
    expect(table.size).toBe(1);
    const at = table.find(lo, hi);
    expect(at).toBeGreaterThanOrEqual(0);
    expect([table.score(at, 0, MATE_BOUND), table.depth(at)]).toEqual([-(MATE - 4), 4]);
  });

  test('a learned mate is made relative to the node that reads it: mated in 2 after Qa7, read one ply down, makes MATE3 a mate in 3 at depth 2', () => {
    // Learned at the root of its own search, Black (after Qa7) is mated 4 plies away. One ply
    // below the root of a search of MATE3 that is 5 plies from MATE3's root: mate in 3, what the
    // position is (fixtures/suites/null-move-zugzwang.fen). Read as the bare stored 4 it would
    // claim a mate in 2 that is not there; unlearned, depth 2 sees +2.05 only.
    const file = join(dir, 'zarkov.learn');
    const e = learner(file);
    e.setPosition(MATE3, ['f2a7']);
    e.search({ depth: 4 });
    expect(loadLearnFile(file).table.size).toBe(1);
    e.newGame(); // a later game: the hash table is cleared, the learn table read again
    e.setPosition(MATE3);
    const r = e.search({ depth: 2 });
    expect([r.bestmove, r.score]).toEqual(['f2a7', { mate: 3 }]);
    const plain = new ZarkovEngine(new MaterialEvaluator());
    plain.setOption('OwnBook', 'false');
    plain.setPosition(MATE3);
    expect(plain.search({ depth: 2 }).score).toEqual({ cp: 205 });
  });

  test('the learn table is read before the transposition table: what was learned wins over a hash entry of the same position', () => {
    // A first search (learning off) leaves the node after Rxd5 in the hash table with 2 plies to
    // go and the queen won. Then the table learns that Black is winning there. The second search,
    // with the same hash table, must take the learned score (Rxd5 avoided), not cut off on the
    // stale hash entry (Rxd5 again).
    const fen = '4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1';
    const b = boardFromFen(fen, X88);
    if (!b.ok) throw new Error(b.error.message);
    const hash = new HashTable(1 << 16);
    const settings = { hash, nullMove: true, contempt: 0, learn: null };
    const first = new ZarkovSearch(b.value, new MaterialEvaluator()).run({ depth: 3 }, undefined, settings);
    expect(first.bestmove).toBe('d2d5');
    const [lo, hi] = key(fen, ['d2d5']);
    expect(hash.probe(lo, hi)).toBeGreaterThanOrEqual(0);
    const learn = new LearnTable();
    learn.put(lo, hi, 5000, 20);
    const second = new ZarkovSearch(b.value, new MaterialEvaluator()).run({ depth: 3 }, undefined, {
      ...settings,
      learn,
    });
    expect(second.bestmove).not.toBe('d2d5');
  });

  test('the shallow search is the 2-ply one: WAC.002 is learned because its 2-ply score is 107 off', () => {
    // With the real evaluator the iterations score 144, 135, 135, 242: the final score is 107 from
    // the 2-ply one (learned) but only 98 from the 1-ply one (a 1-ply "shallow" search would not
    // learn it).
    const file = join(dir, 'zarkov.learn');
    const e = new ZarkovEngine();
    e.setOption('OwnBook', 'false');
    e.setOption('LearnFile', file);
    e.setOption('Learn', 'true');
    e.newGame();
    const fen = '8/7p/5k2/5p2/p1p2P2/Pr1pPK2/1P1R3P/8 b - - 0 1';
    e.setPosition(fen);
    const scores: unknown[] = [];
    e.search({ depth: 4 }, { onInfo: (info) => scores.push(info.score) });
    expect(scores).toEqual([{ cp: 144 }, { cp: 135 }, { cp: 135 }, { cp: 242 }]);
    const [lo, hi] = key(fen);
    const table = loadLearnFile(file).table;
    expect(table.size).toBe(1);
    expect(table.score(table.find(lo, hi), 0, MATE_BOUND)).toBe(242);
  });

  test(`a score that moves by exactly ${LEARN_THRESHOLD} cp from 2 plies is not learned (more than ${LEARN_THRESHOLD} is needed)`, () => {
    // Material-only iterations 1..4 score -240, 385, 385, 485: 100 from the 2-ply score (not
    // learned), 725 from the 1-ply one.
    const file = join(dir, 'zarkov.learn');
    const e = learner(file);
    e.setPosition('r3k3/ppp2Npp/4Bn2/2b5/1n1pp3/N4P2/PPP3qP/R2QKR2 b Qq - 0 1');
    const scores: unknown[] = [];
    e.search({ depth: 4 }, { onInfo: (info) => scores.push(info.score) });
    expect(scores).toEqual([{ cp: -240 }, { cp: 385 }, { cp: 385 }, { cp: 485 }]);
    expect(loadLearnFile(file).table.size).toBe(0);
  });

  test(`a final search shallower than 4 plies is not learned, however far its score moved: WAC.006 at depth 3 (0 at 2 plies, +440 at 3) is not (the mate in 3 above, at depth 4, is)`, () => {
    // The final search must be really deeper than the 2-ply one: at least 4 plies (a choice,
    // docs/engines/zarkov.md "Learn table").
    const file = join(dir, 'zarkov.learn');
    const fen = '7k/p7/1R5K/6r1/6p1/6P1/8/8 w - - 0 1';
    const e = learner(file);
    e.setPosition(fen);
    const scores: unknown[] = [];
    e.search({ depth: 3 }, { onInfo: (info) => scores.push(info.score) });
    expect(scores).toEqual([{ cp: 0 }, { cp: 0 }, { cp: 440 }]);
    expect(loadLearnFile(file).table.size).toBe(0);
  });

  test('a learned entry decides a node only with at least its depth still to go: depth 2 after Rxd5 turns a 3-ply search away, depth 1 does not', () => {
    // Rxd5 wins the queen; the table says Black (to move after it) is winning. In a 3-ply search
    // the node after Rxd5 has 2 plies to go: an entry of depth 2 is used there (Rxd5 avoided), an
    // entry of depth 1 only in the 2-ply iteration, and the 3-ply one plays Rxd5 again.
    const fen = '4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1';
    const [lo, hi] = key(fen, ['d2d5']);
    const played: string[] = [];
    for (const depth of [2, 1]) {
      const file = join(dir, `depth-${depth}.learn`);
      const t = new LearnTable();
      t.put(lo, hi, 5000, depth);
      saveLearnFile(file, t);
      const e = learner(file);
      e.setPosition(fen);
      played.push(e.search({ depth: 3 }).bestmove!);
    }
    expect(played[0]).not.toBe('d2d5');
    expect(played[1]).toBe('d2d5');
  });

  test('what was learned is loaded at the next game and changes a later search', () => {
    const file = join(dir, 'zarkov.learn');
    const fen = '4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1';
    const plain = new ZarkovEngine(new MaterialEvaluator());
    plain.setPosition(fen);
    const before = plain.search({ depth: 3 });
    expect(before.bestmove).toBe('d2d5');
    // Teach it that after Rxd5 Black (to move) is winning by a mile, as a deep search "found".
    const t = new LearnTable();
    const [lo, hi] = key(fen, ['d2d5']);
    t.put(lo, hi, 5000, 20);
    saveLearnFile(file, t);
    const e = learner(file);
    e.setPosition(fen);
    const after = e.search({ depth: 3 });
    expect(after.bestmove).not.toBe('d2d5');
    expect(after.score).not.toEqual(before.score);
    // Learn off: the same engine searches as before.
    e.setOption('Learn', 'false');
    expect(e.search({ depth: 3 }).bestmove).toBe('d2d5');
  });

  test('a truncated learn file is reported in one line and ignored, never fatal', () => {
    const file = join(dir, 'zarkov.learn');
    const t = new LearnTable();
    t.put(1, 2, 300, 6);
    saveLearnFile(file, t);
    writeFileSync(file, readFileSync(file).subarray(0, 40));
    const e = new ZarkovEngine(new MaterialEvaluator());
    e.setOption('OwnBook', 'false');
    expect(e.setOption('LearnFile', file).ok).toBe(true); // Learn is off: nothing is read yet
    // Issue 14, item 4: a warning, not a refusal, whether the option is set or a game starts
    // (UCI and match say it the same way, and both play on).
    expect(e.setOption('Learn', 'true').ok).toBe(true);
    expect(e.warnings()).toEqual([
      `learn file '${file}': truncated: the header promises 1 entries (48 bytes) but the file has 40; not used, and not written over: learning in memory only`,
    ]);
    e.newGame();
    const warnings = e.warnings();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^learn file '.*': truncated: .*; not used, and not written over: learning in memory only$/,
    );
    expect(e.warnings()).toEqual([]);
    e.setPosition('4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1');
    expect(e.search({ depth: 2 }).bestmove).toBe('d2d5');
  });

  test('a learn file that cannot be written is a warning, not a failure', () => {
    const file = join(dir, 'zarkov.learn');
    const e = learner(file); // no file yet: an empty table, to be written after the search
    mkdirSync(file); // and now a folder stands where the file would go
    e.setPosition(MATE3);
    expect(e.search({ depth: 4 }).score).toEqual({ mate: 3 });
    const warnings = e.warnings();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^learn file '.*zarkov\.learn': not written \(is a folder\): learning in memory only$/,
    );
    // Said once, not after every search that learns.
    e.setPosition(MATE3);
    e.search({ depth: 4 });
    expect(e.warnings()).toEqual([]);
  });

  test.each([
    ['a truncated learn file', (file: string) => writeFileSync(file, readFileSync(file).subarray(0, 40))],
    ['a file that is no learn table', (file: string) => writeFileSync(file, 'my notes\n')],
  ])('%s is never written over: what is learned stays in memory', (_name, spoil) => {
    const file = join(dir, 'zarkov.learn');
    const t = new LearnTable();
    t.put(1, 2, 300, 6);
    saveLearnFile(file, t);
    spoil(file);
    const before = readFileSync(file);
    const e = learner(file);
    expect(e.warnings()).toEqual([
      expect.stringMatching(/; not used, and not written over: learning in memory only$/),
    ]);
    e.setPosition(MATE3);
    expect(e.search({ depth: 4 }).score).toEqual({ mate: 3 }); // a search that learns (see above)
    expect(readFileSync(file)).toEqual(before);
    expect(e.warnings()).toEqual([]);
    // The next game reads the file again, still untouched, and still warns.
    e.newGame();
    expect(e.warnings()).toHaveLength(1);
  });
});
