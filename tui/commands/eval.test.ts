import { describe, expect, test } from 'vitest';
import { START_FEN } from '../../core/fen.js';
import { fakeRegistry, newLog } from '../test-support/fake-engine.js';
import { runEval } from './eval.js';
import { EXIT_USAGE } from './output.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1';

describe('runEval', () => {
  test('prints the term table, the total from White and from the side to move', () => {
    const out = runEval({ engine: 'gnu' }, fakeRegistry());
    expect(out.code).toBe(0);
    expect(out.stdout).toEqual([
      `Fake Chess (gnu): ${START}`,
      'term      group     white  black    net',
      'material  material   3900   3900      0',
      'mobility  mobility     20      0    +20',
      'tempo     other        10      0    +10',
      "total (White's view)                +30",
      'side to move (White)                +30',
    ]);
  });

  test('with Black to move the side-to-move line flips the sign', () => {
    const out = runEval({ engine: 'gnu', fen: AFTER_E4 }, fakeRegistry());
    expect(out.stdout.slice(-2)).toEqual([
      "total (White's view)                -30",
      'side to move (Black)                +30',
    ]);
  });

  test('--json: engine, total and every term with its group', () => {
    const out = runEval({ engine: 'gnu', fen: AFTER_E4, json: true }, fakeRegistry());
    expect(out.stdout).toEqual([
      '{"engine":"gnu","total":-30,"terms":[' +
        '{"name":"material","group":"material","white":3900,"black":3900},' +
        '{"name":"mobility","group":"mobility","white":0,"black":20},' +
        '{"name":"tempo","group":"other","white":0,"black":10}]}',
    ]);
  });

  test('the engine gets a new game and the FEN', () => {
    const log = newLog();
    runEval({ engine: 'gnu', fen: AFTER_E4 }, fakeRegistry({ log }));
    expect(log.newGames).toBe(1);
    expect(log.positions).toEqual([{ fen: AFTER_E4, moves: [] }]);
  });

  test('--moves: the engine gets the FEN and the moves after it, as UCI', () => {
    const log = newLog();
    const r = runEval({ engine: 'gnu', moves: '1. e4 c5' }, fakeRegistry({ log }));
    expect(r.code).toBe(0);
    expect(log.positions).toEqual([{ fen: START_FEN, moves: ['e2e4', 'c7c5'] }]);
    expect(r.stdout[0]).toContain('rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
  });

  test.each([
    [{ engine: 'gnu', fen: '8/8/8/8/8/8/8/8 w - - 0 1' }, 'FEN field 1 (placement): White has no king'],
    [{ engine: 'hiarcs' }, "no engine 'hiarcs'; choose one of gnu"],
    [{}, '--engine is required; choose one of gnu'],
  ])('%j is refused in one line, exit 2', (args, message) => {
    expect(runEval(args, fakeRegistry())).toEqual({
      stdout: [],
      stderr: [`ttychess: ${message}`],
      code: EXIT_USAGE,
    });
  });
});
