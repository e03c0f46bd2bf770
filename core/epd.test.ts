// EPD tests: both line forms, the errors, and every line of the perft and WAC suites of fixtures/
// (perft D1 counts checked against our move generator, WAC best moves against parseSan).

import { describe, expect, test } from 'vitest';
import { makeEpd, parseEpd, parseEpdFile, parseStrictEpdFile, type EpdRecord } from './epd.js';
import { boardFromFen, START_FEN } from './fen.js';
import { LAYOUTS } from './layout.js';
import { legalMoves } from './movegen.js';
import { parseSan } from './san.js';
import { readFixture } from './test-support/fixtures.js';

const LAYOUT_LIST = Object.values(LAYOUTS);

/** The record of a line the test knows is valid. */
function record(line: string): EpdRecord {
  const r = parseEpd(line);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const WAC_1 = '2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id "WAC.001";';

const READ_CASES: [string, string, string, [string, string[]][]][] = [
  [
    'standard EPD',
    WAC_1,
    '2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1',
    [
      ['bm', ['Qg6']],
      ['id', ['WAC.001']],
    ],
  ],
  [
    'perft form',
    `${START_FEN} ;D1 20 ;D2 400`,
    START_FEN,
    [
      ['D1', ['20']],
      ['D2', ['400']],
    ],
  ],
  ['no operations', '8/8/8/8/8/8/8/K1k5 b - -', '8/8/8/8/8/8/8/K1k5 b - - 0 1', []],
  [
    'clocks from hmvc and fmvn',
    '8/8/8/8/8/8/8/K1k5 b - - hmvc 12; fmvn 40;',
    '8/8/8/8/8/8/8/K1k5 b - - 12 40',
    [
      ['hmvc', ['12']],
      ['fmvn', ['40']],
    ],
  ],
  [
    'several operands, a quoted string with ; and escapes, an operand-less opcode',
    '8/8/8/8/8/8/8/K1k5 w - - bm Kb1 Ka2; c0 "one; \\"two\\""; noop;',
    '8/8/8/8/8/8/8/K1k5 w - - 0 1',
    [
      ['bm', ['Kb1', 'Ka2']],
      ['c0', ['one; "two"']],
      ['noop', []],
    ],
  ],
  [
    'extra white space and a missing final ;',
    '  8/8/8/8/8/8/8/K1k5   w  -  -   bm   Kb1 ;id "x"  ',
    '8/8/8/8/8/8/8/K1k5 w - - 0 1',
    [
      ['bm', ['Kb1']],
      ['id', ['x']],
    ],
  ],
  [
    'castling rights put in order',
    'r3k2r/8/8/8/8/8/8/R3K2R w qkQK -',
    'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1',
    [],
  ],
];

describe('parseEpd reads', () => {
  test.each(READ_CASES)('%s', (_name, line, fen, ops) => {
    const r = record(line);
    expect(r.fen).toBe(fen);
    expect([...r.operations]).toEqual(ops);
  });
});

const ERROR_CASES: [string, string][] = [
  ['', 'EPD: the line is empty'],
  [
    '8/8/8/8/8/8/8/K1k5 w -',
    "EPD: '8/8/8/8/8/8/8/K1k5 w -' has 3 fields; expected 4 FEN fields, then operations",
  ],
  ['8/8/8/8/8/8/8/K1k5 x - - bm Kb1;', "EPD: FEN field 2 (side to move): 'x' is not 'w' or 'b'"],
  ['8/8/8/8/8/8/8/8 w - - bm Kb1;', 'EPD: FEN field 1 (placement): White has no king'],
  ['8/8/8/8/8/8/8/K1k5 w - - bm Kb1; bm Ka2;', "EPD: opcode 'bm' appears twice"],
  ['8/8/8/8/8/8/8/K1k5 w - - 1bm Kb1;', "EPD: '1bm' is not an opcode (a letter, then letters, digits or _)"],
  ['8/8/8/8/8/8/8/K1k5 w - - "id" x;', `EPD: '"id"' is not an opcode (a letter, then letters, digits or _)`],
  ['8/8/8/8/8/8/8/K1k5 w - - id "WAC.001;', 'EPD: unterminated string "WAC.001;'],
];

describe('parseEpd says what is wrong', () => {
  test.each(ERROR_CASES)('%s', (line, message) => {
    const r = parseEpd(line);
    expect(r.ok ? 'ok' : r.error.message).toBe(message);
  });
});

describe('makeEpd', () => {
  test.each([
    [WAC_1, WAC_1],
    [`${START_FEN} ;D1 20 ;D2 400`, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - D1 20; D2 400;'],
    ['8/8/8/8/8/8/8/K1k5 b - - 7 52 ;D1 3', '8/8/8/8/8/8/8/K1k5 b - - D1 3; hmvc 7; fmvn 52;'],
    [
      '8/8/8/8/8/8/8/K1k5 w - - c0 "a \\"b\\""; pv Kb1 Kc2;',
      '8/8/8/8/8/8/8/K1k5 w - - c0 "a \\"b\\""; pv Kb1 Kc2;',
    ],
  ])('%s', (line, written) => {
    const r = record(line);
    expect(makeEpd(r)).toBe(written);
    expect(record(written).fen).toBe(r.fen);
  });
});

describe('parseEpdFile', () => {
  test('skips blank lines and # comments, and numbers the lines', () => {
    const text = `# a suite\n\n${WAC_1}\n   \n# more\n${START_FEN} ;D1 20\n`;
    const r = parseEpdFile(text);
    expect(
      r.ok && r.value.map((l) => [l.line, l.record.operations.get('D1') ?? l.record.operations.get('id')]),
    ).toEqual([
      [3, ['WAC.001']],
      [6, ['20']],
    ]);
  });

  test('names the line of an error', () => {
    const r = parseEpdFile(`# header\n${WAC_1}\r\n\n8/8/8/8/8/8/8/8 w - -\n`);
    expect(r.ok ? 'ok' : [r.error.line, r.error.message]).toEqual([
      4,
      'EPD line 4: FEN field 1 (placement): White has no king',
    ]);
  });
});

describe('parseStrictEpdFile', () => {
  test('reads standard EPD lines, numbered', () => {
    const r = parseStrictEpdFile(`${WAC_1}\n${START_FEN.split(' ').slice(0, 4).join(' ')} hmvc 0; fmvn 1;\n`);
    expect(r.ok && r.value.map((l) => [l.line, l.record.fen])).toEqual([
      [1, expect.stringMatching(/^2rr3k\//)],
      [2, START_FEN],
    ]);
  });

  test.each([
    [`# openings\n${WAC_1}\n`, 'comment', 'EPD line 1: a comment line; plain EPD has none'],
    [`${WAC_1}\n\n${WAC_1}\n`, 'empty', 'EPD line 2: the line is empty'],
    [
      `${WAC_1}\n${START_FEN} ;D1 20\n`,
      'clocks',
      'EPD line 2: the clocks follow the FEN fields; standard EPD gives them as hmvc and fmvn',
    ],
    [`${WAC_1}\n8/8/8 w - - id "x";`, 'fen', expect.stringMatching(/^EPD line 2: FEN field 1/)],
  ])('refuses what a strict reader refuses: %j', (text, code, message) => {
    const r = parseStrictEpdFile(text);
    expect(r.ok ? 'ok' : [r.error.code, r.error.message]).toEqual([code, message]);
  });
});

describe('the suites of fixtures/', () => {
  test('perft.epd: every line reads, D1 matches our move count, and survives makeEpd', () => {
    const file = parseEpdFile(readFixture('suites/perft.epd'));
    if (!file.ok) throw new Error(file.error.message);
    expect(file.value.length).toBe(127);
    for (const { line, record: r } of file.value) {
      for (const layout of LAYOUT_LIST) {
        const b = boardFromFen(r.fen, layout);
        expect(b.ok && legalMoves(b.value).length, `line ${line}`).toBe(Number(r.operations.get('D1')?.[0]));
      }
      const back = record(makeEpd(r));
      expect(back.fen).toBe(r.fen);
      expect([...back.operations]).toEqual([...r.operations]);
    }
  });

  test('wac.epd: every line reads, is written back as it was, and its best moves are legal SAN', () => {
    const text = readFixture('wac.epd');
    const file = parseEpdFile(text);
    if (!file.ok) throw new Error(file.error.message);
    expect(file.value.length).toBe(300);
    const lines = text.split('\n');
    for (const { line, record: r } of file.value) {
      expect(makeEpd(r)).toBe(lines[line - 1]!.trim());
      expect(r.operations.get('id')).toEqual([`WAC.${String(line).padStart(3, '0')}`]);
      for (const layout of LAYOUT_LIST) {
        const b = boardFromFen(r.fen, layout);
        if (!b.ok) throw new Error(b.error.message);
        for (const san of r.operations.get('bm') ?? []) {
          const m = parseSan(b.value, san);
          expect(m.ok ? 'ok' : m.error.message, `line ${line}`).toBe('ok');
        }
      }
    }
  });
});

test('a line break inside a record never makes a two-line message (found by tui/fuzz)', () => {
  const r = parseEpd('abc\rdef ghi');
  expect(r.ok).toBe(false);
  if (!r.ok)
    expect(r.error.message).toBe("EPD: 'abc\\rdef ghi' has 3 fields; expected 4 FEN fields, then operations");
  // In a file a lone CR ends a line, as in old Macintosh files.
  const file = parseEpdFile('8/8/8/8/8/8/8/K6k w - - id "a";\r8/8/8/8/8/8/8/K5k1 w - - id "b";\r');
  expect(file.ok && file.value.map((l) => l.line)).toEqual([1, 2]);
});
