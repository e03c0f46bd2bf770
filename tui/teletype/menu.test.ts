import { expect, test } from 'vitest';
import { PAPER_WIDTH } from '../format/wrap.js';
import { MENU, menuChoice, menuHelp, menuLines } from './menu.js';

test('the help is a two-column list on the paper: choices, then what they do', () => {
  const help = menuHelp();
  expect(help).toEqual([
    'TYPE THE NUMBER OR THE FIRST WORD OF A CHOICE:',
    '  1  REPLAY A GAME       A HISTORICAL GAME, MOVE BY MOVE, THE ENGINES',
    '                         COMMENTING.',
    '  2  PLAY A GAME         YOU AGAINST AN ENGINE.',
    '  3  WATCH ENGINES PLAY  TWO ENGINES PLAY EACH OTHER.',
    '  4  COMPARE A POSITION  THE ENGINES SIDE BY SIDE ON ONE POSITION.',
    '  5  ABOUT THE ENGINES   WHO WROTE THEM, WHEN, ON WHAT, AND HOW.',
    '  6  QUIT                ENDS THE SESSION.',
  ]);
  for (const line of help) expect(line.length).toBeLessThanOrEqual(PAPER_WIDTH);
});

test('the menu lists the six choices by number', () => {
  expect(menuLines()).toEqual([...MENU.map((item, i) => `  ${i + 1}  ${item.label}`), '']);
});

test.each([
  ['1', 'replay'],
  ['replay', 'replay'],
  ['  Watch   engines play ', 'watch'],
  ['6', 'quit'],
  ['7', undefined],
  ['REPLAYS', undefined],
])('%j chooses %s', (text, action) => {
  expect(menuChoice(text)).toBe(action);
});
