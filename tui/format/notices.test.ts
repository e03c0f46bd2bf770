// The notices' printed form: one line each, prefixed, control characters made visible.

import { describe, expect, test } from 'vitest';
import { noticeLines, noticeTexts } from './notices.js';

describe('notices as printed', () => {
  test('none: no line', () => {
    expect(noticeLines({})).toEqual([]);
    expect(noticeLines({ notices: [] })).toEqual([]);
  });

  test('one line per notice, "note: " before its text', () => {
    const notices = [
      { kind: 'beyond-original', text: 'first' },
      { kind: 'beyond-original', text: 'second' },
    ] as const;
    expect(noticeLines({ notices })).toEqual(['note: first', 'note: second']);
  });

  test("an engine's text is flattened to one line and its control characters shown", () => {
    const notices = [{ kind: 'beyond-original', text: 'a\nb\u001b[2Jc' }] as const;
    expect(noticeTexts({ notices })).toEqual(['a b\\x1b[2Jc']);
  });
});
