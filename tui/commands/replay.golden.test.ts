// The golden transcript: the real `ttychess replay ... --plain` (the built binary) against the
// stored file, exactly. GNU Chess at a fixed depth is deterministic and the plain transcript
// holds no times, so any difference is a change in the engine, the PGN reader or the transcript.
// To accept a change on purpose: `npm run golden` (or UPDATE_GOLDEN=1 with this test).

import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import { packageRoot } from '../files.js';

const root = packageRoot();
const GOLDEN = join(root, 'fixtures', 'golden', 'replay-wccc-1983-game1-gnu-depth2.txt');
const ARGS = [
  'replay',
  'fixtures/games/wccc-1983-new-york.pgn',
  '--plain',
  '--baud',
  '0',
  '--engines',
  'gnu',
  '--depth',
  '2',
];

test('the plain replay of the first 1983 game matches the golden transcript', async () => {
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    [join(root, 'dist/tui/cli.js'), ...ARGS],
    {
      cwd: root,
    },
  );
  expect(stderr).toBe('');
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(GOLDEN, stdout);
  expect(stdout).toBe(readFileSync(GOLDEN, 'utf8'));
});
