// The docs' command examples are what the code prints: every marked example of README.md,
// docs/cli.md, docs/tui.md and docs/uci.md is run against the built binary (dist/, which
// `npm test` builds first) and its block compared with the output, times and speeds masked.
// A failure names each stale block; `npm run docs-examples` rewrites them all.

import { expect, test } from 'vitest';
import { REGENERATE } from './doc-examples-format.js';
import { differences, DOC_FILES, runExamples } from './docs-examples.js';
import { repoRoot } from './files.js';

test('every marked example of the docs shows what the code prints', async () => {
  const results = await runExamples(repoRoot());
  // Each file has its examples; a marker that stopped matching would otherwise check nothing.
  for (const file of DOC_FILES)
    expect(
      results.some((r) => r.file === file),
      `${file} has no checked example`,
    ).toBe(true);
  const stale = differences(results);
  expect(stale, `${stale.length} example blocks differ from the code's output: ${REGENERATE}`).toEqual([]);
}, 300_000);
