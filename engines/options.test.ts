import { describe, expect, test } from 'vitest';
import type { OptionSpec } from './engine.js';
import { OptionValues, parseOptionValue } from './options.js';

const SPECS: OptionSpec[] = [
  { name: 'Hash', type: 'spin', default: 16, min: 1, max: 1024, help: 'MB' },
  { name: 'OwnBook', type: 'check', default: true, help: 'use the book' },
  {
    name: 'Style',
    type: 'combo',
    default: 'Balanced',
    choices: ['Balanced', 'Cautious', 'Aggressive'],
    help: '',
  },
  { name: 'BookFile', type: 'string', default: '', help: '' },
];

describe('parseOptionValue', () => {
  test.each([
    [SPECS[0]!, '64', 64],
    [SPECS[1]!, 'false', false],
    [SPECS[1]!, 'TRUE', true],
    [SPECS[2]!, 'aggressive', 'Aggressive'],
    [SPECS[3]!, 'my book.bin', 'my book.bin'],
  ])('%o accepts %s', (spec, text, value) => {
    expect(parseOptionValue(spec, text)).toEqual({ ok: true, value });
  });

  test.each([
    [SPECS[0]!, 'lots', "option Hash: 'lots' is not a whole number"],
    [SPECS[0]!, '0', 'option Hash: 0 is outside 1..1024'],
    [SPECS[1]!, 'maybe', "option OwnBook: 'maybe' is not true or false"],
    [SPECS[2]!, 'Wild', "option Style: 'Wild' is not one of Balanced, Cautious, Aggressive"],
  ])('%o rejects %s', (spec, text, message) => {
    expect(parseOptionValue(spec, text)).toEqual({ ok: false, error: message });
  });
});

describe('OptionValues', () => {
  test('starts at the defaults and sets by case-insensitive name', () => {
    const v = new OptionValues(SPECS);
    expect(v.number('Hash')).toBe(16);
    expect(v.set('hash', '32')).toEqual({ ok: true, value: undefined });
    expect(v.number('Hash')).toBe(32);
    expect(v.set('Nope', '1')).toEqual({
      ok: false,
      error: "no option 'Nope'; options are Hash, OwnBook, Style, BookFile",
    });
    expect(v.set('Hash', '9999').ok).toBe(false);
    expect(v.number('Hash')).toBe(32);
  });
});
