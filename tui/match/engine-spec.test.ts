// Engine arguments and --option flags.

import { describe, expect, test } from 'vitest';
import { registry } from '../../engines/registry.js';
import { parseEngineSpec, parseEngineSpecs, parseOptionFlags } from './engine-spec.js';

describe('parseEngineSpec', () => {
  test('a registry id or a UCI program', () => {
    expect(parseEngineSpec('gnu', registry)).toEqual({
      ok: true,
      value: { kind: 'registry', text: 'gnu', label: 'gnu', id: 'gnu' },
    });
    expect(parseEngineSpec('uci:/opt/sf/stockfish-16.1', registry)).toEqual({
      ok: true,
      value: {
        kind: 'uci',
        text: 'uci:/opt/sf/stockfish-16.1',
        label: 'stockfish-16.1',
        path: '/opt/sf/stockfish-16.1',
      },
    });
  });

  test('complaints', () => {
    expect(parseEngineSpec('fritz', registry)).toEqual({ ok: false, error: registry.unknown('fritz') });
    expect(parseEngineSpec('uci:', registry)).toEqual({
      ok: false,
      error: "'uci:' names no program; write uci:/path/to/engine",
    });
  });

  test('labels are made distinct', () => {
    const specs = parseEngineSpecs(['gnu', 'gnu', 'uci:/a/gnu', 'gnu'], registry);
    expect(specs.ok && specs.value.map((s) => s.label)).toEqual(['gnu', 'gnu (2)', 'gnu (3)', 'gnu (4)']);
  });
});

describe('parseOptionFlags', () => {
  const specs = parseEngineSpecs(['gnu', 'uci:/opt/sf/stockfish-16.1', 'gnu'], registry);
  if (!specs.ok) throw new Error(specs.error);

  test('by argument, by label, by path with dots, by a deduplicated label', () => {
    const flags = [
      'gnu.OwnBook=false',
      'uci:/opt/sf/stockfish-16.1.Skill Level=3',
      'stockfish-16.1.Threads=1',
      'gnu (2).Contempt=50',
      'gnu.BookFile=a=b.txt',
    ];
    expect(parseOptionFlags(flags, specs.value)).toEqual({
      ok: true,
      value: [
        [
          ['OwnBook', 'false'],
          ['BookFile', 'a=b.txt'],
        ],
        [
          ['Skill Level', '3'],
          ['Threads', '1'],
        ],
        [
          ['OwnBook', 'false'],
          ['Contempt', '50'],
          ['BookFile', 'a=b.txt'],
        ],
      ],
    });
  });

  test.each([
    [
      'zarkov.Hash=1',
      "--option 'zarkov.Hash=1': write ENGINE.NAME=VALUE, ENGINE being one of gnu, stockfish-16.1, gnu (2)",
    ],
    ['gnu.OwnBook', "--option 'gnu.OwnBook': write ENGINE.NAME=VALUE"],
    ['gnu.=1', "--option 'gnu.=1': write ENGINE.NAME=VALUE"],
  ])('%s', (flag, message) => {
    expect(parseOptionFlags([flag], specs.value)).toEqual({ ok: false, error: message });
  });
});
