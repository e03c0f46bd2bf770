import { describe, expect, test } from 'vitest';
import type { SearchHooks, SearchLimits, SearchResult } from '../../engines/engine.js';
import { Registry } from '../../engines/registry.js';
import { FakeEngine, fakeMeta, fakeRegistry, newLog } from '../test-support/fake-engine.js';
import { runAnalyze, streamAnalyze } from './analyze.js';
import { EXIT_USAGE } from './output.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const AFTER_E4_E5 = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2';

describe('runAnalyze, plain output', () => {
  test('one line per iteration with the pv in SAN, then the best move and the figures', () => {
    const out = runAnalyze({ engine: 'gnu', depth: '3' }, fakeRegistry());
    expect(out.code).toBe(0);
    expect(out.stderr).toEqual([]);
    expect(out.stdout).toEqual([
      `Fake Chess (gnu): ${START}`,
      'depth  score           nodes        time  pv',
      '  1/2  +0.10             120        1 ms  1. a3',
      '  2/3  +0.20             220        2 ms  1. a3 a5',
      '  3/4  +0.30             320        3 ms  1. a3 a5 2. Ra2',
      'bestmove a3 (a2a3)',
      'ponder a5 (a7a5)',
      'score +0.30 for White, depth 3/4, 320 nodes, 3 ms, 106667 nodes/s',
    ]);
  });

  test('numbers Black-to-move variations with "..."', () => {
    const out = runAnalyze({ engine: 'gnu', moves: 'e2e4', depth: 1 }, fakeRegistry());
    expect(out.stdout[2]).toBe('  1/2  +0.10             120        1 ms  1... a5');
    expect(out.stdout.at(-1)).toMatch(/^score \+0\.10 for Black,/);
  });

  test.each([
    [{ mate: 3 }, 'mate 3'],
    [{ mate: -2 }, 'mate -2'],
    [{ cp: -150 }, '-1.50'],
    [{ cp: 0 }, '0.00'],
  ])('score %j is shown as %s', (score, text) => {
    const out = runAnalyze({ engine: 'gnu', depth: 1 }, fakeRegistry({ score }));
    expect(out.stdout[2]).toContain(`  ${text}`);
    expect(out.stdout.at(-1)).toMatch(new RegExp(`^score ${text.replace('+', '\\+')} for White`));
  });

  test('a book move is marked as such', () => {
    const out = runAnalyze({ engine: 'gnu', depth: 5 }, fakeRegistry({ source: 'book' }));
    expect(out.stdout).toContain('bestmove a3 (a2a3) from the book');
  });

  test('with no legal move there is no best move, and the reason is given', () => {
    const mated = 'R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1';
    const out = runAnalyze({ engine: 'gnu', fen: mated, depth: 3 }, fakeRegistry());
    expect(out.code).toBe(0);
    expect(out.stdout).toEqual([
      `Fake Chess (gnu): ${mated}`,
      'bestmove (none): Black has no legal move (checkmate)',
    ]);
  });
});

describe('runAnalyze --json', () => {
  test('prints one line with the documented keys, moves in UCI', () => {
    const out = runAnalyze({ engine: 'gnu', moves: 'e4 e7e5', depth: '2', json: true }, fakeRegistry());
    expect(out.code).toBe(0);
    expect(out.stdout).toHaveLength(1);
    expect(out.stdout[0]).toBe(
      `{"engine":"gnu","fen":"${AFTER_E4_E5}","bestmove":"a2a3","score":{"cp":20},"depth":2,` +
        '"seldepth":3,"nodes":229,"ms":2,"pv":["a2a3","a7a5"]}',
    );
  });

  test('a mate score is {"mate":N} and no legal move is bestmove null', () => {
    const out = runAnalyze({ engine: 'gnu', depth: 1, json: true }, fakeRegistry({ score: { mate: -4 } }));
    expect(JSON.parse(out.stdout[0]!)).toMatchObject({ score: { mate: -4 } });
    const mated = runAnalyze(
      { engine: 'gnu', fen: 'R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1', depth: 1, json: true },
      fakeRegistry(),
    );
    expect(JSON.parse(mated.stdout[0]!)).toMatchObject({ bestmove: null, pv: [] });
  });
});

describe('runAnalyze hands the engine the game and the limits', () => {
  test('--fen then --moves: the FEN and the moves in UCI, a new game first', () => {
    const log = newLog();
    const fen = 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3';
    runAnalyze(
      { engine: 'gnu', fen, moves: 'Bb5 a6 Ba4', nodes: '5000', movetime: 200 },
      fakeRegistry({ log }),
    );
    expect(log.newGames).toBe(1);
    expect(log.positions).toEqual([{ fen, moves: ['f1b5', 'a7a6', 'b5a4'] }]);
    expect(log.searches).toEqual([{ nodes: 5000, movetime: 200 }]);
  });

  test('the JSON fen is the position searched, after the moves', () => {
    const out = runAnalyze({ engine: 'gnu', moves: 'e2e4, e7e5', depth: 1, json: true }, fakeRegistry());
    expect(JSON.parse(out.stdout[0]!)).toMatchObject({ fen: AFTER_E4_E5 });
  });
});

describe('runAnalyze refuses bad input in one line, exit 2', () => {
  test.each([
    [{ engine: 'gnu' }, 'give a limit: --depth N, --nodes N or --movetime MS'],
    [{ engine: 'gnu', depth: '0' }, "--depth '0' is not a whole number from 1 to 64"],
    [{ engine: 'gnu', depth: 'five' }, "--depth 'five' is not a whole number from 1 to 64"],
    [{ engine: 'gnu', depth: '65' }, "--depth '65' is not a whole number from 1 to 64"],
    [{ engine: 'gnu', nodes: '-5' }, "--nodes '-5' is not a whole number from 1 to 1000000000000"],
    [{ engine: 'gnu', movetime: '1.5' }, "--movetime '1.5' is not a whole number from 1 to 86400000"],
    [
      { engine: 'gnu', depth: 2, fen: 'garbage' },
      "FEN: 'garbage' has 1 fields; expected 6 (or 4 without the clocks)",
    ],
    [
      { engine: 'gnu', depth: 2, moves: 'e2e4 e7e5 g1f3 b8c6 f1c4 c6c4' },
      "--moves: move 6 'c6c4' is not a legal move for Black",
    ],
    [{ engine: 'gnu', depth: 2, moves: 'e4 e5 Nf9' }, "--moves: move 3 'Nf9' is not a square"],
    [{ engine: 'zarkov', depth: 2 }, "no engine 'zarkov'; choose one of gnu"],
    [{ depth: 2 }, '--engine is required; choose one of gnu'],
  ])('%j', (args, message) => {
    expect(runAnalyze(args, fakeRegistry())).toEqual({
      stdout: [],
      stderr: [`ttychess: ${message}`],
      code: EXIT_USAGE,
    });
  });

  test('an empty registry says no engine is built yet', () => {
    const out = runAnalyze({ engine: 'gnu', depth: 1 }, new Registry([]));
    expect(out.stderr).toEqual(["ttychess: no engine 'gnu': no engines are built yet"]);
  });

  test('flags are checked before an engine is made', () => {
    const log = newLog();
    runAnalyze({ engine: 'gnu', depth: 'x' }, fakeRegistry({ log }));
    runAnalyze({ engine: 'gnu', depth: 1, fen: 'x' }, fakeRegistry({ log }));
    expect(log.instances).toBe(0);
  });
});

/**
 * A registry whose fake engine notes, when the search starts and after each iteration it reports,
 * which lines have been printed by then.
 */
function watchedRegistry(printed: readonly string[], seen: string[][]): Registry {
  class Watched extends FakeEngine {
    override search(limits: SearchLimits, hooks: SearchHooks = {}): SearchResult {
      seen.push([...printed]);
      return super.search(limits, {
        ...hooks,
        onInfo: (info) => {
          hooks.onInfo?.(info);
          seen.push([...printed]);
        },
      });
    }
  }
  return new Registry([{ meta: fakeMeta(), create: () => new Watched() }]);
}

describe('streamAnalyze prints as the search goes', () => {
  test('the first line before the search, each iteration as it finishes, the same text as runAnalyze', () => {
    const printed: string[] = [];
    const seen: string[][] = [];
    const out = streamAnalyze(
      { engine: 'gnu', depth: 3 },
      (line) => printed.push(line),
      watchedRegistry(printed, seen),
    );
    expect(out).toEqual({ stdout: [], stderr: [], code: 0 });
    expect(printed).toEqual(runAnalyze({ engine: 'gnu', depth: 3 }, fakeRegistry()).stdout);
    expect(seen).toEqual([
      printed.slice(0, 1),
      printed.slice(0, 3),
      printed.slice(0, 4),
      printed.slice(0, 5),
    ]);
  });

  test('--json prints its one line at the end and nothing before', () => {
    const printed: string[] = [];
    const seen: string[][] = [];
    streamAnalyze(
      { engine: 'gnu', depth: 2, json: true },
      (line) => printed.push(line),
      watchedRegistry(printed, seen),
    );
    expect(seen).toEqual([[], [], []]);
    expect(printed).toHaveLength(1);
    expect(JSON.parse(printed[0]!)).toMatchObject({ engine: 'gnu', depth: 2 });
  });

  test('bad input prints nothing and returns the one-line error', () => {
    const printed: string[] = [];
    const out = streamAnalyze({ engine: 'gnu', depth: 'x' }, (line) => printed.push(line), fakeRegistry());
    expect(printed).toEqual([]);
    expect(out).toEqual({
      stdout: [],
      stderr: ["ttychess: --depth 'x' is not a whole number from 1 to 64"],
      code: EXIT_USAGE,
    });
  });
});

describe('runAnalyze, notices', () => {
  const FIVE_QUEENS = '8/4k3/8/8/8/8/8/QQQQKQ2 w - - 0 1';

  test("gnu past the 1987 program's scale: the mate is found and one line says what the original could not score", () => {
    const out = runAnalyze({ engine: 'gnu', fen: FIVE_QUEENS, depth: '4' });
    expect(out.code).toBe(0);
    expect(out.stdout.find((l) => l.startsWith('score '))).toMatch(/^score mate 1 for White,/);
    const notes = out.stdout.filter((l) => l.startsWith('note: '));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/^note: GNU Chess 1987 cannot score this: .*9000.*; gnu holds/);
    expect(out.stdout.at(-1)).toBe(notes[0]);
  });

  test('and in JSON, the notices as the engine gave them', () => {
    const out = runAnalyze({ engine: 'gnu', fen: FIVE_QUEENS, depth: '2', json: true });
    const record = JSON.parse(out.stdout[0]!) as { notices?: { kind: string; text: string }[] };
    expect(record.notices?.map((n) => n.kind)).toEqual(['beyond-original']);
  });

  test('an ordinary position: no note, and no notices field in JSON', () => {
    const out = runAnalyze({ engine: 'gnu', depth: '2' });
    expect(out.stdout.filter((l) => l.startsWith('note: '))).toEqual([]);
    const json = runAnalyze({ engine: 'gnu', depth: '2', json: true });
    expect(Object.keys(JSON.parse(json.stdout[0]!) as object)).not.toContain('notices');
  });
});

describe('runAnalyze --multipv', () => {
  test('the real engines: each depth lists the N best moves numbered #1..#N, best first', () => {
    for (const engine of ['gnu', 'zarkov', 'hiarcs']) {
      const out = runAnalyze({ engine, depth: '2', multipv: '3' });
      expect(out.code).toBe(0);
      const lines = out.stdout.filter((l) => / {2}#\d /.test(l));
      expect(lines.length % 3, engine).toBe(0);
      expect(lines.slice(-3).map((l) => / {2}(#\d) /.exec(l)![1])).toEqual(['#1', '#2', '#3']);
      const moves = lines.slice(-3).map((l) => / #\d 1\. (\S+)/.exec(l)![1]);
      expect(new Set(moves).size, engine).toBe(3);
    }
  });

  test('--json adds the lines of the last depth, numbered', () => {
    const out = runAnalyze({ engine: 'zarkov', depth: '2', multipv: '2', json: true });
    const record = JSON.parse(out.stdout[0]!) as {
      bestmove: string;
      lines: { multipv: number; pv: string[] }[];
    };
    expect(record.lines.map((l) => l.multipv)).toEqual([1, 2]);
    expect(record.lines[0]!.pv[0]).toBe(record.bestmove);
    expect(record.lines[1]!.pv[0]).not.toBe(record.bestmove);
  });

  test('without --multipv (or with 1) there are neither numbers nor lines', () => {
    for (const multipv of [undefined, '1']) {
      const out = runAnalyze({ engine: 'zarkov', depth: '2', multipv, json: true });
      expect(JSON.parse(out.stdout[0]!)).not.toHaveProperty('lines');
      const plain = runAnalyze({ engine: 'zarkov', depth: '2', multipv });
      expect(plain.stdout.some((l) => l.includes(' #1 '))).toBe(false);
    }
  });

  test.each(['0', '33', 'x', '1.5'])("--multipv '%s' is refused in one line, exit 2", (multipv) => {
    expect(runAnalyze({ engine: 'gnu', depth: '2', multipv })).toEqual({
      stdout: [],
      stderr: [`ttychess: --multipv '${multipv}' is not a whole number from 1 to 32`],
      code: EXIT_USAGE,
    });
  });

  test('an engine without the MultiPV option says so', () => {
    const out = runAnalyze({ engine: 'gnu', depth: '2', multipv: '2' }, fakeRegistry());
    expect(out.code).toBe(EXIT_USAGE);
    expect(out.stderr).toHaveLength(1);
    expect(out.stderr[0]).toMatch(/^ttychess: --multipv: gnu has no MultiPV setting/);
  });
});
