import { expect, test } from 'vitest';
import { EXIT_USAGE } from './output.js';
import { runTeletype } from './teletype.js';

test('without a terminal on stdin the teletype refuses in one line, exit 2', async () => {
  expect(await runTeletype({ stdinIsTTY: false })).toEqual({
    stdout: [],
    stderr: ["ttychess: the teletype needs a terminal; see 'ttychess --help'"],
    code: EXIT_USAGE,
  });
});
