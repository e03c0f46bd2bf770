import { describe, expect, test } from 'vitest';
import { GNU_META } from '../../engines/gnu/engine.js';
import { HIARCS_META } from '../../engines/hiarcs/engine.js';
import { parseStrength, periodWords, type PlayState } from './play.js';
import { statusText } from './session.js';
import { TEST_DATE, testConfig } from './test-support/config.js';
import { Driver, result } from './test-support/driver.js';

function play(d: Driver): PlayState {
  if (d.state.screen.name !== 'play') throw new Error(`on ${d.state.screen.name}`);
  return d.state.screen;
}

/** A game against GNU Chess at depth 2, you with `colour`. */
function game(colour = 'white', settings = {}): Driver {
  const d = new Driver(testConfig(settings));
  d.line('2');
  d.line('gnu');
  d.line(colour);
  d.line('depth 2');
  return d;
}

describe('choosing', () => {
  test.each([
    ['', { movetime: 1000 }],
    ['depth 5', { depth: 5 }],
    ['TIME 2.5', { movetime: 2500 }],
    ['period strength', {}],
  ])('strength %j', (text, limits) => {
    const s = parseStrength(text, GNU_META);
    expect(typeof s === 'string' ? s : s.limits).toEqual(limits);
  });

  test("PERIOD STRENGTH and PERIOD PACE set the engine's Period option; any other strength sets it off", () => {
    expect(parseStrength('period strength', HIARCS_META)).toEqual({
      limits: {},
      words: 'PERIOD STRENGTH: HIARCS 0.5 AS ON A PDP-11/70, 1260 POSITIONS A MOVE',
      options: [['Period', 'strength']],
    });
    expect(parseStrength('PS', GNU_META)).toMatchObject({ options: [['Period', 'strength']] });
    for (const text of ['period', 'P', 'period pace', 'PP', 'period p'])
      expect(parseStrength(text, GNU_META)).toMatchObject({ options: [['Period', 'pace']] });
    expect(parseStrength('depth 3', HIARCS_META)).toMatchObject({ options: [['Period', 'off']] });
    expect(parseStrength('period soon', GNU_META)).toMatch(
      /^TYPE DEPTH N, TIME S, PERIOD STRENGTH OR PERIOD PACE/,
    );
    expect(periodWords('pace', GNU_META)).toBe(
      'PERIOD PACE: GNU CHESS 1987 AS ON A SUN-3, 54000 NODES A MOVE',
    );
  });

  test('bad answers get a reason and the same question', () => {
    const d = new Driver();
    d.line('2');
    expect(d.line('9').join(' ')).toContain('TYPE 1 TO 2');
    d.line('1');
    expect(d.line('green').join(' ')).toContain('TYPE WHITE OR BLACK');
    d.line('b');
    expect(d.line('depth 99').join(' ')).toContain('DEPTH TAKES A WHOLE NUMBER OF PLIES FROM 1 TO 20');
  });

  test('playing Black, the engine moves first; its pieces are named under the board', () => {
    const d = game('black');
    expect(d.paper.join('\n')).toContain('GNU CHESS 1987 PLAYS WHITE: ITS PIECES ARE MARKED W.');
    const [search] = d.takeSearches();
    expect(search).toMatchObject({
      slot: 'play:gnu',
      moves: [],
      limits: { depth: 2 },
      infos: true,
      newGame: true,
    });
    expect(play(d).phase).toBe('thinking');
  });
});

describe('the game', () => {
  test('a move in any notation, the engine thinks aloud and answers', () => {
    const d = game();
    expect(d.line('g1-f3')).toContain('YOU: 1. NF3');
    const [search] = d.takeSearches();
    expect(search!.moves).toEqual(['g1f3']);
    const info = { depth: 1, seldepth: 1, score: { cp: -12 }, nodes: 40, ms: 3, pv: ['d7d5', 'd2d4'] };
    expect(d.act({ type: 'info', tag: search!.tag, info })).toEqual([
      '   DEPTH 1     -0.12        40 POSITIONS  1... D5 2. D4',
    ]);
    expect(d.act({ type: 'searched', tag: search!.tag, result: result('d7d5') })).toEqual([
      'MY MOVE: 1... D5',
    ]);
    expect(d.prompt()).toBe('YOUR MOVE? ');
  });

  test("the engine's notices are printed before its move, one NOTE each (a position its original could not hold)", () => {
    const d = game();
    d.line('e4');
    const [search] = d.takeSearches();
    const notices = [{ kind: 'beyond-original', text: 'gnu holds\nsuch scores \u001b' }] as const;
    expect(d.act({ type: 'searched', tag: search!.tag, result: { ...result('e7e5'), notices } })).toEqual([
      'NOTE: GNU HOLDS SUCH SCORES \\X1B',
      'MY MOVE: 1... E5',
    ]);
  });

  test.each([
    ['E5', '? E5: NO WHITE PAWN CAN REACH E5'],
    ['Ke2', '? KE2: '],
    ['xyz', '? NOT A MOVE: XYZ'],
  ])('%s is refused with a one-line reason', (text, reason) => {
    const d = game();
    const printed = d.line(text);
    expect(printed[1]).toContain(reason);
    expect(play(d).record.moves).toEqual([]);
  });

  test('TAKEBACK, HINT, DRAW, RESIGN and SAVE', () => {
    const d = game();
    d.line('e4');
    const [s1] = d.takeSearches();
    d.act({ type: 'searched', tag: s1!.tag, result: result('e7e5', 40) });
    d.line('takeback');
    expect(play(d).record.moves).toEqual([]);
    d.line('hint');
    const [hint] = d.takeSearches();
    expect(hint!.slot).toBe('judge:gnu');
    expect(d.act({ type: 'searched', tag: hint!.tag, result: result('d2d4') })).toEqual(['TRY D4.']);
    expect(d.line('draw')).toContain('I PLAY ON.');
    d.line('save /tmp/x.pgn');
    const save = d.effects.find((e) => e.kind === 'save');
    expect(save).toMatchObject({ path: '/tmp/x.pgn' });
    expect((save as { text: string }).text).toContain('[White "You"]');
    expect((save as { text: string }).text).toContain(`[Date "${TEST_DATE}"]`);
    const tag = (save as { tag: number }).tag;
    expect(d.act({ type: 'saved', tag, path: '/tmp/x.pgn', appended: false })).toEqual([
      "SAVED TO '/tmp/x.pgn'.",
    ]);
    d.line('save adir');
    const again = d.effects.filter((e) => e.kind === 'save')[1] as { tag: number; path: string };
    expect(again.path).toBe('adir');
    expect(d.act({ type: 'failed', tag: again.tag, error: 'adir: is a folder' })).toEqual([
      '? NOT SAVED: ADIR: IS A FOLDER',
    ]);
    d.line('save');
    const third = d.effects.filter((e) => e.kind === 'save')[2] as { tag: number; path: string };
    expect(third.path).toBe('ttychess-game.pgn');
    expect(d.act({ type: 'saved', tag: third.tag, path: third.path, appended: true })).toEqual([
      "SAVED TO 'ttychess-game.pgn' (APPENDED).",
    ]);
    expect(d.line('resign')).toContain('YOU RESIGN. I WIN. 0-1');
    expect(d.prompt()).toBe('COMMAND? ');
  });

  test('mate ends the game, with the bell when asked for', () => {
    const d = game('white', { bell: true });
    for (const [mine, theirs] of [
      ['f3', 'e7e5'],
      ['g4', 'd8h4'],
    ] as const) {
      d.line(mine);
      const [s] = d.takeSearches();
      d.act({ type: 'searched', tag: s!.tag, result: result(theirs) });
    }
    expect(d.paper.join('\n')).toContain('CHECKMATE. I WIN. 0-1');
    expect(d.effects.some((e) => e.kind === 'bell')).toBe(true);
  });

  test('a key while it thinks makes it move now (its search is stopped, not dropped)', () => {
    const d = game();
    d.line('e4');
    d.act({ type: 'type', text: ' ' });
    expect(d.effects.at(-1)).toEqual({ kind: 'stop', slot: 'play:gnu', drop: false });
  });

  test('the key that makes it move now is used up; a move typed after it is played after its move (issue 14, item 6; issue 25, item 10)', () => {
    const d = game();
    d.line('e4');
    const [search] = d.takeSearches();
    d.act({ type: 'type', text: 'x' });
    expect(d.effects.at(-1)).toEqual({ kind: 'stop', slot: 'play:gnu', drop: false });
    d.effects = [];
    d.act({ type: 'type', text: 'n' });
    d.act({ type: 'type', text: 'f3' });
    // Keys after the one that stopped it are type-ahead: they stop nothing more.
    expect(d.effects).toEqual([]);
    d.act({ type: 'erase' });
    d.act({ type: 'type', text: '3\rBOARD' });
    d.act({ type: 'enter' });
    d.act({ type: 'searched', tag: search!.tag, result: result('e7e5') });
    // The engine's move, then NF3 typed at YOUR MOVE? as if typed there; BOARD waits its turn.
    expect(d.paper).toContain('MY MOVE: 1... E5');
    expect(d.paper).toContain('YOUR MOVE? nf3');
    expect(d.paper).not.toContain('YOUR MOVE? BOARD');
    const [next] = d.takeSearches();
    expect(next!.moves).toEqual(['e2e4', 'e7e5', 'g1f3']);
    d.act({ type: 'searched', tag: next!.tag, result: result('b8c6') });
    expect(d.paper).toContain('YOUR MOVE? BOARD');
  });

  test('in long notation the thinking lines are long too', () => {
    const d = game('white', { notation: 'long' });
    expect(d.line('e4')).toContain('YOU: 1. E2-E4');
    const [search] = d.takeSearches();
    const info = { depth: 1, seldepth: 1, score: { cp: -12 }, nodes: 40, ms: 3, pv: ['e7e5', 'g1f3'] };
    expect(d.act({ type: 'info', tag: search!.tag, info })).toEqual([
      '   DEPTH 1     -0.12        40 POSITIONS  1... E7-E5 2. G1-F3',
    ]);
    expect(d.act({ type: 'searched', tag: search!.tag, result: result('e7e5') })).toEqual([
      'MY MOVE: 1... E7-E5',
    ]);
  });
});

describe('HINT', () => {
  /** A game with a hint under way: the driver, what HINT printed, its search. */
  function hinting() {
    const d = game();
    const printed = d.line('hint');
    const [hint] = d.takeSearches();
    return { d, printed, hint: hint! };
  }

  test('the paper says a key stops it, and a key does: the hint search is stopped, not dropped', () => {
    const { d, printed, hint } = hinting();
    expect(printed.join(' ')).toContain('ANY KEY');
    expect(hint.slot).toBe('judge:gnu');
    d.act({ type: 'type', text: 'e' });
    expect(d.effects.at(-1)).toEqual({ kind: 'stop', slot: 'judge:gnu', drop: false });
    expect(d.state.draft).toBe('');
    expect(d.act({ type: 'searched', tag: hint.tag, result: result('e2e4', 30, 3) })).toEqual(['TRY E4.']);
    expect(d.prompt()).toBe('YOUR MOVE? ');
    expect(statusText(d.state)).toBe('');
  });

  test('stopped before its first iteration ended, it says it has no hint yet', () => {
    const { d, hint } = hinting();
    d.act({ type: 'enter' });
    expect(d.effects.at(-1)).toEqual({ kind: 'stop', slot: 'judge:gnu', drop: false });
    expect(d.act({ type: 'searched', tag: hint.tag, result: result('a2a3', 0, 0) })).toEqual([
      'I HAVE NO HINT YET.',
    ]);
    expect(d.prompt()).toBe('YOUR MOVE? ');
  });
});

describe('DRAW', () => {
  /** Plays your moves, the engine answering each with its move and score. */
  function moves(d: Driver, pairs: readonly (readonly [string, string, number])[]): void {
    for (const [mine, theirs, cp] of pairs) {
      d.line(mine);
      const [s] = d.takeSearches();
      d.act({ type: 'searched', tag: s!.tag, result: result(theirs, cp) });
    }
  }

  test('the engine takes a draw when its score for the position says it stands worse', () => {
    const d = game();
    moves(d, [['e4', 'e7e5', -40]]);
    expect(d.line('draw')).toContain('DRAW AGREED. A DRAW. 1/2-1/2');
  });

  test('after TAKEBACK it judges the position on the board, not the score of the move taken back', () => {
    const d = game();
    moves(d, [
      ['e4', 'e7e5', 21],
      ['d4', 'd8h4', -793],
    ]);
    d.line('takeback');
    expect(play(d).record.moves).toEqual(['e2e4', 'e7e5']);
    expect(d.line('draw')).toContain('I PLAY ON.');
    expect(play(d).phase).toBe('move');
    // Back at the start it has judged nothing: it plays on.
    d.line('takeback');
    expect(d.line('draw')).toContain('I PLAY ON.');
  });

  test('after TAKEBACK to a position it stood worse in, it still takes the draw', () => {
    const d = game();
    moves(d, [
      ['e4', 'e7e5', -30],
      ['d4', 'd8h4', 50],
    ]);
    d.line('takeback');
    expect(d.line('draw')).toContain('DRAW AGREED. A DRAW. 1/2-1/2');
  });

  test('a book move is no judgement: the engine plays on', () => {
    const d = game();
    d.line('e4');
    const [s] = d.takeSearches();
    d.act({ type: 'searched', tag: s!.tag, result: { ...result('e7e5', -90), source: 'book' } });
    expect(d.line('draw')).toContain('I PLAY ON.');
  });
});

test('at PERIOD PACE the status line grows a dot a second while the engine thinks', () => {
  const d = new Driver({ ...testConfig(), engines: [GNU_META] });
  d.line('2');
  d.line('gnu');
  d.line('black');
  d.line('period pace');
  const [s] = d.takeSearches();
  expect(s!.options).toEqual([['Period', 'pace']]);
  for (let i = 0; i < 3; i++) d.act({ type: 'timer', tag: d.last('timer')!.tag });
  expect(statusText(d.state)).toBe('GNU CHESS 1987 IS THINKING ... 3 S. ANY KEY: MOVE NOW.');
  d.act({ type: 'searched', tag: s!.tag, result: result('e2e4', 30) });
  expect(play(d).paced).toBeUndefined();
});

describe('the board and the STRENGTH? table (issue 25, item 12)', () => {
  test("playing Black, the board is printed from Black's side; playing White, from White's", () => {
    const black = game('black');
    black.line('board');
    expect(black.paper).toContain('     1  WR WN WB WK WQ WB WN WR  1');
    expect(black.paper.indexOf('     1  WR WN WB WK WQ WB WN WR  1')).toBeLessThan(
      black.paper.indexOf('     8  BR BN BB BK BQ BB BN BR  8'),
    );
    const white = game('white');
    white.line('board');
    expect(white.paper).toContain('     8  BR BN BB BQ BK BB BN BR  8');
  });

  test('STRENGTH? lists its answers in two aligned columns, wrapped lines under the text', () => {
    const d = new Driver();
    d.line('2');
    d.line('gnu');
    const table = d.line('white').slice(1);
    const rows = table.filter((l) => /^(DEPTH|TIME|PERIOD)/.test(l));
    expect(rows.map((l) => l.slice(0, 17))).toEqual([
      'DEPTH N          ',
      'TIME S           ',
      'PERIOD STRENGTH  ',
      'PERIOD PACE      ',
    ]);
    // Every line of the table is within the paper; a wrapped line starts under the text column.
    for (const line of table) expect(line.length).toBeLessThanOrEqual(72);
    const wrapped = table.filter((l) => l.startsWith(' '));
    expect(wrapped.length).toBeGreaterThan(0);
    for (const line of wrapped) expect(line).toMatch(/^ {17}\S/);
  });
});
