import { expect, test } from 'vitest';
import { joinNegativeValues } from './cli-args.js';

test('a flag followed by a negative number takes it as its value (issue 14, item 7: --tc -5+1)', () => {
  expect(joinNegativeValues(['match', 'gnu', 'gnu', '--tc', '-5+1'])).toEqual([
    'match',
    'gnu',
    'gnu',
    '--tc=-5+1',
  ]);
  expect(joinNegativeValues(['perft', '--depth', '-.5'])).toEqual(['perft', '--depth=-.5']);
  // Flags, flag values and what follows `--` are left alone.
  expect(joinNegativeValues(['a', '--json', '-h'])).toEqual(['a', '--json', '-h']);
  expect(joinNegativeValues(['a', '--', '--x', '-1'])).toEqual(['a', '--', '--x', '-1']);
});
