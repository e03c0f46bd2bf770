// The bundled historical games the REPLAY menu lists: every game of fixtures/games/*.pgn, the
// 1983 championships first (New York, Budapest, Leiden), then GNU Chess at Dallas 1987, then the
// rest (Zarkov's games) by the year in the file name. Reading the files is the only I/O here;
// ordering and the list's lines are pure.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePgn, type PgnGame } from '../../../core/pgn.js';
import { err, ok, type Result } from '../../../core/result.js';
import { packageRoot } from '../../files.js';
import { PAPER_WIDTH } from '../../format/wrap.js';
import { decodeText } from '../../../core/text.js';

/** The files listed first, in this order; any other file follows by year, then by name. */
export const FIRST_FILES = [
  'wccc-1983-new-york.pgn',
  'wmccc-1983-budapest.pgn',
  'doccc-1983-leiden.pgn',
  'acm-1987-dallas-gnuchess.pgn',
] as const;

/** One game of the catalogue: where it comes from and the game itself. */
export interface CatalogueGame {
  /** The file's name (in fixtures/games/, or the path given for a file opened by hand). */
  readonly file: string;
  readonly game: PgnGame;
}

/** The year in a file name ("acm-1990-new-york-zarkov.pgn" -> 1990), or 9999 if none. */
function fileYear(name: string): number {
  const m = /(?:^|-)(\d{4})(?:-|\.)/.exec(name);
  return m ? Number(m[1]) : 9999;
}

/** PGN file names in catalogue order. */
export function orderCatalogueFiles(names: readonly string[]): string[] {
  const first = FIRST_FILES as readonly string[];
  const rank = (n: string) => (first.includes(n) ? first.indexOf(n) : first.length);
  return names
    .filter((n) => n.endsWith('.pgn'))
    .sort((a, b) => rank(a) - rank(b) || fileYear(a) - fileYear(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/** The folder of the bundled games. */
export function gamesFolder(): string {
  return join(packageRoot(), 'fixtures', 'games');
}

/** Every game of the bundled files, in catalogue order; a file that will not parse is an error. */
export function loadCatalogue(folder: string = gamesFolder()): Result<CatalogueGame[], string> {
  const games: CatalogueGame[] = [];
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return err(`no games folder at ${folder}`);
  }
  for (const file of orderCatalogueFiles(names)) {
    const parsed = parsePgn(decodeText(readFileSync(join(folder, file))));
    if (!parsed.ok) return err(`${file}: ${parsed.error.message}`);
    for (const game of parsed.value) games.push({ file, game });
  }
  return ok(games);
}

/** A tag's value, or '?' when the game lacks it. */
export function tag(game: PgnGame, name: string): string {
  const value = game.tags.find(([n]) => n === name)?.[1];
  return value === undefined || value === '' ? '?' : value;
}

/** The catalogue as numbered lines: number, event, date, players, result (upper case, 72 columns). */
export function catalogueLines(games: readonly CatalogueGame[]): string[] {
  return games.map(({ game }, i) => {
    const head = `${String(i + 1).padStart(3)}  ${tag(game, 'Event').padEnd(11)} ${tag(game, 'Date').padEnd(10)}  `;
    const result = game.result.padStart(7);
    const room = PAPER_WIDTH - head.length - result.length - 1;
    let players = `${tag(game, 'White')} - ${tag(game, 'Black')}`;
    if (players.length > room) {
      // Each name shortened at a word's end (a cut word ends in a full stop), White first.
      const white = shorten(tag(game, 'White'), Math.floor((room - 3) / 2));
      players = `${white} - ${shorten(tag(game, 'Black'), room - 3 - white.length)}`;
    }
    return `${head}${players.padEnd(room)} ${result}`.toUpperCase();
  });
}

/** `name` in at most `width` columns: whole words, then a full stop where words were left out. */
export function shorten(name: string, width: number): string {
  if (name.length <= width) return name;
  let out = '';
  for (const word of name.split(/\s+/)) {
    const next = out === '' ? word : `${out} ${word}`;
    if (next.length + 1 > width) break;
    out = next;
  }
  return out === '' ? `${name.slice(0, Math.max(0, width - 1))}.` : `${out}.`;
}
