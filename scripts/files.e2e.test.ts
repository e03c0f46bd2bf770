// End to end: a built script into a closed pipe (`npm run oracle-gnu | head`) ends quietly, as the
// binary does. Assumes dist/ is built (`npm test` runs the build first). Scripts that print with
// console.log need nothing: the console ignores a closed pipe.

import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const ORACLE_GNU = fileURLToPath(new URL('../dist/scripts/oracle-gnu.js', import.meta.url));

test('oracle-gnu into a closed pipe ends quietly, exit 0', async () => {
  const child = spawn(process.execPath, [ORACLE_GNU, '--depth', '1', '--limit', '3'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.destroy(); // the reader is gone before the first write
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise((resolve) => child.on('close', resolve));
  expect(stderr).toBe('');
  expect(code).toBe(0);
});
