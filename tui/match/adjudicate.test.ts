// Adjudication: the rules' verdicts, the score rules and the ply cap.

import { describe, expect, test } from 'vitest';
import { DEFAULT_ADJUDICATION, plyCapEnd, ruleEnd, scoreEnd, whiteViewCp } from './adjudicate.js';

describe('whiteViewCp', () => {
  test.each([
    [{ cp: 35 }, true, 35],
    [{ cp: 35 }, false, -35],
    [{ mate: 3 }, true, 99_997],
    [{ mate: -2 }, true, -99_998],
    [{ mate: 3 }, false, -99_997],
  ] as const)('%o reported by White=%s -> %i', (score, white, cp) => {
    expect(whiteViewCp(score, white)).toBe(cp);
  });
});

describe('ruleEnd', () => {
  test.each([
    ['checkmate', true, '0-1', 'checkmate'],
    ['checkmate', false, '1-0', 'checkmate'],
    ['stalemate', true, '1/2-1/2', 'stalemate'],
    ['threefold', false, '1/2-1/2', 'threefold repetition'],
    ['fifty-moves', true, '1/2-1/2', 'fifty-move rule'],
    ['insufficient-material', true, '1/2-1/2', 'insufficient material'],
  ] as const)('%s with White to move=%s: %s by %s', (state, white, result, termination) => {
    expect(ruleEnd(state, white)).toEqual({ result, termination });
  });

  test('an ongoing game goes on', () => expect(ruleEnd('ongoing', true)).toBeUndefined());
});

describe('scoreEnd', () => {
  const win = 'adjudication: both engines score White 1000 cp or more';

  test('six plies at 1000 cp or more for one side win it', () => {
    expect(scoreEnd([1000, 1200, 1500, 1000, 2000, 99_990], 30)).toEqual({ result: '1-0', termination: win });
    expect(scoreEnd([0, -1000, -1200, -1500, -1000, -2000, -1100], 30)?.result).toBe('0-1');
  });

  test('five plies, a gap, a dip below or a disagreement do not', () => {
    expect(scoreEnd([1000, 1000, 1000, 1000, 1000], 30)).toBeUndefined();
    expect(scoreEnd([1000, 1000, undefined, 1000, 1000, 1000], 30)).toBeUndefined();
    expect(scoreEnd([1000, 1000, 999, 1000, 1000, 1000], 30)).toBeUndefined();
    expect(scoreEnd([1000, -1000, 1000, -1000, 1000, -1000], 30)).toBeUndefined();
  });

  test('twenty quiet plies after move 40 draw it, but not before move 41', () => {
    const quiet = Array<number>(20)
      .fill(10)
      .map((s, i) => (i % 2 ? -s : s));
    expect(scoreEnd(quiet, 41)).toEqual({
      result: '1/2-1/2',
      termination: 'adjudication: 20 plies within 10 cp after move 40',
    });
    expect(scoreEnd(quiet, 40)).toBeUndefined();
    expect(scoreEnd([...quiet.slice(1), 11], 41)).toBeUndefined();
    expect(scoreEnd(quiet.slice(1), 41)).toBeUndefined();
  });

  test('the rules are data', () => {
    const rules = { ...DEFAULT_ADJUDICATION, winCp: 300, winPlies: 2 };
    expect(scoreEnd([300, 400], 5, rules)?.result).toBe('1-0');
  });
});

describe('plyCapEnd', () => {
  test('draws at the cap', () => {
    expect(plyCapEnd(299, 300)).toBeUndefined();
    expect(plyCapEnd(300, 300)).toEqual({ result: '1/2-1/2', termination: 'adjudication: 300 plies played' });
  });
});
