// The worker-hosted engine: requests answered in order, info while searching, stop mid-search.

import { afterEach, expect, test } from 'vitest';
import { START_FEN } from '../../core/fen.js';
import { EngineHost } from './engine-host.js';

const hosts: EngineHost[] = [];
afterEach(async () => {
  await Promise.all(hosts.splice(0).map((h) => h.close()));
});

function host(id: string): EngineHost {
  const h = new EngineHost(id);
  hosts.push(h);
  return h;
}

test('searches in a worker and reports each iteration', async () => {
  const h = host('gnu');
  await h.setOption('OwnBook', 'false');
  await h.setPosition(START_FEN, ['e2e4']);
  const depths: number[] = [];
  const r = await h.search({ depth: 3 }, (i) => depths.push(i.depth));
  expect(depths).toEqual([1, 2, 3]);
  expect(r.bestmove).toMatch(/^[a-h][1-8][a-h][1-8]$/);
});

test('stop() ends an infinite search promptly and isready still answers', async () => {
  const h = host('gnu');
  await h.setOption('OwnBook', 'false');
  await h.setPosition(START_FEN, []);
  const search = h.search({ infinite: true });
  await new Promise((r) => setTimeout(r, 200));
  h.stop();
  const r = await search;
  expect(r.bestmove).not.toBeNull();
  await h.ready();
});

test('errors come back as rejected promises, not crashes', async () => {
  const h = host('gnu');
  await expect(h.setPosition('garbage', [])).rejects.toThrow(/FEN/);
  await expect(h.setOption('Nope', '1')).rejects.toThrow(/no option/);
  await h.ready();
  const unknown = host('deep-thought');
  await expect(unknown.ready()).rejects.toThrow(/no engine 'deep-thought'/);
});
