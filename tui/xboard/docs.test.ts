// docs/xboard.md cannot go stale: its States section must be exactly the table generated from
// table.ts, so a changed row fails this test until the page shows it. The expected text is in
// the failure message: paste it between the markers.

import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { xboardTableMarkdown } from './table.js';

const BEGIN = '<!-- states: generated from tui/xboard/table.ts, checked by tui/xboard/docs.test.ts -->';
const END = '<!-- /states -->';

test('docs/xboard.md shows the state table, every row', () => {
  const doc = readFileSync(new URL('../../docs/xboard.md', import.meta.url), 'utf8');
  const from = doc.indexOf(BEGIN);
  const to = doc.indexOf(END);
  expect(from, `docs/xboard.md needs the marker ${BEGIN}`).toBeGreaterThanOrEqual(0);
  expect(to, `docs/xboard.md needs the marker ${END}`).toBeGreaterThan(from);
  const section = doc.slice(from + BEGIN.length, to).trim();
  expect(section, 'docs/xboard.md: replace the states section with the expected text').toBe(
    xboardTableMarkdown().trim(),
  );
});
