import { expect, test } from 'vitest';
import { EXIT_USAGE } from './output.js';
import { runTeletype } from './teletype.js';

test('without a terminal on stdin the teletype refuses in one line, exit 2', async () => {
  expect(await runTeletype({}, { stdinIsTTY: false })).toEqual({
    stdout: [],
    stderr: ["ttychess: the teletype needs a terminal; see 'ttychess --help'"],
    code: EXIT_USAGE,
  });
});

test('a terminal narrower than the paper gets a clear line, exit 2', async () => {
  expect(await runTeletype({}, { stdinIsTTY: true, columns: 60 })).toEqual({
    stdout: [],
    stderr: ['ttychess: teletype needs 72 columns; 60 here'],
    code: EXIT_USAGE,
  });
});

test.each([
  [{ baud: '9600' }, "ttychess: --baud '9600' is not one of 110, 300, 1200, 0"],
  [{ notation: 'descriptive' }, "ttychess: --notation 'descriptive' is not one of san, long"],
  [{ engines: 'deep-blue' }, 'ttychess: --engines: no engine'],
  [{ depth: '2', movetime: '100' }, 'ttychess: give --depth or --movetime, not both'],
])('bad flags %j are refused before anything opens', async (args, message) => {
  const out = await runTeletype(args, { stdinIsTTY: true, columns: 80 });
  expect(out.code).toBe(EXIT_USAGE);
  expect(out.stderr[0]).toContain(message);
});
