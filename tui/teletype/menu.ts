// The main menu: six numbered choices, chosen by number, first word or whole label, any case.

import { twoColumns } from '../format/wrap.js';
import { say } from './screen.js';

export const MENU = [
  {
    action: 'replay',
    label: 'REPLAY A GAME',
    help: 'A HISTORICAL GAME, MOVE BY MOVE, THE ENGINES COMMENTING.',
  },
  { action: 'play', label: 'PLAY A GAME', help: 'YOU AGAINST AN ENGINE.' },
  { action: 'watch', label: 'WATCH ENGINES PLAY', help: 'TWO ENGINES PLAY EACH OTHER.' },
  { action: 'compare', label: 'COMPARE A POSITION', help: 'THE ENGINES SIDE BY SIDE ON ONE POSITION.' },
  { action: 'about', label: 'ABOUT THE ENGINES', help: 'WHO WROTE THEM, WHEN, ON WHAT, AND HOW.' },
  { action: 'quit', label: 'QUIT', help: 'ENDS THE SESSION.' },
] as const;
export type MenuAction = (typeof MENU)[number]['action'];

export const MENU_PROMPT = 'CHOICE? ';

function firstWord(label: string): string {
  return label.split(' ')[0]!;
}

/** The menu's lines (and a blank line after). */
export function menuLines(): string[] {
  return [...say(...MENU.map((item, i) => `  ${i + 1}  ${item.label}`)), ''];
}

/** The menu entry a typed choice names (its number, first word or whole label, any case). */
export function menuChoice(text: string): MenuAction | undefined {
  const word = text.trim().toUpperCase().replace(/\s+/g, ' ');
  const found = MENU.find(
    (item, i) =>
      word === String(i + 1) ||
      word === firstWord(item.label) ||
      word === item.label ||
      word === `${i + 1} ${item.label}`,
  );
  return found?.action;
}

/** The complaint for a choice that names nothing. */
export function menuComplaint(): string[] {
  const numbers = MENU.map((_, i) => String(i + 1));
  const words = MENU.map((item) => firstWord(item.label));
  return say(
    `? TYPE ${numbers.slice(0, -1).join(', ')} OR ${numbers.at(-1)} (OR ${words.join(', ')}), OR HELP.`,
  );
}

/** The menu's help: what to type, then each choice and what it does, as two columns. */
export function menuHelp(): string[] {
  return [
    ...say('TYPE THE NUMBER OR THE FIRST WORD OF A CHOICE:'),
    ...twoColumns(
      MENU.map((item, i) => [`${i + 1}  ${item.label}`, item.help]),
      2,
    ),
  ];
}
