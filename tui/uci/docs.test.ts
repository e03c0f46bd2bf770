// docs/uci.md cannot go stale: its options section must be exactly the one generated here from
// the registry, so a new engine or option fails this test until the page lists it. The
// expected text is in the failure message: paste it between the markers.

import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import type { OptionSpec } from '../../engines/engine.js';
import { registry } from '../../engines/registry.js';
import { UCI_EMPTY } from './format.js';
import { uciTableMarkdown } from './table.js';

const BEGIN = '<!-- options: generated from the registry, checked by tui/uci/docs.test.ts -->';
const END = '<!-- /options -->';

/** A table cell: no pipes or line breaks from the help text. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
}

/** The default as the table shows it (`<empty>` for an empty string). */
function defaultText(spec: OptionSpec): string {
  if (spec.type === 'string' && spec.default === '') return UCI_EMPTY;
  return String(spec.default);
}

/** The values an option takes, in words. */
function rangeText(spec: OptionSpec): string {
  if (spec.type === 'spin') return `${spec.min} to ${spec.max}`;
  if (spec.type === 'check') return 'true, false';
  if (spec.type === 'combo') return spec.choices.join(', ');
  return 'any text';
}

/** The options section of docs/uci.md: per registered engine, a table of its options. */
function optionsSection(): string {
  const parts: string[] = [];
  for (const id of registry.ids()) {
    const engine = registry.create(id)!;
    parts.push(
      `### ${engine.meta.name}: \`ttychess uci ${id}\``,
      '',
      '| option | type | default | values | meaning |',
      '| --- | --- | --- | --- | --- |',
      ...engine.options.map(
        (o) => `| \`${o.name}\` | ${o.type} | \`${defaultText(o)}\` | ${rangeText(o)} | ${cell(o.help)} |`,
      ),
      '',
    );
  }
  return parts.join('\n');
}

test('docs/uci.md lists every option of every registered engine', () => {
  const doc = readFileSync(new URL('../../docs/uci.md', import.meta.url), 'utf8');
  const from = doc.indexOf(BEGIN);
  const to = doc.indexOf(END);
  expect(from, `docs/uci.md needs the marker ${BEGIN}`).toBeGreaterThanOrEqual(0);
  expect(to, `docs/uci.md needs the marker ${END}`).toBeGreaterThan(from);
  const section = doc.slice(from + BEGIN.length, to).trim();
  expect(section, 'docs/uci.md: replace the options section with the expected text').toBe(
    optionsSection().trim(),
  );
});

const STATES_BEGIN = '<!-- states: generated from tui/uci/table.ts, checked by tui/uci/docs.test.ts -->';
const STATES_END = '<!-- /states -->';

test('docs/uci.md shows the state table, every row', () => {
  const doc = readFileSync(new URL('../../docs/uci.md', import.meta.url), 'utf8');
  const from = doc.indexOf(STATES_BEGIN);
  const to = doc.indexOf(STATES_END);
  expect(from, `docs/uci.md needs the marker ${STATES_BEGIN}`).toBeGreaterThanOrEqual(0);
  expect(to, `docs/uci.md needs the marker ${STATES_END}`).toBeGreaterThan(from);
  expect(doc.slice(from + STATES_BEGIN.length, to).trim(), 'docs/uci.md: replace the states section').toBe(
    uciTableMarkdown().trim(),
  );
});
