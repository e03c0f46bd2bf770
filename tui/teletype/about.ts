// The ABOUT screen: a page per engine, its metadata (author, year, machine, search) and then its
// ABOUT text, a few paragraphs written for the person at the teletype: who wrote the program,
// when and on what machine, how it plays, what this rebuild follows and where it differs. The
// text is here, built in (ABOUT_TEXT), so an installed copy prints the same pages as a checkout;
// the pages in docs/engines/ are the developers' (sources, code, fidelity ledgers) and are never
// printed. The session is given the text in its config (tests give their own).

import type { EngineId, EngineMeta } from '../../engines/engine.js';
import {
  complain,
  engineMenu,
  pickEngine,
  say,
  stay,
  type Ctx,
  type ScreenModule,
  type ScreenStep,
} from './screen.js';

export interface AboutState {
  readonly name: 'about';
}

const ABOUT_PROMPT = 'ENGINE? ';

/**
 * Each engine's ABOUT text, one string a paragraph, plain prose in any case (the page prints it
 * in capitals, word-wrapped): no file names, nothing that points elsewhere.
 */
export const ABOUT_TEXT: Readonly<Record<EngineId, readonly string[]>> = {
  hiarcs: [
    "Mark Uniacke wrote HIARCS 0.5 as his 'A' level school project, from September 1982 to " +
      '24 March 1983, in interpreted BASIC+ on the PDP-11/70 of Hatfield Polytechnic, which he ' +
      'reached over a teletype like this one. The commercial HIARCS programs came more than ten ' +
      'years later.',
    'Interpreted BASIC managed about 7 positions a second, so HIARCS looked at few: about 350 ' +
      "a move, some 50 seconds' work. Inspired by Larry Harris's heuristic search, it scores " +
      'every move, then looks further only at two quiet moves and a few tactical ones (checks, ' +
      'captures, forks, promotions); deeper down it sees only captures, forks, promotions, ' +
      'checks and answers to check, and at the fourth ply it works out the threatened captures ' +
      'as exchanges. It likes knights in the centre and near the enemy king, rooks on open ' +
      'files, and trading pieces when it is ahead.',
    "This rebuild follows the author's own account of the program, sentence by sentence. The " +
      "BASIC listing and HIARCS's own games of 1983 could not be found, so what the account " +
      "leaves open (most of the bonuses, what counts as a fork) is the rebuild's choice. It " +
      'looks at about as many positions a move as the original, in a small fraction of a ' +
      'second; PERIOD PACE, at the strength prompt of PLAY A GAME, makes it take as long as the ' +
      'PDP-11/70 did.',
  ],
  zarkov: [
    'John Stanback began Zarkov in 1988, after GNU Chess 2.0, on an 8 MHz 286 PC. Zarkov 2.0 ' +
      'played the 1989 World Computer Chess Championship on an HP 9000/835, at about 2,500 ' +
      'positions a second; 2.5 (1990) added a selective search, 2.6 a book of positions, a ' +
      'learn table and playing styles. It came second at the ACM championship of 1994, behind ' +
      'Deep Thought II. Its games from 1990 to 2001 are on file under REPLAY A GAME.',
    'It searches every move, a ply deeper each time round, then follows the captures until ' +
      'none are left. Moves that look poor are cut short by null moves and shallower searches, ' +
      'unless something is threatened, and forced lines (checks, single replies, recaptures) ' +
      'are searched deeper. About 100 positional terms (development, mobility, pawn structure, ' +
      'king safety and attack, passed pawns) are worked out afresh in each position it judges, ' +
      'weighted by the material left. Its opening book holds positions, not lines of moves, so ' +
      'it finds its book whatever the move order.',
    'This rebuild follows Stanback\'s article "How Zarkov Plays Chess" and notes on the ' +
      "program's history; none of its code was read. What plays is the 2.x program the article " +
      'describes. The piece values and the methods are his; the weights of the terms, how far ' +
      "the null move reaches and when a line is searched deeper are the rebuild's choices. Its " +
      'built-in book comes from the games on file and common opening lines, not from thousands ' +
      'of master games, so it is small; the learn table is off unless its Learn option is set.',
  ],
  gnu: [
    "GNU Chess, the Free Software Foundation's chess program, as John Stanback had it in " +
      'December 1987: written in C for the Unix machines of the day, a VAX-11/780 or a Sun-3, ' +
      'where it examined perhaps a few hundred positions a second. It played the ACM ' +
      'championship of 1987; that game is on file under REPLAY A GAME.',
    'It searches every move with alpha-beta, a ply deeper each time round, then follows the ' +
      'captures to the end; checks, pawns reaching the seventh rank and positions with more ' +
      'than one piece en prise are searched a ply deeper. Its evaluation is mostly tables made once a move and ' +
      'adjusted to the stage of the game (pawn structure, passed pawns, knights and bishops on ' +
      'strong squares, rooks on open files, king safety), and a quick estimate stands in for the ' +
      'full evaluation in most positions. Its opening book is a list of lines; it picks at ' +
      'random among those that follow the game.',
    "This rebuild follows the program's HEURISTICS file of 16 December 1987 and the tables " +
      'and values of the December 1987 program; none of its code was read. Where the file and ' +
      'the values differ (a few pawn and king-safety terms), the values are followed: they are ' +
      'what the program did. One difference of method: the 1987 program also tried illegal ' +
      'moves and scored the capture of a king, where this one tries legal moves only, which ' +
      'gives the same scores.',
  ],
};

/** One engine's page. */
export function aboutPage(meta: EngineMeta, paragraphs: readonly string[]): string[] {
  return [
    '',
    ...say(
      // The id (what --engines takes) in brackets only when it is not the name itself.
      meta.name.toUpperCase() === meta.id.toUpperCase() ? meta.name : `${meta.name} (${meta.id})`,
      `WRITTEN BY ${meta.author}, ${meta.year}.`,
      `MACHINE: ${meta.machine}.`,
      `SEARCH: ${meta.searchStyle}; BOARD: ${meta.layout}.`,
    ),
    ...paragraphs.flatMap((p) => ['', ...say(p)]),
    '',
  ];
}

function enterAbout(ctx: Ctx): ScreenStep<AboutState> {
  return {
    state: { name: 'about' },
    print: [
      '',
      ...engineMenu(ctx.config),
      '',
      ...say("TYPE AN ENGINE'S NUMBER OR NAME, ALL FOR EVERY PAGE, OR A BLANK LINE FOR THE MENU."),
    ],
  };
}

function answerAbout(ctx: Ctx, state: AboutState, line: string): ScreenStep<AboutState> {
  const word = line.trim().toUpperCase();
  if (word === '') return { state: 'menu', print: [] };
  const metas = word === 'ALL' ? ctx.config.engines : [pickEngine(ctx.config, word)];
  if (metas.some((m) => m === undefined))
    return complain(state, `TYPE 1 TO ${ctx.config.engines.length}, AN ENGINE'S NAME, OR ALL.`);
  return { state, print: metas.flatMap((m) => aboutPage(m!, ctx.config.about[m!.id] ?? [])) };
}

function aboutHelp(): string[] {
  return say("TYPE AN ENGINE'S NUMBER OR NAME FOR ITS PAGE, ALL FOR EVERY PAGE, A BLANK LINE FOR THE MENU.");
}

/** The ABOUT screen, for the session's table: it never works in the background. */
export const aboutScreen: ScreenModule<AboutState> = {
  enter: enterAbout,
  answer: answerAbout,
  reply: (_ctx, state) => stay(state),
  interrupt: (_ctx, state) => stay(state),
  busy: () => false,
  prompt: () => ABOUT_PROMPT,
  help: aboutHelp,
  status: () => '',
};
