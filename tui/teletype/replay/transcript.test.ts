import { expect, test } from 'vitest';
import { parsePgn } from '../../../core/pgn.js';
import { replayGame } from './game.js';
import { judgementOf, type Judgement } from './judge.js';
import { chartMarks, judgementLines, limitsText, moveLines, startLines, whiteCp } from './transcript.js';

const pgn = parsePgn('[White "A"]\n[Black "B"]\n1. e4 e5 2. Nf3 Nc6 1/2-1/2\n');
if (!pgn.ok) throw new Error(pgn.error.message);
const game = replayGame(pgn.value[0]!);
if (!game.ok) throw new Error(game.error);
const g = game.value;

const judgement = (j: Partial<Judgement>): Judgement => ({
  engine: 'hiarcs',
  score: { cp: 35 },
  side: 'White',
  bestmove: 'g1f3',
  depth: 3,
  nodes: 412,
  book: false,
  ...j,
});

test.each([
  [{ depth: 2 }, 'DEPTH 2'],
  [{ movetime: 1000 }, '1 SECOND A MOVE'],
  [{ depth: 4, movetime: 500 }, 'DEPTH 4 OR 0.5 SECONDS A MOVE'],
  [{ nodes: 5000 }, '5000 POSITIONS'],
])('limits %j read %s', (limits, text) => {
  expect(limitsText(limits)).toBe(text);
});

test("an engine's notices follow its comment, one NOTE each; judgementOf keeps them made safe", () => {
  const gnu = { id: 'gnu', name: 'GNU CHESS 1987', positions: false };
  const r = {
    bestmove: 'g1f3',
    score: { cp: 35 },
    depth: 2,
    seldepth: 2,
    nodes: 100,
    ms: 1,
    pv: ['g1f3'],
    source: 'search' as const,
    notices: [{ kind: 'beyond-original' as const, text: 'gnu holds\nsuch scores \u001b' }],
  };
  const j = judgementOf('gnu', 'White', r);
  expect(j.notes).toEqual(['gnu holds such scores \\x1b']);
  expect(judgementLines(g, 0, gnu, j, 'san')).toEqual([
    '      GNU CHESS 1987: +0.35  WOULD PLAY NF3  (DEPTH 2)',
    '      NOTE: GNU HOLDS SUCH SCORES \\X1B',
  ]);
  expect(judgementOf('gnu', 'White', { ...r, notices: [] }).notes).toBeUndefined();
});

test('a comment: score for White, the move in either notation, depth or positions', () => {
  const hiarcs = { id: 'hiarcs', name: 'HIARCS 0.5', positions: true };
  const gnu = { id: 'gnu', name: 'GNU CHESS 1987', positions: false };
  expect(judgementLines(g, 0, hiarcs, judgement({}), 'san')).toEqual([
    '      HIARCS 0.5: +0.35  WOULD PLAY NF3  (412 POSITIONS)',
  ]);
  const black = judgement({ engine: 'gnu', side: 'Black', score: { mate: 2 }, bestmove: 'b8c6' });
  expect(judgementLines(g, 3, gnu, black, 'long')).toEqual([
    '      GNU CHESS 1987: -M2  WOULD PLAY B8-C6  (DEPTH 3)',
  ]);
  expect(whiteCp(black)).toBe(-10_000);
});

test('move lines and board every N moves', () => {
  expect(moveLines(g, 0, { notation: 'san', boardEvery: 0, unicode: false })).toEqual(['    1. E4']);
  expect(moveLines(g, 1, { notation: 'long', boardEvery: 1, unicode: false })[0]).toBe('  1... E7-E5');
  expect(moveLines(g, 1, { notation: 'san', boardEvery: 1, unicode: false }).join('\n')).toContain(
    'WHITE TO MOVE.  MOVE 2.',
  );
});

test('the start: the standard position by name; a position set up from a FEN by name and board', () => {
  const plain = { notation: 'san', boardEvery: 0, unicode: false } as const;
  expect(startLines(g, plain)).toEqual(['', 'START POSITION, WHITE TO MOVE.']);
  const setUp = parsePgn('[SetUp "1"]\n[FEN "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1"]\n\n1... Kd7 2. e4 *\n');
  if (!setUp.ok) throw new Error(setUp.error.message);
  const fromFen = replayGame(setUp.value[0]!);
  if (!fromFen.ok) throw new Error(fromFen.error);
  const lines = startLines(fromFen.value, plain);
  expect(lines.slice(0, 3)).toEqual(['', 'SET-UP POSITION, BLACK TO MOVE.', '']);
  const board = lines.join('\n');
  expect(board).toContain('BLACK TO MOVE.  MOVE 1.');
  expect(lines.length).toBeGreaterThan(10); // the board's ranks
});

test('chart marks: first letters, digits when two share one', () => {
  const c = (id: string) => ({ id, name: id, positions: false });
  expect(chartMarks([c('hiarcs'), c('zarkov'), c('gnu')])).toEqual(['H', 'Z', 'G']);
  expect(chartMarks([c('gnu'), c('gnu2')])).toEqual(['G', '2']);
});
