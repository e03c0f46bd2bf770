// PGN in and out.
//
// parsePgn reads the import format as files in the wild write it: any number of games; tag
// pairs with \" and \\ escapes; {brace} and ;rest-of-line comments anywhere, before the tags
// too; % escape lines; (variations), nested, skipped whole; NAGs ($1) and !? glyphs; move
// numbers as '1.', '1...' or glued to the move ('12.e4'); the results 1-0 0-1 1/2-1/2 *.
// A game ends at its result, or where the next game's tags begin, or at the end of the text.
// A game whose movetext has no result of its own (it runs into the next game's tags or the end
// of the text), or whose last move number has no move after it ('27.'), reads as cut off: its
// `cutOff` says so in one line naming the game and the line, so a replay can warn instead of
// announcing a result the moves never reached (the Result tag is kept, as written).
//
// The main line's {comments} are kept with the number of moves before them (comments inside
// variations are not). Reading is syntax only: the moves stay SAN text as written. replayPgnGame plays them on a
// board, so move errors name the game, the move number and the side:
//   PGN game 3, move 12 (Black) at line 40: 'Nf9' is not a square
//   PGN game 2: unterminated comment starting at line 40
//
// makePgn writes the export format (tags, comments and notes made visible: core/visible.ts): the seven-tag roster, SetUp/FEN when the game does not
// start from the initial position, the other tags, then movetext ('1. e4 e5') in lines of at
// most 79 characters ending with the result, and a blank line. A game with notes gets a comment
// after a move and other moves as variations, as annotators write them:
//   1. e4 {[%eval 0.26] GNU Chess 1987 +0.26} (1. d4 {GNU Chess 1987 would play this}) 1... c5

import type { Board } from './board.js';
import { boardFromFen, parseFen, START_FEN } from './fen.js';
import type { Layout } from './layout.js';
import type { Move } from './move.js';
import { sideWord } from './move-error.js';
import { err, ok, type Result } from './result.js';
import { makeSan, parseSan } from './san.js';
import { visible } from './visible.js';

export const PGN_RESULTS = ['1-0', '0-1', '1/2-1/2', '*'] as const;
export type PgnResult = (typeof PGN_RESULTS)[number];

/** A tag pair: [name, value], value unescaped. */
export type PgnTag = readonly [name: string, value: string];

/** The tags every exported game carries first, in this order. */
export const SEVEN_TAG_ROSTER = ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result'] as const;

/** What makePgn needs: a game as data. */
export interface PgnGameLike {
  /** Tags in file order. */
  readonly tags: readonly PgnTag[];
  /** SAN moves from the starting position. */
  readonly moves: readonly string[];
  readonly result: PgnResult;
  /** The starting position; when left out, the FEN tag or the initial position. */
  readonly startFen?: string;
  /** Comment lines before the tags (such as where the game score came from). */
  readonly preamble?: readonly string[];
  /** Notes on the moves: notes[i] follows move i (0-based), written in the movetext. */
  readonly notes?: readonly (PgnMoveNote | undefined)[];
}

/** What an annotator says after a move: a comment, and moves it would have played instead. */
export interface PgnMoveNote {
  readonly comment?: string;
  /** Each a line of SAN moves from the position before the move, with its own comment. */
  readonly variations?: readonly { readonly moves: readonly string[]; readonly comment?: string }[];
}

/** A {comment} of the main line and where it stood: after `ply` moves (0: before the first). */
export interface PgnComment {
  readonly ply: number;
  readonly text: string;
}

/** A game as parsePgn reads it. */
export interface PgnGame extends PgnGameLike {
  /** 1-based position of the game in its file. */
  readonly number: number;
  /** Line on which the game's first tag or move stands. */
  readonly line: number;
  /** The line of each move, for messages (left out by games made in code). */
  readonly moveLines?: readonly number[];
  /** The FEN tag, or the initial position. */
  readonly startFen: string;
  readonly preamble: readonly string[];
  /** The main line's comments after its first tag or move, in order. */
  readonly comments: readonly PgnComment[];
  /**
   * Why the movetext looks cut off, in one line naming the game and the line (no result of its
   * own, or a move number with no move after it); undefined for a whole game.
   */
  readonly cutOff?: string;
  /**
   * A cut-off game whose last move runs to the very end of the text: the cut may have fallen
   * inside it ('c' of 'c4'), and replayPgnGame leaves it out when it cannot be played.
   */
  readonly endsInMove?: true;
}

export type PgnErrorCode = 'comment' | 'variation' | 'tag' | 'token' | 'setup' | 'fen' | 'move';

export interface PgnError {
  readonly code: PgnErrorCode;
  /** 1-based game number within the file. */
  readonly game: number;
  /** One line naming the game and, where it helps, the line or the move. */
  readonly message: string;
}

/** A game's moves played on a board of the chosen layout. */
export interface PgnReplay {
  /** The final position. */
  readonly board: Board;
  readonly moves: Move[];
  /** The moves in standard SAN (as makeSan writes them, whatever the file had). */
  readonly sans: string[];
  /**
   * When the text ends inside the last move (PgnGame.endsInMove and the move cannot be played):
   * one line naming the game, the move and the line; the moves before it are replayed.
   */
  readonly cutInMove?: string;
}

/** Reading position in the text; owned by one parsePgn call. */
interface Cursor {
  readonly text: string;
  pos: number;
  /** lineAt's memo: `line` is the line number at offset `lineFrom`. */
  lineFrom: number;
  line: number;
}

/** A game being read. */
interface Draft {
  readonly number: number;
  line: number;
  readonly preamble: string[];
  readonly tags: [string, string][];
  readonly moves: string[];
  readonly moveLines: number[];
  readonly comments: PgnComment[];
  /** The last move number read with no move after it yet ('27.'), and its line. */
  dangling: { readonly token: string; readonly line: number } | undefined;
  /** The line of the last movetext token read (0: none yet). */
  lastLine: number;
  /** Whether the last move read ran to the very end of the text. */
  endsInMove: boolean;
}

/** Characters that end a move token (besides white space): they start something else. */
const DELIMITERS = '{}()[];$"*';
const MOVE_NUMBER = /^(\d+)(\.*)(.*)$/;
/** The "e.p." some files write after an en-passant capture, apart or glued on: not part of SAN. */
const EN_PASSANT_NOTE = /^e\.p\.?$/;
const EN_PASSANT_SUFFIX = /e\.p\.?$/;
/** Evaluation symbols some files write as text instead of NAGs; skipped like them. */
const EVALUATION_GLYPHS = new Set(['+-', '-+', '+=', '=+', '+/-', '-/+', '+/=', '=/+', '=', '±', '∓', '∞']);

/** Reads every game in a PGN text (an empty text has none). */
export function parsePgn(text: string): Result<PgnGame[], PgnError> {
  const c: Cursor = { text, pos: 0, lineFrom: 0, line: 1 };
  const games: PgnGame[] = [];
  let draft = newDraft(1);
  const finish = (result: PgnResult | undefined): PgnError | undefined => {
    const game = finishGame(draft, result);
    if (!game.ok) return game.error;
    games.push(game.value);
    draft = newDraft(games.length + 1);
    return undefined;
  };
  for (;;) {
    skipSpace(c);
    if (c.pos >= text.length) break;
    const ch = text[c.pos]!;
    const started = hasStarted(draft);
    if (ch === '%' && (c.pos === 0 || text[c.pos - 1] === '\n')) {
      readLine(c);
    } else if (ch === ';') {
      const note = readLine(c).slice(1).trim();
      if (!started) draft.preamble.push(note);
    } else if (ch === '{') {
      const note = readBraceComment(c, draft.number);
      if (!note.ok) return note;
      if (!started) draft.preamble.push(note.value);
      else draft.comments.push({ ply: draft.moves.length, text: note.value });
    } else if (ch === '[') {
      if (draft.moves.length > 0) {
        const e = finish(undefined);
        if (e) return err(e);
      }
      if (!hasStarted(draft)) draft.line = lineAt(c, c.pos);
      const tag = readTag(c, draft.number);
      if (!tag.ok) return tag;
      draft.tags.push(tag.value);
    } else if (ch === '(') {
      const skipped = skipVariation(c, draft.number);
      if (skipped) return err(skipped);
    } else if (ch === '$') {
      const nag = /^\$\d+/.exec(text.slice(c.pos, c.pos + 12));
      if (!nag) return err(lineError('token', draft.number, `'$' without a number`, lineAt(c, c.pos)));
      c.pos += nag[0].length;
    } else if (ch === '*') {
      draft.lastLine = lineAt(c, c.pos);
      c.pos++;
      const e = finish('*');
      if (e) return err(e);
    } else if (DELIMITERS.includes(ch)) {
      const detail = ch === ')' ? `')' closes no variation` : `unexpected '${ch}'`;
      return err(lineError('token', draft.number, detail, lineAt(c, c.pos)));
    } else {
      const line = lineAt(c, c.pos);
      if (!started) draft.line = line;
      const before = draft.moves.length;
      const token = readToken(c);
      const result = readMoveToken(token, draft.moves);
      draft.lastLine = line;
      if (draft.moves.length > before) {
        draft.moveLines.push(line);
        draft.dangling = undefined;
        draft.endsInMove = c.pos >= text.length;
      } else if (MOVE_NUMBER.test(token) && !result) draft.dangling = { token, line };
      if (result) {
        const e = finish(result);
        if (e) return err(e);
      }
    }
  }
  if (hasStarted(draft)) {
    const e = finish(undefined);
    if (e) return err(e);
  }
  return ok(games);
}

/** Has the game begun (comments before its first tag or move do not count)? */
function hasStarted(d: Draft): boolean {
  return d.tags.length > 0 || d.moves.length > 0;
}

/** An empty game numbered `number`. */
function newDraft(number: number): Draft {
  return {
    number,
    line: 0,
    preamble: [],
    tags: [],
    moves: [],
    moveLines: [],
    comments: [],
    dangling: undefined,
    lastLine: 0,
    endsInMove: false,
  };
}

/** The game read so far, ended by `result` (or by its Result tag when the movetext had none). */
function finishGame(d: Draft, result: PgnResult | undefined): Result<PgnGame, PgnError> {
  const tag = (name: string) => d.tags.find(([n]) => n === name)?.[1];
  const fen = tag('FEN');
  if (tag('SetUp') === '1' && fen === undefined) {
    return err({
      code: 'setup',
      game: d.number,
      message: `PGN game ${d.number}: SetUp "1" without a FEN tag`,
    });
  }
  const written = tag('Result');
  const fromTag = PGN_RESULTS.find((r) => r === written) ?? '*';
  const cutOff = cutOffNote(d, result);
  return ok({
    number: d.number,
    line: d.line,
    preamble: d.preamble,
    tags: d.tags,
    moves: d.moves,
    moveLines: d.moveLines,
    comments: d.comments,
    result: result ?? fromTag,
    startFen: fen ?? START_FEN,
    ...(cutOff === undefined ? {} : { cutOff }),
    ...(cutOff !== undefined && d.endsInMove ? { endsInMove: true as const } : {}),
  });
}

/** Why a game's movetext looks cut off (see PgnGame.cutOff), or undefined when it does not. */
function cutOffNote(d: Draft, result: PgnResult | undefined): string | undefined {
  const game = `PGN game ${d.number}`;
  if (d.dangling !== undefined)
    return `${game}: move number '${d.dangling.token}' at line ${d.dangling.line} has no move after it; the game is cut off`;
  if (result !== undefined) return undefined;
  if (d.lastLine === 0)
    return `${game}: its tags (from line ${d.line}) are followed by no moves and no result; the game is cut off`;
  return `${game}: the moves stop at line ${d.lastLine} with no result (1-0, 0-1, 1/2-1/2 or *); the game is cut off`;
}

/**
 * Files one movetext token: a result ends the game (returned); move numbers and glyphs are
 * skipped; anything else is a move, kept without its !? glyphs.
 */
function readMoveToken(token: string, moves: string[]): PgnResult | undefined {
  const result = token === '½-½' ? '1/2-1/2' : PGN_RESULTS.find((r) => r === token);
  if (result) return result;
  const numbered = MOVE_NUMBER.exec(token);
  if (numbered && (numbered[2] !== '' || numbered[3] === '')) {
    return numbered[3] ? readMoveToken(numbered[3], moves) : undefined;
  }
  if (/^[!?.]+$/.test(token) || EVALUATION_GLYPHS.has(token) || EN_PASSANT_NOTE.test(token)) return undefined;
  moves.push(token.replace(EN_PASSANT_SUFFIX, '').replace(/[!?]+$/, ''));
  return undefined;
}

/** The 1-based line number of offset `pos`; counts on from the last answer, so one pass is O(n). */
function lineAt(c: Cursor, pos: number): number {
  if (pos < c.lineFrom) {
    c.lineFrom = 0;
    c.line = 1;
  }
  for (let i = c.text.indexOf('\n', c.lineFrom); i !== -1 && i < pos; i = c.text.indexOf('\n', i + 1))
    c.line++;
  c.lineFrom = pos;
  return c.line;
}

/** A PgnError for game `game` at a line. */
function lineError(code: PgnErrorCode, game: number, detail: string, line: number): PgnError {
  return { code, game, message: `PGN game ${game}: ${detail} at line ${line}` };
}

function skipSpace(c: Cursor): void {
  while (c.pos < c.text.length && /\s/.test(c.text[c.pos]!)) c.pos++;
}

/** Reads to the end of the line (the newline is left); returns what was read. */
function readLine(c: Cursor): string {
  const end = c.text.indexOf('\n', c.pos);
  const stop = end === -1 ? c.text.length : end;
  const line = c.text.slice(c.pos, stop);
  c.pos = stop;
  return line.replace(/\r$/, '');
}

/** Reads a run of characters up to white space or a delimiter. */
function readToken(c: Cursor): string {
  const start = c.pos;
  while (c.pos < c.text.length && !/\s/.test(c.text[c.pos]!) && !DELIMITERS.includes(c.text[c.pos]!)) c.pos++;
  return c.text.slice(start, c.pos);
}

/** Reads a {comment} (they do not nest); returns its text with white space collapsed. */
function readBraceComment(c: Cursor, game: number): Result<string, PgnError> {
  const end = c.text.indexOf('}', c.pos);
  if (end === -1) return err(lineError('comment', game, 'unterminated comment starting', lineAt(c, c.pos)));
  const note = c.text
    .slice(c.pos + 1, end)
    .replace(/\s+/g, ' ')
    .trim();
  c.pos = end + 1;
  return ok(note);
}

/** Skips a (variation) with everything inside it: nested variations, comments, results. */
function skipVariation(c: Cursor, game: number): PgnError | undefined {
  const start = c.pos;
  let depth = 0;
  while (c.pos < c.text.length) {
    const ch = c.text[c.pos]!;
    if (ch === '{') {
      const note = readBraceComment(c, game);
      if (!note.ok) return note.error;
      continue;
    }
    if (ch === ';') readLine(c);
    else if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) {
      c.pos++;
      return undefined;
    }
    c.pos++;
  }
  return lineError('variation', game, 'unterminated variation starting', lineAt(c, start));
}

const TAG_PAIR = /^\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\\n]|\\.)*)"\s*\]/;

/** Reads a [Name "value"] tag pair. */
function readTag(c: Cursor, game: number): Result<[string, string], PgnError> {
  const end = c.text.indexOf('\n', c.pos);
  const pair = TAG_PAIR.exec(c.text.slice(c.pos, end === -1 ? undefined : end));
  if (!pair) {
    return err(lineError('tag', game, `malformed tag pair (expected [Name "value"])`, lineAt(c, c.pos)));
  }
  c.pos += pair[0].length;
  return ok([pair[1]!, pair[2]!.replace(/\\(.)/g, '$1')]);
}

/**
 * Plays a game's moves from its starting position on a board of `layout`. When the text ends
 * inside the last move (a file cut short: '39. c' of '39. c4'), that move is left out and
 * `cutInMove` says so, as a cut between moves is only noted (PgnGame.cutOff).
 */
export function replayPgnGame(game: PgnGame, layout: Layout): Result<PgnReplay, PgnError> {
  const start = boardFromFen(game.startFen, layout);
  if (!start.ok) {
    const message = `PGN game ${game.number}: FEN tag: ${start.error.message}`;
    return err({ code: 'fen', game: game.number, message });
  }
  const board = start.value;
  const moves: Move[] = [];
  const sans: string[] = [];
  for (const [i, text] of game.moves.entries()) {
    const move = parseSan(board, text);
    if (!move.ok) {
      const line = game.moveLines?.[i];
      const at = line !== undefined ? ` at line ${line}` : '';
      const where = `PGN game ${game.number}, move ${board.fullmove} (${sideWord(board.side)})${at}`;
      if (game.endsInMove === true && i === game.moves.length - 1) {
        const cutInMove = `${where}: the text ends inside the move ('${text}'); the game is cut off before it`;
        return ok({ board, moves, sans, cutInMove });
      }
      return err({ code: 'move', game: game.number, message: `${where}: '${text}' is ${move.error.detail}` });
    }
    sans.push(makeSan(board, move.value));
    moves.push(move.value);
    board.make(move.value);
  }
  return ok({ board, moves, sans });
}

const MAX_LINE = 79;

/** The export-format text of one game, ending with a blank line. */
export function makePgn(game: PgnGameLike): string {
  const tagFen = game.tags.find(([name]) => name === 'FEN')?.[1];
  const fen = game.startFen ?? tagFen ?? START_FEN;
  // Tags, comments and notes may come from a file or an engine: their control characters are
  // written visible (core/visible.ts), never as the bytes a terminal would act on.
  const preamble = (game.preamble ?? [])
    .flatMap((note) => note.split('\n'))
    .map((note) => `; ${visible(note)}`);
  const tags = exportTags(game, fen).map(([name, value]) => `[${name} "${escapeTag(visible(value))}"]`);
  const movetext = wrap(movetextUnits(game.moves, fen, game.result, game.notes ?? []), MAX_LINE);
  return [...preamble, ...tags, '', ...movetext, '', ''].join('\n');
}

/** The tags in export order: the roster (with defaults), SetUp and FEN if needed, the rest. */
function exportTags(game: PgnGameLike, fen: string): PgnTag[] {
  const value = (name: string) => game.tags.find(([n]) => n === name)?.[1];
  const roster: PgnTag[] = SEVEN_TAG_ROSTER.map((name) => {
    if (name === 'Result') return [name, game.result];
    return [name, value(name) ?? (name === 'Date' ? '????.??.??' : '?')];
  });
  const setup: PgnTag[] =
    fen === START_FEN
      ? []
      : [
          ['SetUp', '1'],
          ['FEN', fen],
        ];
  const skip = new Set<string>([...SEVEN_TAG_ROSTER, 'SetUp', 'FEN']);
  return [...roster, ...setup, ...game.tags.filter(([name]) => !skip.has(name))];
}

function escapeTag(value: string): string {
  return value.replace(/[\\"]/g, '\\$&');
}

/**
 * Movetext pieces that wrapping keeps whole: '1. e4', 'e5', '7... Nf6', a comment's words (a
 * `[%command ...]` whole), variation brackets, the result. A Black move after a comment or a
 * variation is numbered again ('7... Nf6').
 */
function movetextUnits(
  moves: readonly string[],
  fen: string,
  result: PgnResult,
  notes: readonly (PgnMoveNote | undefined)[],
): string[] {
  const setup = parseFen(fen);
  let number = setup.ok ? setup.value.fullmove : 1;
  let white = setup.ok ? setup.value.turn === 1 : true;
  const units: string[] = [];
  let renumber = true;
  moves.forEach((san, i) => {
    units.push(white ? `${number}. ${san}` : renumber ? `${number}... ${san}` : san);
    const note = notes[i];
    if (note?.comment !== undefined) units.push(...commentUnits(note.comment));
    for (const v of note?.variations ?? []) units.push(...variationUnits(v, number, white));
    renumber = note !== undefined && (note.comment !== undefined || (note.variations?.length ?? 0) > 0);
    if (!white) number++;
    white = !white;
  });
  return [...units, result];
}

/** A variation in place of a move numbered `number` (`white` to play it): '(12... Nf6 Nc3 {...})'. */
function variationUnits(
  v: NonNullable<PgnMoveNote['variations']>[number],
  number: number,
  white: boolean,
): string[] {
  const units: string[] = [];
  let n = number;
  let w = white;
  v.moves.forEach((san, j) => {
    units.push(w ? `${n}. ${san}` : j === 0 ? `${n}... ${san}` : san);
    if (!w) n++;
    w = !w;
  });
  if (v.comment !== undefined) units.push(...commentUnits(v.comment));
  if (units.length === 0) return [];
  units[0] = `(${units[0]!}`;
  units[units.length - 1] += ')';
  return units;
}

/** A {comment} as units: its words, `[%eval 0.26]` kept whole, braces on the first and last. */
function commentUnits(comment: string): string[] {
  const words =
    visible(comment)
      .replace(/[{}]/g, '')
      .match(/\[%[^\]]*\]|\S+/g) ?? [];
  if (words.length === 0) return ['{}'];
  words[0] = `{${words[0]}`;
  words[words.length - 1] += '}';
  return words;
}

/** Joins units with spaces into lines of at most `width` characters (longer units stand alone). */
function wrap(units: readonly string[], width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const unit of units) {
    if (line !== '' && line.length + 1 + unit.length > width) {
      lines.push(line);
      line = '';
    }
    line = line === '' ? unit : `${line} ${unit}`;
  }
  if (line !== '') lines.push(line);
  return lines;
}
