import { Chess } from 'chess.js';
import { describe, expect, test } from 'vitest';
import { parsePgn } from '../../../core/pgn.js';
import type { Reply } from '../screen.js';
import { testConfig } from '../test-support/config.js';
import { isBusy, statusText } from '../session.js';
import { Driver, result } from '../test-support/driver.js';
import { REPLAY_COMMANDS, type ReplayState } from './screen.js';

/** A driver at the first game of the catalogue (WCCC 1983, Cray Blitz - BCP). */
function atFirstGame(settings = {}): Driver {
  const d = new Driver(testConfig(settings));
  d.line('1');
  d.line('1');
  return d;
}

/** The hook's answer to a read of game `n` of a file holding `text` (pgn-read-worker.ts). */
function readReply(tag: number, text: string, n: number): Reply {
  const games = parsePgn(text);
  if (!games.ok) throw new Error(games.error.message);
  return { type: 'read', tag, count: games.value.length, game: games.value[n - 1] };
}

function replay(d: Driver): ReplayState {
  if (d.state.screen.name !== 'replay') throw new Error(`on ${d.state.screen.name}`);
  return d.state.screen;
}

describe('the list of games', () => {
  test('the 1983 championships first, then GNU Chess 1987, then Zarkov', () => {
    const d = new Driver();
    d.line('1');
    d.line('more');
    d.line('more');
    const text = d.paper.join('\n');
    expect(text).toMatch(/ {2}1 {2}WCCC 1983 {3}1983\.10\.22 {2}CRAY BLITZ - BCP +1-0/);
    const order = ['WCCC 1983', 'WMCCC 1983', 'DOCCC 1983', 'ACM 1987', 'ACM 1990'].map((e) =>
      text.indexOf(e),
    );
    expect(order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1]!))).toBe(true);
    expect(d.prompt()).toBe('GAME? ');
  });

  test('the list comes a page of 10 at a time: MORE prints the next; any number can be picked (issue 25, item 12)', () => {
    const d = new Driver();
    const first = d.line('1');
    // A game not yet listed can be picked too.
    expect(d.line('17').join(' ')).toContain('(WHITE)');
    d.line('LIST');
    const rows = (lines: readonly string[]) => lines.filter((l) => /^ {1,2}\d+ {2}\S/.test(l));
    expect(rows(first)).toHaveLength(10);
    expect(first.join(' ')).toContain('MORE FOR GAMES 11 TO 20 OF 29; OR TYPE A GAME');
    const second = d.line('MORE');
    expect(rows(second).map((l) => l.trim().split(' ')[0])).toEqual(
      Array.from({ length: 10 }, (_, i) => String(11 + i)),
    );
    const third = d.line('m');
    expect(rows(third)).toHaveLength(9);
    expect(third.join(' ')).not.toContain('MORE FOR');
    expect(d.line('more').join(' ')).toContain('THAT WAS THE WHOLE LIST: GAMES 1 TO 29.');
    // A game from any page.
    d.line('25');
    expect(d.prompt()).toBe('COMMAND? ');
  });

  test('a number out of range gets the range', () => {
    const d = new Driver();
    d.line('1');
    expect(d.line('99').join(' ')).toMatch(/THE GAMES ARE NUMBERED 1 TO \d+\./);
  });

  test('a file name is read through the hook, with a game number after it', () => {
    const d = new Driver();
    d.line('1');
    d.line('games/mine.pgn 2');
    const read = d.effects.find((e) => e.kind === 'read');
    expect(read).toMatchObject({ kind: 'read', path: 'games/mine.pgn', game: 2 });
    // Said before the read starts (issue 36, item 3): a big file takes seconds.
    expect(d.paper.at(-1)).toBe("READING 'games/mine.pgn'...");
    const tag = (read as { tag: number }).tag;
    d.act(readReply(tag, '[White "A"]\n[Black "B"]\n1. e4 *\n\n[White "C"]\n[Black "D"]\n1. d4 d5 1-0\n', 2));
    expect(d.paper.join('\n')).toContain('C (WHITE) - D (BLACK), 1-0');
    expect(d.prompt()).toBe('COMMAND? ');
  });
});

describe('a file being read (issue 36, item 3)', () => {
  test('says so first; a key gives it up, GAME? asks again, and its late answer is dropped', () => {
    const d = new Driver();
    d.line('1');
    expect(d.line('games/big.pgn')).toEqual(['GAME? games/big.pgn', "READING 'games/big.pgn'..."]);
    expect(statusText(d.state)).toBe('READING THE FILE. ANY KEY STOPS.');
    const read = d.last('read')!;
    expect(d.act({ type: 'type', text: 'x' })).toEqual(['READING STOPPED.']);
    expect(d.last('cancel-read')).toEqual({ kind: 'cancel-read', tag: read.tag });
    expect(d.prompt()).toBe('GAME? ');
    expect(d.state.draft).toBe('');
    expect(d.act(readReply(read.tag, '[White "A"]\n[Black "B"]\n1. e4 *\n', 1))).toEqual([]);
    expect(d.prompt()).toBe('GAME? ');
  });
});

describe('a cut-off game read from a file (issue 25, item 9)', () => {
  test('replays with a warning under the header, and at the end gives no result it did not reach', () => {
    const d = new Driver();
    d.line('1');
    d.line('cut.pgn');
    const read = d.last('read')!;
    d.act(readReply(read.tag, '[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n1. e4 e5 2.', 1));
    const text = d.paper.join('\n');
    expect(text).toContain('A (WHITE) - B (BLACK), CUT OFF');
    expect(text.replace(/\s+/g, ' ')).toContain(
      "WARNING: PGN GAME 1: MOVE NUMBER '2.' AT LINE 5 HAS NO MOVE AFTER IT; THE GAME IS CUT OFF.",
    );
    d.line('END');
    for (const s of d.takeSearches()) d.act({ type: 'searched', tag: s.tag, result: result('g1f3') });
    expect(d.paper).toContain('RESULT: NONE, THE GAME IS CUT OFF HERE (THE FILE SAYS 1-0).');
    expect(d.paper.join('\n')).not.toContain('WHITE WON');
  });
});

describe('stepping through a game', () => {
  test('opening a game prints the header and asks every engine about the start position', () => {
    const d = atFirstGame();
    expect(d.paper.join('\n')).toContain('CRAY BLITZ (WHITE) - BCP (BLACK), 1-0');
    const searches = d.takeSearches();
    expect(searches.map((s) => [s.slot, s.moves.length, s.newGame])).toEqual([
      ['judge:zarkov', 0, true],
      ['judge:gnu', 0, true],
    ]);
    expect(searches[0]!.limits).toEqual({ depth: 2 });
  });

  test("each comment prints when it comes, from White's view, with the move in SAN", () => {
    const d = atFirstGame();
    const [z, g] = d.takeSearches();
    expect(d.act({ type: 'searched', tag: z!.tag, result: result('e2e4', 10) })).toEqual([
      '      ZARKOV: +0.10  WOULD PLAY E4  (DEPTH 2)',
    ]);
    expect(d.act({ type: 'searched', tag: g!.tag, result: result('g1f3', 35) })).toEqual([
      '      GNU CHESS 1987: +0.35  WOULD PLAY NF3  (DEPTH 2)',
    ]);
    d.line('');
    const [z1] = d.takeSearches();
    // Black to move after 1. e4: a score of +20 for Black is -0.20 for White.
    expect(d.act({ type: 'searched', tag: z1!.tag, result: result('c7c5', 20) })).toEqual([
      '      ZARKOV: -0.20  WOULD PLAY C5  (DEPTH 2)',
    ]);
    // A late answer about the start position is dropped: the user moved on.
    expect(d.act({ type: 'searched', tag: g!.tag, result: result('e2e4') })).toEqual([]);
  });

  test("the comments print in the engines' order, whichever finishes first (issue 25, item 8)", () => {
    const d = atFirstGame();
    const [z, g] = d.takeSearches();
    // GNU finishes first: its comment waits for Zarkov's, then both print, Zarkov's first.
    expect(d.act({ type: 'searched', tag: g!.tag, result: result('g1f3', 35) })).toEqual([]);
    expect(d.act({ type: 'searched', tag: z!.tag, result: result('e2e4', 10) })).toEqual([
      '      ZARKOV: +0.10  WOULD PLAY E4  (DEPTH 2)',
      '      GNU CHESS 1987: +0.35  WOULD PLAY NF3  (DEPTH 2)',
    ]);
    // After BACK the same order, whoever finishes first; a failure keeps its place too.
    d.line('');
    d.line('back');
    const [z1, g1] = d.takeSearches().slice(-2);
    expect(d.act({ type: 'failed', tag: g1!.tag, error: 'BROKEN' })).toEqual([]);
    expect(d.act({ type: 'searched', tag: z1!.tag, result: result('d2d4', 20) })).toEqual([
      '      ZARKOV: +0.20  WOULD PLAY D4  (DEPTH 2)',
      '      GNU CHESS 1987 FAILED: BROKEN',
    ]);
  });

  test('BACK and forward again: every comment is asked for as a new game (issue 14, item 9)', () => {
    const d = atFirstGame();
    d.takeSearches();
    d.line('');
    d.line('');
    d.line('back');
    d.line('');
    const searches = d.takeSearches();
    expect(searches.map((s) => [s.slot, s.moves.length, s.newGame])).toEqual([
      ['judge:zarkov', 1, true],
      ['judge:gnu', 1, true],
      ['judge:zarkov', 2, true],
      ['judge:gnu', 2, true],
      ['judge:zarkov', 1, true],
      ['judge:gnu', 1, true],
      ['judge:zarkov', 2, true],
      ['judge:gnu', 2, true],
    ]);
  });

  test('moving on stops the engines still thinking about the old position', () => {
    const d = atFirstGame();
    d.takeSearches();
    d.effects = [];
    d.line('');
    expect(d.effects.slice(0, 2)).toEqual([
      { kind: 'stop', slot: 'judge:zarkov', drop: true },
      { kind: 'stop', slot: 'judge:gnu', drop: true },
    ]);
    expect(d.paper).toContain('    1. E4');
  });

  test('long notation, BACK, a move number, BOARD', () => {
    const d = atFirstGame({ notation: 'long' });
    d.line('');
    d.line('next');
    expect(d.paper.slice(-2)).toEqual(['COMMAND? next', '  1... C7-C5']);
    d.line('back');
    expect(d.paper.at(-1)).toBe('AFTER 1. E2-E4');
    expect(replay(d).cursor).toBe(1);
    d.line('12');
    expect(replay(d).cursor).toBe(22);
    expect(d.paper.at(-1)).toBe('AFTER 11... C6XE5');
    d.line('board');
    expect(d.paper.join('\n')).toContain('WHITE TO MOVE.  MOVE 12.');
    expect(d.line('500').join(' ')).toContain('NUMBERED 1 TO 59');
  });

  test('the board every N moves', () => {
    const d = atFirstGame({ boardEvery: 1 });
    d.line('');
    expect(d.paper.join('\n')).not.toContain('MOVE 2.');
    d.line('');
    expect(d.paper.join('\n')).toContain('WHITE TO MOVE.  MOVE 2.');
  });

  test('at the end: the result, and the chart once the last comments are in', () => {
    const d = atFirstGame({ engines: ['gnu'] });
    d.line('END');
    const [last] = d.takeSearches().slice(-1);
    expect(d.paper.join('\n')).not.toContain('RESULT:');
    const printed = d.act({
      type: 'searched',
      tag: last!.tag,
      result: { ...result(null), score: { mate: 0 } },
    });
    expect(printed[0]).toBe('      GNU CHESS 1987: NO MOVE, CHECKMATE.');
    expect(printed).toContain('RESULT: 1-0, WHITE WON.');
    expect(printed.join('\n')).toContain('G = GNU CHESS 1987');
    expect(d.line('').join(' ')).toContain('THAT WAS THE LAST MOVE');
  });

  test("RUN steps on after each position's comments and a pause; a key stops it", () => {
    const d = atFirstGame({ engines: ['gnu'] });
    const [first] = d.takeSearches();
    d.act({ type: 'searched', tag: first!.tag, result: result('e2e4') });
    d.line('RUN 0.5');
    expect(replay(d).phase).toBe('running');
    expect(d.prompt()).toBe('');
    // Comments in: it stepped at once to 1. e4 and asked about it.
    const [second] = d.takeSearches();
    d.act({ type: 'searched', tag: second!.tag, result: result('c7c5') });
    const timer = d.effects.find((e) => e.kind === 'timer');
    expect(timer).toMatchObject({ ms: 500 });
    d.act({ type: 'timer', tag: (timer as { tag: number }).tag });
    expect(d.paper).toContain('  1... C5');
    d.act({ type: 'type', text: ' ' });
    expect(replay(d).phase).toBe('step');
    expect(d.paper.at(-1)).toBe('STOPPED.');
  });

  test('COMPARE takes the position on the board', () => {
    const d = atFirstGame();
    d.line('');
    d.line('compare');
    expect(d.state.screen.name).toBe('compare');
    expect(d.effects.at(-1)).toMatchObject({
      kind: 'compare',
      fen: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
    });
  });
});

describe('HELP', () => {
  test('names the move-number command unambiguously (N is NEXT), in columns on the paper', () => {
    const d = atFirstGame();
    const help = d.line('help').slice(1);
    for (const line of help) expect(line.length).toBeLessThanOrEqual(72);
    expect(help).toContain("ENTER, NEXT, N  THE NEXT MOVE, WITH THE ENGINES' COMMENTS");
    expect(help.join('\n')).toMatch(
      /^GO <NUMBER> {5}TO THAT MOVE: THE POSITION BEFORE WHITE'S MOVE OF THAT/m,
    );
    expect(help.join(' ')).toMatch(/ALSO JUMP 12, OR 12\s+ALONE/);
    expect(help.join('\n')).not.toMatch(/\bN \(A NUMBER\)/);
    expect(help.length).toBeGreaterThanOrEqual(REPLAY_COMMANDS.length);
  });

  // Each command HELP lists, as typed, and where it leaves the replay (a move or two in).
  test.each([
    ['', 3],
    ['NEXT', 3],
    ['n', 3],
    ['BACK', 1],
    ['b', 1],
    ['GO 2', 2],
    ['go 1', 0],
    ['JUMP 2', 2],
    ['2', 2],
    ['START', 0],
    ['END', 117],
  ])('%j moves the replay to position %i', (command, cursor) => {
    const d = atFirstGame();
    d.line('');
    d.line('');
    expect(replay(d).cursor).toBe(2);
    d.line(command);
    expect(replay(d).cursor).toBe(cursor);
  });

  test('RUN, BOARD, CHART, COMPARE, LIST do what HELP says', () => {
    const d = atFirstGame({ engines: ['gnu'] });
    const [first] = d.takeSearches();
    d.act({ type: 'searched', tag: first!.tag, result: result('e2e4') });
    expect(d.line('CHART').join('\n')).toContain('G = GNU CHESS 1987');
    expect(d.line('BOARD').join('\n')).toContain('WHITE TO MOVE.  MOVE 1.');
    d.line('RUN 2');
    expect(replay(d).phase).toBe('running');
    d.act({ type: 'type', text: ' ' });
    expect(replay(d).phase).toBe('step');
    d.line('COMPARE');
    expect(d.state.screen.name).toBe('compare');
    d.act({ type: 'compared', tag: d.last('compare')!.tag, columns: [] });
    d.line('BACK');
    expect(replay(d).cursor).toBe(1);
    d.line('LIST');
    expect(replay(d).phase).toBe('pick');
    expect(d.prompt()).toBe('GAME? ');
  });
});

/** SAVE typed, and the file's check answered: the lines printed, the check's then the answer's. */
function saveChecked(d: Driver, line: string): string[] {
  const typed = d.line(line);
  const check = d.last('check-save')!;
  return [...typed, ...d.act({ type: 'save-checked', tag: check.tag })];
}

describe('SAVE', () => {
  test('a file that would refuse the game is named before any position is judged', () => {
    const d = atFirstGame({ engines: ['gnu'] });
    d.takeSearches();
    expect(d.line('SAVE /dev/null')).toEqual(['COMMAND? SAVE /dev/null']);
    expect(d.last('check-save')?.path).toBe('/dev/null');
    expect(d.takeSearches()).toEqual([]);
    const check = d.last('check-save')!;
    const said = d.act({ type: 'failed', tag: check.tag, error: "'/dev/null': NOT A REGULAR FILE" });
    expect(said.join(' ')).toContain("NOT SAVED: '/DEV/NULL': NOT A REGULAR FILE");
    expect(d.takeSearches()).toEqual([]);
    expect(replay(d).saving).toBeUndefined();
    expect(d.last('save')).toBeUndefined();
  });

  test('judges the positions not yet judged, quietly, then adds the annotated game to the file', () => {
    const d = atFirstGame({ engines: ['gnu'] });
    const [first] = d.takeSearches();
    d.act({ type: 'searched', tag: first!.tag, result: result('e2e4') });
    expect(saveChecked(d, 'SAVE /tmp/annotated.pgn')).toEqual([
      'COMMAND? SAVE /tmp/annotated.pgn',
      'JUDGING 117 MORE POSITIONS FOR THE FILE. PRESS ANY KEY TO STOP.',
    ]);
    const game = replay(d).game!;
    const asked: number[] = [];
    for (let searches = d.takeSearches(); searches.length > 0; searches = d.takeSearches()) {
      // One position at a time: the next is asked for when the engine has answered.
      expect(searches).toHaveLength(1);
      const x = searches[0]!;
      const k = x.moves.length;
      asked.push(k);
      expect(statusText(d.state)).toBe(`JUDGING FOR THE FILE: ${k - 1} OF 117. ANY KEY STOPS.`);
      expect(d.act({ type: 'searched', tag: x.tag, result: result(game.uci[k] ?? null, 10 * k) })).toEqual(
        [],
      );
    }
    expect(asked).toEqual(Array.from({ length: 117 }, (_, k) => k + 1));
    const save = d.last('save')!;
    expect(save.path).toBe('/tmp/annotated.pgn');
    const chess = new Chess();
    chess.loadPgn(save.text);
    expect(chess.history()).toEqual(game.san);
    expect(chess.getComments()).toHaveLength(117);
    expect(chess.getComments()[0]!.comment).toBe(
      '[%eval -0.10] GNU Chess 1987: -0.10 at depth 2, would play c5.',
    );
    expect(d.act({ type: 'saved', tag: save.tag, path: save.path, appended: true })).toEqual([
      "SAVED TO '/tmp/annotated.pgn' (APPENDED).",
    ]);
    expect(replay(d).saving).toBeUndefined();
  });

  test('a long game with three engines: each engine is fed a position at a time, every one judged, N OF M shown (issue 25, item 5)', () => {
    const config = testConfig();
    const three = testConfig({ engines: ['zarkov', 'gnu', 'hiarcs'] });
    const d = new Driver({
      ...three,
      engines: [...config.engines, { ...config.engines[0]!, id: 'hiarcs', name: 'HIARCS 0.5' }],
    });
    d.line('1');
    d.line('1');
    d.takeSearches();
    // 118 positions, each judged by 3 engines: positions are counted as positions (issue 36, item 4).
    expect(saveChecked(d, 'SAVE /tmp/x.pgn').slice(-2)).toEqual([
      'JUDGING 118 MORE POSITIONS (354 JUDGEMENTS BY 3 ENGINES) FOR THE FILE.',
      'PRESS ANY KEY TO STOP.',
    ]);
    const game = replay(d).game!;
    const judged = new Set<string>();
    for (let searches = d.takeSearches(); searches.length > 0; searches = d.takeSearches()) {
      // At most one search per engine under way: nothing piles up, nothing can be dropped.
      expect(new Set(searches.map((x) => x.slot)).size).toBe(searches.length);
      expect(searches.length).toBeLessThanOrEqual(3);
      for (const x of searches) {
        judged.add(`${x.slot} ${x.moves.length}`);
        d.act({ type: 'searched', tag: x.tag, result: result(game.uci[x.moves.length] ?? null) });
      }
      if (replay(d).saving?.write === undefined)
        expect(statusText(d.state)).toMatch(
          /^JUDGING FOR THE FILE: \d+ OF 354 JUDGEMENTS\. ANY KEY STOPS\.$/,
        );
    }
    expect(judged.size).toBe(354);
    expect(d.last('save')?.path).toBe('/tmp/x.pgn');
  });

  test('a key stops it and nothing is written', () => {
    const d = atFirstGame({ engines: ['gnu'] });
    saveChecked(d, 'SAVE');
    expect(d.act({ type: 'type', text: 'x' })).toEqual(['SAVE STOPPED; NOTHING WRITTEN.']);
    expect(d.last('save')).toBeUndefined();
    expect(d.last('stop')).toEqual({ kind: 'stop', slot: 'judge:gnu', drop: true });
  });
});

describe('PERIOD (issue 17)', () => {
  test('at a period the header says so and every engine is asked with its Period option, no limit of ours', () => {
    const d = atFirstGame({ period: 'strength', limits: {} });
    expect(d.paper.join('\n')).toContain('COMMENTS BY ZARKOV, GNU CHESS 1987; PERIOD STRENGTH.');
    const searches = d.takeSearches();
    expect(searches.map((s) => [s.options, s.limits])).toEqual([
      [[['Period', 'strength']], {}],
      [[['Period', 'strength']], {}],
    ]);
    // Strength does not wait: no thinking line that grows, and a key is typed as usual.
    expect(replay(d).paced).toBeUndefined();
    expect(d.effects.filter((e) => e.kind === 'timer')).toEqual([]);
  });

  test('at PERIOD PACE the thinking line grows a dot a second until the comments are in', () => {
    const d = atFirstGame({ period: 'pace', limits: {} });
    const [z, g] = d.takeSearches();
    expect(statusText(d.state)).toBe('THINKING: ZARKOV, GNU CHESS 1987  0 S (ANY KEY: AT ONCE)');
    for (let i = 0; i < 3; i++) d.act({ type: 'timer', tag: replay(d).paced!.tick });
    expect(statusText(d.state)).toBe('THINKING: ZARKOV, GNU CHESS 1987 ... 3 S (ANY KEY: AT ONCE)');
    d.act({ type: 'searched', tag: z!.tag, result: result('g1f3', 35) });
    d.act({ type: 'timer', tag: replay(d).paced!.tick });
    expect(statusText(d.state)).toBe('THINKING: GNU CHESS 1987 .... 4 S (ANY KEY: AT ONCE)');
    d.act({ type: 'searched', tag: g!.tag, result: result('g1f3', 35) });
    expect(replay(d).paced).toBeUndefined();
    expect(statusText(d.state)).toBe('');
    expect(d.prompt()).toBe('COMMAND? ');
  });

  test('at PERIOD PACE any key ends the wait: the engines are stopped and comment with what they have', () => {
    const d = atFirstGame({ period: 'pace', limits: {} });
    d.takeSearches();
    expect(isBusy(d.state.screen)).toBe(true); // a key interrupts
    d.act({ type: 'type', text: ' ' });
    const stops = d.effects.filter((e) => e.kind === 'stop');
    expect(stops).toEqual([
      { kind: 'stop', slot: 'judge:zarkov', drop: false },
      { kind: 'stop', slot: 'judge:gnu', drop: false },
    ]);
  });
});
