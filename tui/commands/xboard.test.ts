// runXBoard with in-memory streams, a fake engine and a host without a worker.

import { PassThrough } from 'node:stream';
import { expect, test } from 'vitest';
import { fakeRegistry, FakeEngine } from '../test-support/fake-engine.js';
import { InProcessHost } from '../uci/in-process-host.js';
import { runXBoard } from './xboard.js';

test('an engine warning reaches xboard as one telluser line, control characters escaped', async () => {
  const input = new PassThrough();
  const output = new PassThrough();
  const errors = new PassThrough();
  let out = '';
  output.on('data', (d: Buffer) => (out += d.toString()));
  const run = runXBoard({ engine: 'gnu' }, { input, output, errors }, fakeRegistry(), (_id, onWarning) => {
    onWarning("learn file 'a\x1b[2Jb\x07.lrn':\nnot written");
    return new InProcessHost(new FakeEngine());
  });
  input.end('xboard\nprotover 2\n');
  await run;
  const told = out.split('\n').filter((l) => l.startsWith('telluser'));
  expect(told).toEqual(["telluser warning: learn file 'a\\x1b[2Jb\\x07.lrn': not written"]);
});
