import { expect, test } from 'vitest';
import type { Engine, EngineMeta } from './engine.js';
import { Registry } from './registry.js';

const META: EngineMeta = {
  id: 'gnu',
  name: 'Test double',
  author: 'nobody',
  year: 2026,
  machine: 'none',
  layout: '0x88',
  searchStyle: 'full-width alpha-beta',
  benchDepth: 4,
};

test('a registry creates fresh instances by id and names the known ids for an unknown one', () => {
  let made = 0;
  const reg = new Registry([{ meta: META, create: () => ({ meta: META, n: ++made }) as unknown as Engine }]);
  expect(reg.ids()).toEqual(['gnu']);
  expect(reg.create('gnu')).not.toBe(reg.create('gnu'));
  expect(made).toBe(2);
  expect(reg.create('zarkov')).toBeUndefined();
  expect(reg.unknown('zarkov')).toBe("no engine 'zarkov'; choose one of gnu");
  expect(new Registry([]).unknown('gnu')).toBe("no engine 'gnu': no engines are built yet");
  expect(
    () =>
      new Registry([
        { meta: META, create: () => ({}) as Engine },
        { meta: META, create: () => ({}) as Engine },
      ]),
  ).toThrow();
});
