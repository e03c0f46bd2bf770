// PGN tests: what the reader accepts (table), what it refuses and the exact messages (table),
// the writer's format (golden strings), and round trips, including random games.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { boardFromFen, START_FEN } from './fen.js';
import { LAYOUTS, X88 } from './layout.js';
import { legalMoves } from './movegen.js';
import { makePgn, parsePgn, replayPgnGame, type PgnGame, type PgnResult } from './pgn.js';
import { makeSan } from './san.js';

const LAYOUT_LIST = Object.values(LAYOUTS);

/** The games of a text the test knows is valid PGN. */
function games(text: string): PgnGame[] {
  const r = parsePgn(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Moves and result of each game, in a form easy to compare. */
function summary(text: string): { moves: string; result: PgnResult }[] {
  return games(text).map((g) => ({ moves: g.moves.join(' '), result: g.result }));
}

const READ_CASES: [string, string, { moves: string; result: PgnResult }[]][] = [
  ['no games in an empty text', '', []],
  ['only comments', '; nothing here\n{ or here }\n', []],
  ['a bare movetext', '1. e4 e5 *', [{ moves: 'e4 e5', result: '*' }]],
  ['move numbers glued to moves', '1.e4 e5 2.Nf3 Nc6 1-0', [{ moves: 'e4 e5 Nf3 Nc6', result: '1-0' }]],
  ['black move numbers', '1. e4 1... e5 2. Nf3 2...Nc6 0-1', [{ moves: 'e4 e5 Nf3 Nc6', result: '0-1' }]],
  ['move numbers without dots', '1 e4 e5 2 Nf3 1/2-1/2', [{ moves: 'e4 e5 Nf3', result: '1/2-1/2' }]],
  ['a spaced ellipsis', '1. e4 1. ... e5 *', [{ moves: 'e4 e5', result: '*' }]],
  ['brace comments', '1. e4 {best by test} e5 {a\nlong\ncomment} *', [{ moves: 'e4 e5', result: '*' }]],
  ['rest-of-line comments', '1. e4 ; the king pawn\ne5 *', [{ moves: 'e4 e5', result: '*' }]],
  ['escape lines', '%a private escape\n1. e4 e5\n%another\n*', [{ moves: 'e4 e5', result: '*' }]],
  ['NAGs', '1. e4 $1 e5 $2 $14 *', [{ moves: 'e4 e5', result: '*' }]],
  ['glyphs on moves', '1. e4! e5?! 2. Nf3!! Nc6?? *', [{ moves: 'e4 e5 Nf3 Nc6', result: '*' }]],
  ['glyphs on their own', '1. e4 !? e5 += 2. Nf3 +- *', [{ moves: 'e4 e5 Nf3', result: '*' }]],
  [
    '"e.p." apart or glued on',
    '1. e4 d5 2. e5 f5 3. exf6 e.p. g5 4. h4 g4 5. f4 gxf3e.p. *',
    [{ moves: 'e4 d5 e5 f5 exf6 g5 h4 g4 f4 gxf3', result: '*' }],
  ],
  ['check and mate signs kept', '1. f3 e5 2. g4 Qh4# 0-1', [{ moves: 'f3 e5 g4 Qh4#', result: '0-1' }]],
  [
    'nested variations',
    '1. e4 (1. d4 d5 (1... Nf6 2. c4) 2. c4) e5 (1... c5 {Sicilian (open)} 2. Nf3) 2. Nf3 *',
    [{ moves: 'e4 e5 Nf3', result: '*' }],
  ],
  ['a result inside a variation', '1. e4 (1. f3 e5 2. g4 Qh4# 0-1) e5 *', [{ moves: 'e4 e5', result: '*' }]],
  ['a ; comment inside a variation', '1. e4 (1. d4 ; (\n) e5 *', [{ moves: 'e4 e5', result: '*' }]],
  ['the half-point sign', '1. e4 e5 ½-½', [{ moves: 'e4 e5', result: '1/2-1/2' }]],
  [
    'two games, results ending each',
    '[Event "a"]\n\n1. e4 1-0\n\n[Event "b"]\n\n1. d4 0-1\n',
    [
      { moves: 'e4', result: '1-0' },
      { moves: 'd4', result: '0-1' },
    ],
  ],
  [
    'a game without a result ends at the next tags and takes its Result tag',
    '[Result "1-0"]\n1. e4\n[Result "*"]\n1. d4',
    [
      { moves: 'e4', result: '1-0' },
      { moves: 'd4', result: '*' },
    ],
  ],
  ['a game of tags alone', '[Event "none"]\n[Result "0-1"]\n', [{ moves: '', result: '0-1' }]],
  ['Windows line ends', '[Event "a"]\r\n\r\n1. e4 ; note\r\ne5 *\r\n', [{ moves: 'e4 e5', result: '*' }]],
];

describe('parsePgn reads', () => {
  test.each(READ_CASES)('%s', (_name, text, expected) => {
    expect(summary(text)).toEqual(expected);
  });

  test('tags in order, with escapes, and the comments before them', () => {
    const text = [
      '; source: somewhere',
      '{ and a brace comment }',
      '[Event "ACM \\"1987\\""]',
      '[Site "C:\\\\games"]',
      '[ White  "Greco" ]',
      '',
      '1. e4 ; not in the preamble',
      '*',
    ].join('\n');
    const [game] = games(text);
    expect(game!.tags).toEqual([
      ['Event', 'ACM "1987"'],
      ['Site', 'C:\\games'],
      ['White', 'Greco'],
    ]);
    expect(game!.preamble).toEqual(['source: somewhere', 'and a brace comment']);
    expect(game!.line).toBe(3);
    expect(game!.startFen).toBe(START_FEN);
  });

  test('game numbers, lines, and the FEN tag', () => {
    const fen = '4k3/8/8/8/8/8/4P3/4K3 b - - 0 40';
    const text = `[Event "a"]\n\n1. e4 *\n\n; second\n[SetUp "1"]\n[FEN "${fen}"]\n\n40... Kd7 *\n`;
    const [first, second] = games(text);
    expect([first!.number, first!.line, second!.number, second!.line]).toEqual([1, 1, 2, 6]);
    expect(second!.startFen).toBe(fen);
    expect(second!.preamble).toEqual(['second']);
    expect([first!.moveLines, second!.moveLines]).toEqual([[3], [9]]);
  });

  test('en passant written with "e.p." replays', () => {
    const [game] = games('1. e4 d5 2. e5 f5 3. exf6 e.p. g5 4. h4 g4 5. f4 gxf3e.p. *');
    const replay = replayPgnGame(game!, X88);
    expect(replay.ok && replay.value.sans.slice(-1)).toEqual(['gxf3']);
  });
});

describe('a cut-off movetext is noticed (issue 25, item 9)', () => {
  test.each([
    [
      'a dangling move number at the end of the text',
      '[Event "a"]\n[Result "1-0"]\n\n1. e4 e5 2. Nf3 Nc6\n3.',
      "PGN game 1: move number '3.' at line 5 has no move after it; the game is cut off",
    ],
    [
      'no result, at the end of the text',
      '[Event "a"]\n[Result "1-0"]\n\n1. e4 e5\n2. Nf3',
      'PGN game 1: the moves stop at line 5 with no result (1-0, 0-1, 1/2-1/2 or *); the game is cut off',
    ],
    [
      'no result, where the next game begins',
      '[Event "a"]\n\n1. e4 e5 2. Nf3\n\n[Event "b"]\n\n1. d4 *\n',
      'PGN game 1: the moves stop at line 3 with no result (1-0, 0-1, 1/2-1/2 or *); the game is cut off',
    ],
    [
      'a move number with no move before its result',
      '1. e4 e5 2. 1-0',
      "PGN game 1: move number '2.' at line 1 has no move after it; the game is cut off",
    ],
    [
      'tags and no movetext at all',
      '[Event "a"]\n[Result "0-1"]\n',
      'PGN game 1: its tags (from line 1) are followed by no moves and no result; the game is cut off',
    ],
  ])('%s', (_name, text, note) => {
    const [game] = games(text);
    expect(game!.cutOff).toBe(note);
  });

  test('a whole game is not cut off, nor the second of two; the Result tag is kept as written', () => {
    const read = games('[Result "1-0"]\n1. e4 e5 2. Nf3 1-0\n\n[Result "*"]\n1 d4 d5 2 c4 *\n');
    expect(read.map((g) => g.cutOff)).toEqual([undefined, undefined]);
    const [cut] = games('[Result "1-0"]\n1. e4 e5 27.');
    expect(cut!.result).toBe('1-0');
  });
});

describe('a text cut inside its last move (issue 36, item 2)', () => {
  test.each([
    ['a piece letter and file of Nbd2', '1. d4 d5 2. Nb', ['d4', 'd5'], "'Nb'"],
    ['one letter of c4', '1. e4 e5 2. c', ['e4', 'e5'], "'c'"],
    ['a promotion without its piece', '[FEN "8/P7/8/8/8/8/8/k6K w - - 0 1"]\n1. a8=', [], "'a8='"],
  ])('%s: the moves before it replay, the cut is named', (_name, text, sans, token) => {
    const [game] = games(text);
    expect(game!.endsInMove).toBe(true);
    const replay = replayPgnGame(game!, X88);
    expect(replay.ok && replay.value.sans).toEqual(sans);
    expect(replay.ok && replay.value.cutInMove).toContain(`the text ends inside the move (${token})`);
  });

  test('a whole last move at the end of the text is played; a bad move anywhere else is an error', () => {
    const [whole] = games('1. e4 e5 2. Nf3');
    const played = replayPgnGame(whole!, X88);
    expect(played.ok && [played.value.sans, played.value.cutInMove]).toEqual([
      ['e4', 'e5', 'Nf3'],
      undefined,
    ]);
    const [followed] = games('1. e4 e5 2. c\n');
    expect(followed!.endsInMove).toBeUndefined();
    expect(replayPgnGame(followed!, X88).ok).toBe(false);
    const [finished] = games('1. e4 e5 2. c *');
    expect(replayPgnGame(finished!, X88).ok).toBe(false);
    const [early] = games('1. e4 e9 2. Nf3');
    expect(replayPgnGame(early!, X88).ok).toBe(false);
  });
});

describe('replayPgnGame', () => {
  test('plays lenient SAN and returns standard SAN, on both layouts', () => {
    const [game] = games(
      '1. e4 d5 2. exd5 Nf6 3. Bb5+ c6 4. dxc6 Qb6 5. cxb7 Kd8 6. Nf3 Qa5 7. 0-0 Qb6 8. bxa8Q *',
    );
    for (const layout of LAYOUT_LIST) {
      const replay = replayPgnGame(game!, layout);
      if (!replay.ok) throw new Error(replay.error.message);
      expect(replay.value.sans.join(' ')).toBe(
        'e4 d5 exd5 Nf6 Bb5+ c6 dxc6 Qb6 cxb7+ Kd8 Nf3 Qa5 O-O Qb6 bxa8=Q',
      );
      expect(replay.value.moves.length).toBe(15);
      expect(replay.value.board.fullmove).toBe(8);
    }
  });
});

// Each text breaks one rule; the message must say which game, and where or which move.
// (The move errors name the line too: the second game's 'Ke3' stands on line 3 of the text.)
const MALFORMED: [string, string, string][] = [
  [
    'not a square',
    '[Event "x"]\n\n1. e4 e5 2. Nf9 *',
    "PGN game 1, move 2 (White) at line 3: 'Nf9' is not a square",
  ],
  ['a black move', '1. e4 e4 *', "PGN game 1, move 1 (Black) at line 1: 'e4' is not a legal move for Black"],
  [
    'an illegal move in the second game',
    '1. d4 d5 *\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ke3 *',
    "PGN game 2, move 4 (White) at line 3: 'Ke3' is not a legal move for White",
  ],
  [
    'an ambiguous move',
    '1. d4 d5 2. Nf3 Nf6 3. Nd2 *',
    "PGN game 1, move 3 (White) at line 1: 'Nd2' is ambiguous (Nbd2, Nfd2)",
  ],
  [
    'a promotion without its piece',
    '[SetUp "1"]\n[FEN "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"]\n\n1. e8 *',
    "PGN game 1, move 1 (White) at line 4: 'e8' is missing a promotion piece (e.g. e8=Q)",
  ],
  [
    'numbering from the FEN',
    '[SetUp "1"]\n[FEN "4k3/8/8/8/8/8/4P3/4K3 b - - 0 30"]\n\n30... Kd7 31. Kz1 *',
    "PGN game 1, move 31 (White) at line 4: 'Kz1' is not a square",
  ],
  [
    'a token that is no move',
    '1. e4 e5 2. @@ *',
    "PGN game 1, move 2 (White) at line 1: '@@' is not a SAN move (e.g. e4, Nf3, exd5, O-O, e8=Q)",
  ],
  [
    'castling too soon',
    '1. O-O *',
    "PGN game 1, move 1 (White) at line 1: 'O-O' is not a legal move for White",
  ],
  [
    'a move after mate',
    '1. f3 e5 2. g4 Qh4# 3. a3 *',
    "PGN game 1, move 3 (White) at line 1: 'a3' is not a legal move for White",
  ],
  [
    'the third game',
    '1. e4 *\n1. d4 *\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# Ke7 *',
    "PGN game 3, move 4 (Black) at line 3: 'Ke7' is not a legal move for Black",
  ],
  [
    'an unterminated comment',
    '1. e4 *\n\n[Event "b"]\n\n1. d4 { never closed\n2. c4 *',
    'PGN game 2: unterminated comment starting at line 5',
  ],
  [
    'an unterminated variation',
    '[Event "a"]\n\n1. e4 (1. d4 d5\n2. c4 *',
    'PGN game 1: unterminated variation starting at line 3',
  ],
  ['a stray parenthesis', '1. e4 e5\n2. Nf3) *', "PGN game 1: ')' closes no variation at line 2"],
  [
    'a malformed tag',
    '1. e4 *\n[Event Dallas]\n\n1. d4 *',
    'PGN game 2: malformed tag pair (expected [Name "value"]) at line 2',
  ],
  [
    'an unterminated tag value',
    '[Event "Dallas]\n\n1. d4 *',
    'PGN game 1: malformed tag pair (expected [Name "value"]) at line 1',
  ],
  ['a NAG without a number', '1. e4 $ e5 *', "PGN game 1: '$' without a number at line 1"],
  ['SetUp without FEN', '[SetUp "1"]\n\n1. e4 *', 'PGN game 1: SetUp "1" without a FEN tag'],
  [
    'a bad FEN tag',
    '[FEN "8/8/8/8/8/8/8/8 x - - 0 1"]\n\n*',
    'PGN game 1: FEN tag: FEN field 1 (placement): White has no king',
  ],
];

/** The first error parsing the text and replaying each game on `layout`, or 'ok'. */
function firstError(text: string, layout = X88): string {
  const parsed = parsePgn(text);
  if (!parsed.ok) return parsed.error.message;
  for (const game of parsed.value) {
    const replay = replayPgnGame(game, layout);
    if (!replay.ok) return replay.error.message;
  }
  return 'ok';
}

describe('malformed PGN gets a one-line message', () => {
  test.each(MALFORMED)('%s', (_name, text, message) => {
    for (const layout of LAYOUT_LIST) expect(firstError(text, layout)).toBe(message);
    expect(message).not.toContain('\n');
  });
});

describe('makePgn', () => {
  test('writes the roster with defaults, then the other tags, then numbered movetext', () => {
    const text = makePgn({
      tags: [
        ['ECO', 'C20'],
        ['White', 'Ken "Belle" Thompson'],
        ['Event', 'Test'],
      ],
      moves: ['e4', 'e5', 'Nf3'],
      result: '1-0',
    });
    expect(text).toBe(
      [
        '[Event "Test"]',
        '[Site "?"]',
        '[Date "????.??.??"]',
        '[Round "?"]',
        '[White "Ken \\"Belle\\" Thompson"]',
        '[Black "?"]',
        '[Result "1-0"]',
        '[ECO "C20"]',
        '',
        '1. e4 e5 2. Nf3 1-0',
        '',
        '',
      ].join('\n'),
    );
  });

  test('writes SetUp and FEN, numbering from the FEN, and the preamble as ; lines', () => {
    const fen = '4k3/8/8/8/8/8/4P3/4K3 b - - 0 30';
    const text = makePgn({
      tags: [],
      moves: ['Kd7', 'e4'],
      result: '*',
      startFen: fen,
      preamble: ['from a book'],
    });
    expect(text.split('\n')).toEqual([
      '; from a book',
      '[Event "?"]',
      '[Site "?"]',
      '[Date "????.??.??"]',
      '[Round "?"]',
      '[White "?"]',
      '[Black "?"]',
      '[Result "*"]',
      '[SetUp "1"]',
      `[FEN "${fen}"]`,
      '',
      '30... Kd7 31. e4 *',
      '',
      '',
    ]);
  });

  test('wraps movetext at 79 columns', () => {
    const moves = Array.from({ length: 40 }, (_, i) => ['Nf3', 'Nf6', 'Ng1', 'Ng8'][i % 4]!);
    const lines = makePgn({ tags: [], moves, result: '*' }).split('\n\n')[1]!.split('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(79);
    expect(lines.join(' ')).toMatch(/^1\. Nf3 Nf6 2\. Ng1 Ng8 3\. Nf3 .* 20\. Ng1 Ng8 \*$/);
  });

  test('round-trips through parsePgn', () => {
    const game = {
      tags: [['Event', 'Round "trip"'] as const, ['Annotator', 'C:\\x'] as const],
      moves: ['d4', 'd5', 'c4', 'e6'],
      result: '1/2-1/2' as const,
      preamble: ['source: test'],
    };
    const [back] = games(makePgn(game) + makePgn(game));
    expect(back!.moves).toEqual(game.moves);
    expect(back!.result).toBe(game.result);
    expect(back!.preamble).toEqual(game.preamble);
    expect(back!.tags.find(([n]) => n === 'Event')?.[1]).toBe('Round "trip"');
    expect(back!.tags.find(([n]) => n === 'Annotator')?.[1]).toBe('C:\\x');
    expect(makePgn(back!)).toBe(makePgn(game));
  });
});

describe('notes: comments and variations', () => {
  test('a comment after a move, variations in its place, Black renumbered after them', () => {
    const text = makePgn({
      tags: [],
      moves: ['e4', 'c5', 'Nf3'],
      result: '*',
      notes: [
        { comment: '[%eval 0.26] first', variations: [{ moves: ['d4', 'd5'], comment: 'or this' }] },
        { variations: [{ moves: ['e5'] }] },
      ],
    });
    expect(text.split('\n\n')[1]).toBe(
      '1. e4 {[%eval 0.26] first} (1. d4 d5 {or this}) 1... c5 (1... e5) 2. Nf3 *',
    );
  });

  test('a long comment wraps between words, never inside [%eval ...]; the reader gets it back whole', () => {
    const comment = `[%eval -1.50] ${'word '.repeat(40).trim()} [%clk 0:01:00]`;
    const text = makePgn({ tags: [], moves: ['e4'], result: '*', notes: [{ comment }] });
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(79);
    expect(text).toContain('[%clk 0:01:00]');
    const back = parsePgn(text);
    expect(back.ok && back.value[0]!.comments).toEqual([{ ply: 1, text: comment }]);
  });

  test('the reader keeps main-line comments with their place, not those in variations or before the game', () => {
    const r = parsePgn('{before} [Event "x"]\n\n{start} 1. e4 {one} (1. d4 {skipped}) e5 {two} *');
    expect(r.ok && r.value[0]!.comments).toEqual([
      { ply: 0, text: 'start' },
      { ply: 1, text: 'one' },
      { ply: 2, text: 'two' },
    ]);
    expect(r.ok && r.value[0]!.preamble).toEqual(['before']);
  });
});

describe('random games survive makePgn, parsePgn and replay', () => {
  test('same moves and result on both layouts', () => {
    const results: PgnResult[] = ['1-0', '0-1', '1/2-1/2', '*'];
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { maxLength: 120 }),
        fc.constantFrom(...results),
        fc.constantFrom(START_FEN, 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 3 17'),
        (choices, result, fen) => {
          const b = boardFromFen(fen, X88);
          if (!b.ok) throw new Error(b.error.message);
          const board = b.value;
          const sans: string[] = [];
          const moves: number[] = [];
          for (const choice of choices) {
            const legal = legalMoves(board);
            if (legal.length === 0) break;
            const m = legal[choice % legal.length]!;
            sans.push(makeSan(board, m));
            moves.push(m);
            board.make(m);
          }
          const [game] = games(makePgn({ tags: [['White', 'random']], moves: sans, result, startFen: fen }));
          expect(game!.result).toBe(result);
          for (const layout of LAYOUT_LIST) {
            const replay = replayPgnGame(game!, layout);
            expect(replay.ok && replay.value.sans).toEqual(sans);
          }
          const replay = replayPgnGame(game!, X88);
          expect(replay.ok && replay.value.moves).toEqual(moves);
        },
      ),
      { numRuns: 100 },
    );
  });
});
