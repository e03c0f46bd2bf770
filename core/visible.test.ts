import { describe, expect, test } from 'vitest';
import { isControl, visible } from './visible.js';

describe('visible (issue 36, item 1)', () => {
  test.each([
    ['ESC and BEL of a window-title sequence', 'A\x1b]0;PWNED\x07B', 'A\\x1b]0;PWNED\\x07B'],
    ['a screen clear', '\x1b[2J', '\\x1b[2J'],
    ['carriage return and tab', 'a\rb\tc', 'a\\x0db\\x09c'],
    ['NUL, DEL and a C1 control (CSI)', '\x00\x7f\x9b', '\\x00\\x7f\\x9b'],
    ['a right-to-left override and an isolate', 'a\u202eb\u2066c', 'a\\u202eb\\u2066c'],
    ['line ends are kept', 'one\ntwo', 'one\ntwo'],
    ['plain text, accents and chess glyphs unchanged', 'Café ♔ ½-½', 'Café ♔ ½-½'],
  ])('%s', (_name, text, shown) => {
    expect(visible(text)).toBe(shown);
    expect(visible(visible(text))).toBe(shown);
  });

  test('every code point isControl names but \\n is escaped, every other is kept (0 .. 0x3000)', () => {
    for (let code = 0; code < 0x3000; code++) {
      const ch = String.fromCodePoint(code);
      const out = visible(ch);
      if (isControl(code) && ch !== '\n') expect(out, `U+${code.toString(16)}`).toMatch(/^\\[xu][0-9a-f]+$/);
      else expect(out, `U+${code.toString(16)}`).toBe(ch);
    }
  });
});
