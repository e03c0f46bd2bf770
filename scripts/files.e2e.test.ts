// End to end: a built script into a closed pipe (`npm run oracle-gnu | head`) ends quietly, as the
// binary does. Assumes dist/ is built (`npm test` runs the build first). Scripts that print with
// console.log need nothing: the console ignores a closed pipe.

import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { runIntoClosedPipe } from '../tui/test-support/closed-pipe.js';

const ORACLE_GNU = fileURLToPath(new URL('../dist/scripts/oracle-gnu.js', import.meta.url));

test('oracle-gnu into a closed pipe ends quietly, exit 0', async () => {
  const { code, stderr } = await runIntoClosedPipe(ORACLE_GNU, ['--depth', '1', '--limit', '3']);
  expect(stderr).toBe('');
  expect(code).toBe(0);
});
