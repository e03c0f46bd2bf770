// The runner's PGN: each engine move's comment as cutechess-cli writes it, read back by chess.js
// and by our PGN reader; the opening's moves have none.

import { Chess } from 'chess.js';
import { expect, test } from 'vitest';
import { parsePgn } from '../../core/pgn.js';
import { START_FEN } from '../../core/fen.js';
import { gamePgn, moveComment, secondsText } from './pgn-out.js';

test.each([
  [22, '0.022s'],
  [50, '0.050s'],
  [380, '0.38s'],
  [1400, '1.4s'],
  [7640, '7.6s'],
  [20_300, '20s'],
  [0, '0s'],
])('%d ms is %s', (ms, text) => {
  expect(secondsText(ms)).toBe(text);
});

test('scores from the mover, signed, 0.00 unsigned, mates in moves; no report: the time alone', () => {
  const info = { depth: 12, seldepth: 12, nodes: 1, ms: 1, pv: [] };
  expect(moveComment({ info: { ...info, score: { cp: 25 } }, ms: 1234 })).toBe('+0.25/12 1.2s');
  expect(moveComment({ info: { ...info, score: { cp: -131 } }, ms: 950 })).toBe('-1.31/12 0.95s');
  expect(moveComment({ info: { ...info, score: { cp: 0 } }, ms: 10 })).toBe('0.00/12 0.010s');
  expect(moveComment({ info: { ...info, score: { mate: -3 } }, ms: 500 })).toBe('-M3/12 0.50s');
  expect(moveComment({ info: undefined, ms: 2000 })).toBe('2.0s');
});

test('a game: engine moves commented, opening moves not; chess.js and our reader agree', () => {
  const info = { depth: 3, seldepth: 3, nodes: 1, ms: 1, pv: [] };
  const text = gamePgn(
    {
      scheduled: { round: 1, white: 0, black: 1, opening: 0 },
      started: new Date(2026, 10, 24),
      record: {
        white: 'gnu',
        black: 'zarkov',
        opening: { name: 'Two moves', fen: START_FEN, moves: ['e2e4', 'e7e5'] },
        sans: ['e4', 'e5', 'Nf3', 'Nc6'],
        ucis: ['e2e4', 'e7e5', 'g1f3', 'b8c6'],
        thinking: [
          undefined,
          undefined,
          { info: { ...info, score: { cp: 31 } }, ms: 120 },
          { info: undefined, ms: 80 },
        ],
        result: '1/2-1/2',
        termination: 'adjudication: 400 plies played',
      },
    },
    'ttychess match',
    '-',
  );
  expect(text).toContain('1. e4 e5 2. Nf3 {+0.31/3 0.12s} 2... Nc6 {0.080s} 1/2-1/2');
  const chess = new Chess();
  chess.loadPgn(text);
  expect(chess.getComments().map((c) => c.comment)).toEqual(['+0.31/3 0.12s', '0.080s']);
  const back = parsePgn(text);
  expect(back.ok && back.value[0]!.comments).toEqual([
    { ply: 3, text: '+0.31/3 0.12s' },
    { ply: 4, text: '0.080s' },
  ]);
});
