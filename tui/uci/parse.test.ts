import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { START_FEN } from '../../core/fen.js';
import { MAX_GO_DEPTH, MAX_GO_NUMBER, parseUciLine, type UciCommand } from './parse.js';

/** The command of a line that must parse. */
function command(line: string): UciCommand | undefined {
  const r = parseUciLine(line);
  if (!r.ok) throw new Error(`'${line}' did not parse: ${r.error.message}`);
  return r.value;
}

/** The error message of a line that must not parse. */
function error(line: string): string {
  const r = parseUciLine(line);
  if (r.ok) throw new Error(`'${line}' parsed`);
  return r.error.message;
}

describe('simple commands', () => {
  test.each([
    ['uci', { kind: 'uci' }],
    ['isready', { kind: 'isready' }],
    ['ucinewgame', { kind: 'ucinewgame' }],
    ['stop', { kind: 'stop' }],
    ['ponderhit', { kind: 'ponderhit' }],
    ['quit', { kind: 'quit' }],
    ['register later', { kind: 'register' }],
    ['debug on', { kind: 'debug', on: true }],
    ['debug off', { kind: 'debug', on: false }],
    ['  isready  \r', { kind: 'isready' }],
    // The specification's own example: unknown tokens before a command are skipped.
    ['joho debug on', { kind: 'debug', on: true }],
    ['\tuci extra words', { kind: 'uci' }],
  ])('%j', (line, expected) => {
    expect(command(line)).toEqual(expected);
  });

  test.each(['', '   ', 'xyzzy', 'UCI', 'hello world', '日本語 チェス'])(
    '%j is ignored (no command)',
    (line) => {
      expect(command(line)).toBeUndefined();
    },
  );

  test.each([
    ['debug', 'debug: expected on or off'],
    ['debug maybe', "debug: 'maybe' is not on or off"],
  ])('%j: %s', (line, message) => {
    expect(error(line)).toBe(message);
  });
});

describe('setoption', () => {
  test.each([
    ['setoption name Hash value 16', 'Hash', '16'],
    ['setoption name UseHash value true', 'UseHash', 'true'],
    ['setoption name Clear Hash', 'Clear Hash', undefined],
    ['setoption name Book File value /tmp/my book.txt', 'Book File', '/tmp/my book.txt'],
    ['setoption name BookFile value <empty>', 'BookFile', '<empty>'],
    ['setoption name BookFile value', 'BookFile', ''],
  ])('%j', (line, name, value) => {
    expect(command(line)).toEqual({ kind: 'setoption', name, value });
  });

  test.each([
    ['setoption', "setoption: expected 'name <option>'"],
    ['setoption Hash value 3', "setoption: expected 'name <option>'"],
    ['setoption name', 'setoption: the option name is missing'],
    ['setoption name value 3', 'setoption: the option name is missing'],
  ])('%j: %s', (line, message) => {
    expect(error(line)).toBe(message);
  });
});

describe('position', () => {
  test.each([
    ['position startpos', START_FEN, []],
    ['position startpos moves', START_FEN, []],
    ['position startpos moves e2e4 e7e5', START_FEN, ['e2e4', 'e7e5']],
    ['position fen 8/8/8/8/8/8/8/K6k w - - 0 1', '8/8/8/8/8/8/8/K6k w - - 0 1', []],
    ['position fen 8/8/8/8/8/8/8/K6k w - -  moves a1a2', '8/8/8/8/8/8/8/K6k w - -', ['a1a2']],
    // Not checked here: the session has the board that knows.
    ['position fen garbage moves zz', 'garbage', ['zz']],
  ])('%j', (line, fen, moves) => {
    expect(command(line)).toEqual({ kind: 'position', fen, moves });
  });

  test.each([
    ['position', "position: expected 'startpos' or 'fen <FEN>'"],
    ['position moves e2e4', "position: expected 'startpos' or 'fen <FEN>'"],
    ['position fen', 'position: the FEN is missing'],
    ['position fen moves e2e4', 'position: the FEN is missing'],
    ['position startpos e2e4', "position: unexpected 'e2e4' after startpos"],
    ['position start', "position: 'start' is not 'startpos' or 'fen'"],
  ])('%j: %s', (line, message) => {
    expect(error(line)).toBe(message);
  });
});

describe('go', () => {
  test.each([
    ['go', {}, false, undefined, []],
    ['go infinite', { infinite: true }, false, undefined, []],
    ['go depth 5', { depth: 5 }, false, undefined, []],
    [
      'go wtime 300000 btime 299000 winc 2000 binc 1000 movestogo 40',
      { wtime: 300000, btime: 299000, winc: 2000, binc: 1000, movestogo: 40 },
      false,
      undefined,
      [],
    ],
    ['go ponder wtime 1000 btime 1000', { wtime: 1000, btime: 1000 }, true, undefined, []],
    ['go movetime 50 nodes 1000 depth 3', { movetime: 50, nodes: 1000, depth: 3 }, false, undefined, []],
    ['go mate 3', {}, false, 3, []],
    ['go searchmoves e2e4 d2d4 depth 2', { depth: 2 }, false, undefined, ['e2e4', 'd2d4']],
    // Clocks may be negative (an overstepped GUI clock) and count as 0; other numbers clamp.
    ['go wtime -120 btime 50', { wtime: 0, btime: 50 }, false, undefined, []],
    ['go depth 0 movestogo 0', { depth: 1, movestogo: 1 }, false, undefined, []],
    ['go depth 999', { depth: MAX_GO_DEPTH }, false, undefined, []],
    ['go nodes 99999999999999999999999', { nodes: MAX_GO_NUMBER }, false, undefined, []],
    ['go +5 depth +4 frobnicate', { depth: 4 }, false, undefined, []],
  ])('%j', (line, limits, ponder, mate, searchmoves) => {
    expect(command(line)).toEqual({
      kind: 'go',
      limits,
      ponder,
      ...(mate !== undefined ? { mate } : {}),
      searchmoves,
    });
  });

  test.each([
    ['go depth', 'go: depth needs a number'],
    ['go depth five', "go: depth 'five' is not a whole number (0 or more)"],
    ['go depth -3', "go: depth '-3' is not a whole number (0 or more)"],
    ['go movetime 1.5', "go: movetime '1.5' is not a whole number (0 or more)"],
    ['go wtime btime 100', "go: wtime 'btime' is not a whole number"],
    ['go nodes 1e6', "go: nodes '1e6' is not a whole number (0 or more)"],
    [`go depth ${'9'.repeat(100)}x`, `go: depth '${'9'.repeat(40)}...' is not a whole number (0 or more)`],
  ])('%j: %s', (line, message) => {
    expect(error(line)).toBe(message);
  });
});

test('any line parses to a command, nothing, or a one-line error; never a throw', () => {
  const word = fc.constantFrom('go', 'position', 'setoption', 'name', 'value', 'fen', 'moves', 'depth');
  const token = fc.oneof(word, fc.string(), fc.integer().map(String));
  const line = fc.oneof(
    fc.string({ unit: 'grapheme' }),
    fc.array(token).map((t) => t.join(' ')),
  );
  fc.assert(
    fc.property(line, (l) => {
      const r = parseUciLine(l);
      if (!r.ok) expect(r.error.message).not.toMatch(/\n/);
    }),
  );
});
