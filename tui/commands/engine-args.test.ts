import { describe, expect, test } from 'vitest';
import { START_FEN } from '../../core/fen.js';
import { parseLimits, parseWhole } from '../flag-parsers.js';
import { parsePosition } from './engine-args.js';

describe('parsePosition', () => {
  test('no flags: the start position', () => {
    const p = parsePosition(undefined, undefined);
    expect(p.ok && { start: p.value.startFen, moves: p.value.moves, fen: p.value.fen }).toEqual({
      start: START_FEN,
      moves: [],
      fen: START_FEN,
    });
  });

  test('moves in UCI or SAN, mixed, separated by spaces or commas, come out as UCI', () => {
    const p = parsePosition(undefined, ' e4, e7e5  Nf3 b8c6 Bb5 a6 O-O ');
    expect(p.ok && p.value.moves).toEqual(['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1b5', 'a7a6', 'e1g1']);
    expect(p.ok && p.value.fen).toBe('r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 1 4');
  });

  test('move numbers as a game score writes them are skipped, apart or glued on', () => {
    const p = parsePosition(undefined, '1. e4 e5 2.Nf3 Nc6 3. Bb5 3... a6');
    expect(p.ok && p.value.moves).toEqual(['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1b5', 'a7a6']);
  });

  test('moves after a FEN, promotion in either notation', () => {
    const fen = '8/P6k/8/8/8/8/7p/K7 w - - 0 1';
    const p = parsePosition(fen, 'a8=Q h1n');
    expect(p.ok && p.value.moves).toEqual(['a7a8q', 'h2h1n']);
    expect(p.ok && p.value.startFen).toBe(fen);
  });

  test.each([
    ['e2e4 e2e4', "--moves: move 2 'e2e4' is not a legal move for Black"],
    [
      'e4 d5 exd5 c6 dxc6 Nf6 cxb7 Nd5 bxa8',
      "--moves: move 9 'bxa8' is missing a promotion piece (e.g. bxa8=Q)",
    ],
    ['d4 d5 Nf3 Nf6 Nd2', "--moves: move 5 'Nd2' is ambiguous (Nbd2, Nfd2)"],
    ['e4 e5 xyz', "--moves: move 3 'xyz' is not a SAN move (e.g. e4, Nf3, exd5, O-O, e8=Q)"],
    [
      'e4 d5 exd5 c6 dxc6 Nf6 c6b7 Nd5 b7a8',
      "--moves: move 9 'b7a8' is missing a promotion piece (e.g. b7a8q)",
    ],
  ])('%j: %s', (moves, message) => {
    const p = parsePosition(undefined, moves);
    expect(p.ok ? 'ok' : p.error).toBe(message);
  });
});

describe('parseLimits', () => {
  test('any combination of limits, numbers or text', () => {
    expect(parseLimits({ depth: '7' })).toEqual({ ok: true, value: { depth: 7 } });
    expect(parseLimits({ nodes: 1000, movetime: ' 50 ' })).toEqual({
      ok: true,
      value: { nodes: 1000, movetime: 50 },
    });
  });

  test('none is an error', () => {
    expect(parseLimits({})).toEqual({
      ok: false,
      error: 'give a limit: --depth N, --nodes N or --movetime MS',
    });
  });
});

test('parseWhole: absent is undefined, out of range or not whole is an error', () => {
  expect(parseWhole('depth', undefined, 1, 9)).toEqual({ ok: true, value: undefined });
  expect(parseWhole('depth', '', 1, 9)).toEqual({
    ok: false,
    error: "--depth '' is not a whole number from 1 to 9",
  });
  expect(parseWhole('depth', '1e1', 1, 99)).toEqual({
    ok: false,
    error: "--depth '1e1' is not a whole number from 1 to 99",
  });
});
