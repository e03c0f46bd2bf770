// The XBoard process player: its text (features, thinking lines, level, SAN replies), against a
// tiny fake CECP engine that logs what it is sent (so the commands are checked exactly), and a
// whole game between `ttychess xboard gnu` (through a wrapper script, as a runner would start
// it) and GNU in a worker, at fixed depths.

import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { boardFromFen, START_FEN } from '../../core/fen.js';
import { X88 } from '../../core/layout.js';
import { CLI } from '../uci/test-support/client.js';
import { writeFakeXBoard } from '../test-support/fake-xboard.js';
import { playGame } from './game.js';
import { workerPlayerFactory } from './worker-player.js';
import { levelCommand, parseFeatures, parseThinking, toUci, XBoardProcessPlayer } from './xboard-player.js';

const DIR = mkdtempSync(join(tmpdir(), 'ttychess-xboard-'));
afterAll(() => rmSync(DIR, { recursive: true, force: true }));

describe('XBoard text', () => {
  test('features, quoted or not', () => {
    expect(parseFeatures('feature ping=1 myname="Fairy-Max 5.0b" done=0')).toEqual([
      ['ping', '1'],
      ['myname', 'Fairy-Max 5.0b'],
      ['done', '0'],
    ]);
  });

  test('thinking lines: centipawns, mates, centiseconds; other lines are not thinking', () => {
    expect(parseThinking('7 -25 153 120345 e2e4 e7e5 g1f3')).toEqual({
      depth: 7,
      seldepth: 7,
      score: { cp: -25 },
      nodes: 120345,
      ms: 1530,
      pv: ['e2e4', 'e7e5', 'g1f3'],
    });
    expect(parseThinking('5 100003 1 99 Qh5')?.score).toEqual({ mate: 3 });
    expect(parseThinking('5 -100002 1 99')?.score).toEqual({ mate: -2 });
    expect(parseThinking('move e2e4')).toBeUndefined();
  });

  test('level for the clocks: base as minutes or minutes:seconds, increment in seconds', () => {
    expect(levelCommand({ wtime: 60_000, btime: 60_000, winc: 500, binc: 500 }, 60_000)).toBe(
      'level 0 1 0.5',
    );
    expect(levelCommand({ wtime: 90_000, movestogo: 40 }, 90_000)).toBe('level 40 1:30 0');
  });

  test('a reply in SAN or coordinates becomes UCI', () => {
    const b = boardFromFen(START_FEN, X88);
    if (!b.ok) throw new Error(b.error.message);
    expect([toUci(b.value, 'Nf3'), toUci(b.value, 'g1f3'), toUci(b.value, 'Ke2')]).toEqual([
      'g1f3',
      'g1f3',
      undefined,
    ]);
  });
});

describe('the XBoard player against a fake engine', () => {
  test('hand-shake, then only the new moves in force mode, the clocks, go; SAN both ways', async () => {
    const log = join(DIR, 'fake.log');
    const path = writeFakeXBoard(DIR, 'fake.cjs', { moves: ['e5', 'Nc6'], log });
    const fen = '4k3/8/8/8/8/8/4P3/4K3 b - - 0 1';
    const p = await XBoardProcessPlayer.start({ name: 'fake', path, options: [['Hash', '16']] });
    try {
      expect(p.engineName).toBe('Fake Board');
      await p.newGame();
      const clocks = { wtime: 60_000, btime: 59_000, winc: 1000, binc: 1000 };
      const first = await p.go(START_FEN, ['e2e4'], clocks);
      expect(first).toEqual({
        bestmove: 'e7e5',
        info: { depth: 3, seldepth: 3, score: { cp: -125 }, nodes: 4567, ms: 120, pv: ['e5'] },
      });
      expect((await p.go(START_FEN, ['e2e4', 'e7e5', 'g1f3'], clocks)).bestmove).toBe('b8c6');
      // Another game: new, setboard; and the engine resigns (no move).
      expect((await p.go(fen, [], { depth: 2 })).bestmove).toBeNull();
    } finally {
      await p.close();
    }
    expect(readFileSync(log, 'utf8').split('\n')).toEqual([
      'xboard',
      'protover 2',
      'accepted ping',
      'accepted setboard',
      'accepted usermove',
      'accepted san',
      'accepted myname',
      'rejected sigint',
      'option Hash=16',
      'easy',
      'post',
      'ping 1',
      'new',
      'force',
      'ping 2',
      'force',
      'usermove e4',
      'level 0 0:59 1',
      'time 5900',
      'otim 6000',
      'go',
      'force',
      'force',
      'usermove Nf3',
      'time 5900',
      'otim 6000',
      'go',
      'force',
      'force',
      'new',
      'force',
      `setboard ${fen}`,
      'sd 2',
      'go',
      'force',
      'quit',
      '',
    ]);
  });
});

describe('ttychess xboard as an external engine', () => {
  test(
    'a game at fixed depths against GNU in a worker: legal moves to the end',
    { timeout: 60_000 },
    async () => {
      const wrapper = join(DIR, 'ttychess-xboard-gnu');
      writeFileSync(wrapper, `#!/bin/sh\nexec "${process.execPath}" "${CLI}" xboard gnu\n`);
      chmodSync(wrapper, 0o755);
      const external = await XBoardProcessPlayer.start({
        name: 'xb',
        path: wrapper,
        options: [['OwnBook', '0']],
      });
      const inside = await workerPlayerFactory('gnu', 'gnu', [['OwnBook', 'false']]).create();
      try {
        expect(external.engineName).toBe('GNU Chess 1987');
        const opening = { name: '', fen: START_FEN, moves: [] };
        const record = await playGame(
          { white: external, black: inside },
          { white: 'xb', black: 'gnu' },
          opening,
          {
            limits: { depth: 2 },
            watchdogMs: 30_000,
            maxPlies: 40,
          },
        );
        expect(record?.failed).toBeUndefined();
        expect(record?.termination).not.toMatch(/illegal|crash|hung/);
        expect(record?.ucis.length).toBeGreaterThan(10);
      } finally {
        await Promise.all([external.close(), inside.close()]);
      }
    },
  );
});
