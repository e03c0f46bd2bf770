// runUci with in-memory streams, a fake engine and a host without a worker.

import { PassThrough } from 'node:stream';
import { expect, test } from 'vitest';
import { fakeRegistry, FakeEngine } from '../test-support/fake-engine.js';
import { registry } from '../../engines/registry.js';
import { InProcessHost } from '../uci/in-process-host.js';
import { runUci } from './uci.js';

function streams() {
  const input = new PassThrough();
  const output = new PassThrough();
  const errors = new PassThrough();
  let out = '';
  let err = '';
  output.on('data', (d: Buffer) => (out += d.toString()));
  errors.on('data', (d: Buffer) => (err += d.toString()));
  return { input, output, errors, stdout: () => out, stderr: () => err };
}

test('a whole session: handshake, a search, the end of input', async () => {
  const s = streams();
  const hosts: InProcessHost[] = [];
  const run = runUci({ engine: 'gnu' }, s, fakeRegistry(), () => {
    const h = new InProcessHost(new FakeEngine());
    hosts.push(h);
    return h;
  });
  s.input.end('uci\nisready\nposition startpos moves e2e4\ngo depth 2\n');
  const out = await run;
  expect(out).toEqual({ stdout: [], stderr: [], code: 0 });
  expect(s.stdout().split('\n')).toEqual([
    'id name Fake Chess',
    'id author the tests',
    'option name Ponder type check default false',
    'uciok',
    'readyok',
    'info depth 1 seldepth 2 score cp 10 nodes 120 nps 120000 time 1 pv a7a5',
    'info depth 2 seldepth 3 score cp 20 nodes 220 nps 110000 time 2 pv a7a5 a2a3',
    'bestmove a7a5 ponder a2a3',
    '',
  ]);
  expect(s.stderr()).toBe('');
  expect(hosts[0]!.closed).toBe(true);
});

test('an unknown engine is a usage error and reads nothing', async () => {
  const s = streams();
  const out = await runUci({ engine: 'deep-thought' }, s, fakeRegistry(), () => {
    throw new Error('no host should be made');
  });
  expect(out.code).toBe(2);
  expect(out.stderr).toEqual(["ttychess: no engine 'deep-thought'; choose one of gnu"]);
  expect(s.stdout()).toBe('');
});

test("gnu over UCI past the 1987 program's scale: mate found, and an info string before bestmove says what the original could not score", async () => {
  const s = streams();
  const run = runUci({ engine: 'gnu' }, s, registry, () => new InProcessHost(registry.create('gnu')!));
  s.input.end('uci\nposition fen 8/4k3/8/8/8/8/8/QQQQKQ2 w - - 0 1\ngo depth 2\n');
  await run;
  const lines = s.stdout().split('\n');
  const answer = lines.findIndex((l) => l.startsWith('bestmove '));
  expect(lines[answer - 1]).toMatch(/^info string GNU Chess 1987 cannot score this: .*9000.*; gnu holds/);
  expect(lines[answer - 2]).toMatch(/ score mate 1 /);
  expect(lines.filter((l) => l.startsWith('info string'))).toHaveLength(1);
});
