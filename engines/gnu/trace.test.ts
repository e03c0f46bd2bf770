// Our search against the 1987 program's own search traces (fixtures/gnu-1987/traces), line for
// line: the trace hook's format, the rules read from the traces (each a search that is the
// original's, line for line, only with its rule), and every search at depths 1 and 2. A search
// that parts fails with the first line where it parts and the path from the root.

import { describe, expect, test } from 'vitest';
import { START_FEN } from '../../core/fen.js';
import {
  describeParting,
  firstParting,
  ourTrace,
  readTraces,
  type TracedSearch,
} from '../../scripts/gnu-trace.js';
import { evalRecords } from '../../scripts/gnu-oracle.js';
import { DEPTH_3_EQUAL, KNOWN_TO_PART } from './test-support/trace-partings.js';

const fens = new Map(evalRecords().map((r) => [r.id, r.fen]));
const traces = new Map([1, 2, 3].map((d) => [d, readTraces(d)]));

/** The original's traced search of `id` at `depth`. */
function original(id: string, depth: number): TracedSearch {
  const t = traces.get(depth)!.find((x) => x.id === id);
  if (t === undefined) throw new Error(`no trace of ${id} at depth ${depth}`);
  return t;
}

/** Where our search of `id` at `depth` first parts from the original's, in words ('' if nowhere). */
function parting(id: string, depth: number): string {
  const t = original(id, depth);
  const p = firstParting(ourTrace(fens.get(id)!, depth).lines, t.lines);
  return p === undefined ? '' : describeParting(id, depth, p);
}

describe('the trace hook', () => {
  test("the start position at depth 1 is traced as the original traced it (its README's first lines)", () => {
    const { lines, nodes } = ourTrace(START_FEN, 1);
    expect(nodes).toBe(21);
    expect(lines.slice(0, 19)).toEqual([
      '0\t-\t1\t1\t-9000\t9000',
      '1\th2h3\t2\t0\t-9000\t9000',
      '<\t1\th2h3\t-6',
      '1\th2h4\t3\t0\t-9000\t5',
      '<\t1\th2h4\t-10',
      '1\tg2g3\t4\t0\t-9000\t5',
      '<\t1\tg2g3\t-7',
      '1\tg2g4\t5\t0\t-9000\t5',
      '<\t1\tg2g4\t-21',
      '1\tf2f3\t6\t0\t-9000\t5',
      '<\t1\tf2f3\t-7',
      '1\tf2f4\t7\t0\t-9000\t5',
      '<\t1\tf2f4\t-18',
      '1\te2e3\t8\t0\t-9000\t5',
      '<\t1\te2e3\t8',
      '1\te2e4\t9\t0\t-9000\t-9',
      '<\t1\te2e4\t12',
      '1\td2d3\t10\t0\t-9000\t-13',
      '<\t1\td2d3\t8',
    ]);
    // Every node is one line that does not start with '<', the root call included.
    expect(lines.filter((l) => !l.startsWith('<')).length).toBe(21);
    expect(lines.at(-1)).toBe('<\t0\t-\t19');
  });

  test('the first parting names the line and the path from the root to it', () => {
    const original = [
      '0\t-\t1\t1\t-9000\t9000',
      '1\te2e4\t2\t0\t-9000\t9000',
      '2\te7e5\t3\t-1\t-9000\t9000',
      '<\t2\te7e5\t5',
    ];
    const ours = [...original.slice(0, 3), '<\t2\te7e5\t7'];
    expect(firstParting(original, original)).toBeUndefined();
    expect(firstParting(ours, original)).toEqual({
      line: 4,
      ours: '<\t2\te7e5\t7',
      original: '<\t2\te7e5\t5',
      path: ['root(1 -9000 9000)', 'e2e4', 'e7e5'],
      node: 3,
    });
    expect(firstParting(ours.slice(0, 3), original)?.ours).toBe('(end)');
  });
});

describe('rules read from the traces (each search is the original, line for line, only with its rule)', () => {
  test('S9: a quiescence node failing low returns the ordering score of the capture into it, negated (game-001: 4...bxc6 comes back 984, not 662)', () => {
    expect(parting('game-001', 1)).toBe('');
  });

  test('S9 only below a quiescence node: a node reached by a full-width move returns its own best (gen-01: 2...cxd4 comes back 15, not 99)', () => {
    expect(parting('gen-01', 1)).toBe('');
  });

  test('every quiescence promotion is ordered 980 and the push comes after the captures (game-038: ...bxc1=Q first, not ...bxa1=Q)', () => {
    expect(parting('game-038', 1)).toBe('');
    expect(parting('end-19', 1)).toBe('');
  });

  test('a capturing promotion takes no +10 of a pawn capture on the estimate (game-173: ...bxc1=Q comes back 789, not 779)', () => {
    expect(parting('game-173', 1)).toBe('');
  });
});

describe('the values the men carry', () => {
  test("a node whose side can take the king writes no values: the estimates after it read the last full evaluation's (game-018: after 1.Qxf6, ...Rxf6?? loses the king to Rxh8, and ...Rxe8 then reads the e8 rook's value from before: -451, not -449; WAC.166 at depth 2)", () => {
    expect(parting('game-018', 1)).toBe('');
    expect(parting('WAC.166', 2)).toBe('');
  });
});

describe('the lazy evaluation', () => {
  test('the +10 of a pawn capture is added to the estimate after the full-evaluation tests (game-005 at depth 3: after e2c2 b7f3 d4c5 the estimate is 236 with it, 258 above beta -22, and the original evaluates in full: 264)', () => {
    expect(parting('game-005', 3)).toBe('');
    expect(parting('game-003', 2)).toBe('');
  });
});

describe('castling and the check flags', () => {
  test('a castle that gives check sets no check flag: the futility skip below it stays on (game-128 at depth 2: after d1d7 e8d7 the castle e1c1 gives check, and the node after d7e7 skips futile captures as the original does)', () => {
    expect(parting('game-128', 2)).toBe('');
  });
});

describe('the mating routine and the values the men carry', () => {
  test("the mating routine writes no man's value (end-29 at depth 2: after ...Bf4 e8=Q Bxe5? lines where the bare king is mated, e8=Q after ...Ba5 still takes the e7 pawn's 199 off the estimate: Black's node fails low and returns -980, not -1174)", () => {
    expect(parting('end-29', 2)).toBe('');
    expect(parting('end-19', 2)).toBe('');
    expect(parting('end-39', 2)).toBe('');
  });
});

describe('castling and the values the men carry', () => {
  test("a castle moves no value, made or taken back (game-002 at depth 2: O-O-O's king leaves its value on c1, and ...Nxd4 cxd4 later reads it there for the knight's ordering, 326 not 329)", () => {
    expect(parting('game-002', 2)).toBe('');
    expect(parting('spec-19', 2)).toBe('');
    // The king's value does not go with it to g1 or c1 either.
    expect(parting('game-067', 2)).toBe('');
  });
});

describe('the attack words', () => {
  test("a pawn's escape square: a knight ranks above a bishop (gen-27: b5 held by a bishop against a knight, the b6 pawn trapped; gen-44: d6 held by a knight against a rook and a bishop, the d5 pawn not trapped)", () => {
    expect(parting('gen-27', 1)).toBe('');
    expect(parting('gen-44', 1)).toBe('');
  });

  test("the king's dominated squares: a knight ranks above a bishop (game-090: after Kd2, d3 attacked by the e5 knight and defended by the f1 bishop, the d6 rook and the king is dominated, the third such square: one more safe check, Kd2 53, not 57)", () => {
    expect(parting('game-090', 1)).toBe('');
    expect(parting('game-113', 1)).toBe('');
  });

  test("the king's dominated squares count only in the directions of the enemy's line pieces: a rook's or queen's beside, above and below the king, a bishop's or queen's on the corners (game-204: after 1.Rxa6 ...Rf8+, Black's rooks dominate f4, g4 and g2 next to Kf3, and only f4 counts; game-159, spec-23 the same; WAC.271: after 1.g8=Q, Black's rooks and d2 pawn dominate e1, d2, c1 and c2 next to Kd1, three squares beside and below it, and they count)", () => {
    expect(parting('game-204', 1)).toBe('');
    expect(parting('game-159', 1)).toBe('');
    expect(parting('spec-23', 2)).toBe('');
    expect(parting('WAC.271', 1)).toBe('');
  });

  test("the dominated squares' line pieces are the ones the examination found: a queen taken in the search still counts (WAC.281: after 1.Qxg5+ Kxg5, Black's king has three dominated squares, and White's queen's lines still count them)", () => {
    expect(parting('WAC.281', 1)).toBe('');
    expect(parting('WAC.156', 1)).toBe('');
  });

  test("a promotion made by the search gives its side a queen's lines until the next examination, the promotion taken back too (WAC.221 at depth 2: White has a rook and knights; after a7xb8=Q and a7a8=Q in earlier lines, a queen's diagonals count d7, dominated next to Black's king after 1.Ne4 ...Bd7, the third such square)", () => {
    expect(parting('WAC.221', 2)).toBe('');
    expect(parting('WAC.271', 2)).toBe('');
  });

  test('a pin counts as hung when the ranked attack word on the pinned man exceeds one attacker of its own kind (game-010 at depth 2: after ...Rb2+, Bd2 interposes, pinned to its king, attacked by the rook and the e4 knight and defended by the king: it counts, White has two hung men, and Bd2 comes back 214, not 224)', () => {
    expect(parting('game-010', 2)).toBe('');
    expect(parting('gen-26', 2)).toBe('');
  });
});

/** Line `n` (1-based) of our trace of `id` at `depth`, tabs as spaces. */
const ourLine = (id: string, depth: number, n: number) =>
  ourTrace(fens.get(id)!, depth).lines[n - 1]!.replaceAll('\t', ' ');

describe('the killers', () => {
  test('a move takes one killer bonus: a cut-off or no-cut-off killer of its ply, else one from two plies back (game-062: ...Kh8 (400) before ...Bxf3 (327 + 60), not after it (+ 40 more))', () => {
    expect(parting('game-062', 1)).toBe('');
  });

  test("a 2000 move takes no killer bonus besides (WAC.276 at depth 2: after 1.Re1, ...Rxg2, the stored reply and killer 2, is tried before ...Qxg2, the mating cut-off's 2000 move and killer 1: 2000 + 96 + history 22 against 2000 + 95 + 13, where with the killers both would score 2188 and ...Qxg2, listed first, would come first)", () => {
    // The original's line 5177 of WAC.276 at depth 2 (the fixture's trace).
    expect(ourLine('WAC.276', 2, 5177)).toBe('2 g5g2 2590 0 -889 -241');
    expect(parting('WAC.276', 2)).toBe('');
  });
});

describe('the in-check killer', () => {
  test('a node in check whose every move loses the king (its best a mated score) leaves the in-check killer as it was (WAC.161 at depth 2: ...Qxg2 and ...Qxa2 before ...h6, which would take + 200 as the first move of such a node)', () => {
    expect(parting('WAC.161', 2)).toBe('');
    expect(parting('game-171', 1)).toBe('');
  });
});

describe('the 2000 move', () => {
  test("a move that cut off with a mate score is the next node's 2000 move at its ply (spec-02: after 1.Bc4-e2 ...Nf3 mates, so after 1.Qe2 ...Nf3 is tried before ...Nxe2)", () => {
    expect(parting('spec-02', 1)).toBe('');
    expect(parting('WAC.276', 1)).toBe('');
  });

  test('the 2000 move is used up by the next node of its ply, a node that makes only a list of captures too (game-045: ...Qxb2 mates after 1.Qc6, and after 1.Qd4, whose reply node searches captures, 1.Qb4+ is answered ...axb4 first)', () => {
    expect(parting('game-045', 1)).toBe('');
    expect(parting('WAC.161', 1)).toBe('');
  });
});

describe('the root in check', () => {
  test("a mated move never becomes the root's best when the root is in check: every move mated, the root call returns -12000 (game-081: the one legal move, Kg1, is mated at once; the iteration line still shows it, -9999)", () => {
    expect(parting('game-081', 1)).toBe('');
    expect(parting('game-081', 2)).toBe('');
    // Not in check (game-029 at depth 2, mated the same way): the front move's -9997.
    expect(parting('game-029', 2)).toBe('');
  });
});

describe('the 2000 move after a re-search', () => {
  // The expected line is the original's, from the whole record of its traces at depth 4.
  test("after an iteration re-searched above the window, the re-search's line is the next iteration's 2000 moves (gen-03 at depth 4: after ...g5 Nf3 the original tries ...f4, the third move of the third iteration's re-search, first)", () => {
    expect(ourLine('gen-03', 4, 10360)).toBe('3 f5f4 5182 1 -115 9000');
  });
});

describe('repetitions inside the search', () => {
  // Each expected line is the original's, from the whole record of its traces at depths 3 and 4
  // (not all in the fixture; the line number is the same in ours, which traces it equally up to
  // there).
  test('a capture can close a cycle: the squares are followed, not the men (game-003 at depth 4: Qe3 Bxc5 Qd3 Bb4 comes back 30 and is kept 10, pulled 20 toward the draw)', () => {
    expect(ourLine('game-003', 4, 105768)).toBe('< 4 c5b4 30 10');
  });

  test('a score within 20 of the draw score is left as it is (game-017 at depth 4: ...Be4 back from c6 comes back 19, kept 19, not 0)', () => {
    expect(ourLine('game-017', 4, 10942)).toBe('< 4 c6e4 19');
  });

  test('a mate score is not pulled (WAC.271 at depth 3: Ke2 ...d1=Q Kd2, a cycle of d1, e2, d2, comes back -9997 and is kept)', () => {
    expect(ourLine('WAC.271', 3, 2823)).toBe('< 3 e2d2 -9997');
  });
});

describe('the piece lists', () => {
  test("moves made outside the search (the root's legality test, the principal variation replayed between iterations) leave the lists as they were (game-001 at depth 2: Qa5 before Bh6 after 1.cxd5 Bxc3+)", () => {
    expect(parting('game-001', 2)).toBe('');
  });
});

describe('every search at depths 1 and 2, line for line', () => {
  test.each([1, 2])(
    'depth %i: each search traces the original, but for the ones known to part',
    (depth) => {
      const known = new Set(KNOWN_TO_PART[depth]);
      const parted: string[] = [];
      const nowEqual: string[] = [];
      for (const t of traces.get(depth)!) {
        const p = firstParting(ourTrace(fens.get(t.id)!, depth).lines, t.lines);
        if (p !== undefined && !known.has(t.id)) parted.push(describeParting(t.id, depth, p));
        if (p === undefined && known.has(t.id)) nowEqual.push(t.id);
      }
      expect(parted, 'searches that part from the original (first parting line, path from the root)').toEqual(
        [],
      );
      expect(
        nowEqual,
        'searches listed as parting that now trace the original: take them off the list',
      ).toEqual([]);
    },
    600_000,
  ); // CPU-bound, not timed: room for a loaded machine
});

test('depth 3 (the first 50 positions): at least as many searches trace the original as when last counted', () => {
  const equal = traces
    .get(3)!
    .filter((t) => firstParting(ourTrace(fens.get(t.id)!, 3).lines, t.lines) === undefined);
  expect(traces.get(3)!.length).toBe(50);
  expect(equal.length).toBeGreaterThanOrEqual(DEPTH_3_EQUAL);
}, 600_000);
