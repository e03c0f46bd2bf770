// The `gnu` engine: GNU Chess as of December 1987 (John Stanback), behind the engine contract.
// It owns its position, evaluator, search tables, hash table, book and random source.

import { boardFen, parseFen, START_FEN } from '../../core/fen.js';
import { err, ok, type Result } from '../../core/result.js';
import { parseUci } from '../../core/uci-move.js';
import type {
  Engine,
  EngineMeta,
  Evaluation,
  EvalTerm,
  OptionSpec,
  SearchHooks,
  SearchLimits,
  SearchResult,
} from '../engine.js';
import { readTextFile } from '../file-read.js';
import { OptionValues } from '../options.js';
import { bookFirst } from '../search-common.js';
import { makeRandom } from '../random.js';
import { Board } from '../../core/board.js';
import { X88 } from '../../core/layout.js';
import { bookMove, parseBook, type Book } from './book.js';
import { F_PROMOTE, GnuBoard } from './board.js';
import { DEFAULT_BOOK } from './default-book.js';
import { GnuEvaluator, markDeveloped } from './evaluator.js';
import { GnuSearch } from './search.js';

export const GNU_META: EngineMeta = {
  id: 'gnu',
  name: 'GNU Chess 1987',
  author: 'John Stanback',
  year: 1987,
  machine: 'VAX-11/780 and Sun-3 class Unix machines (C)',
  layout: '0x88',
  searchStyle: 'full-width alpha-beta',
  benchDepth: 5,
  // docs/period.md: our choice, a Sun-3 class machine of 1987 at 300 nodes a second, 40 moves in
  // 2 hours.
  period: { machine: 'Sun-3', rate: 300, moveSeconds: 180, unit: 'nodes' },
};

export const GNU_OPTIONS: readonly OptionSpec[] = [
  {
    name: 'OwnBook',
    type: 'check',
    default: true,
    help: 'Play from the opening book while the game follows one of its lines.',
  },
  {
    name: 'BookFile',
    type: 'string',
    default: '',
    help: 'A book in the 1987 text format; empty for the built-in book.',
  },
  {
    name: 'Contempt',
    type: 'spin',
    default: 0,
    min: -500,
    max: 500,
    help: 'Centipawns a draw costs the engine (positive avoids draws).',
  },
  {
    name: 'Seed',
    type: 'spin',
    default: 1,
    min: 0,
    max: 2147483647,
    help: 'Seed of the random choice among book lines.',
  },
];

export class GnuEngine implements Engine {
  readonly meta = GNU_META;
  readonly options = GNU_OPTIONS;
  private readonly values = new OptionValues(GNU_OPTIONS);
  private readonly evaluator = new GnuEvaluator();
  private pos: GnuBoard;
  private readonly searcher: GnuSearch;
  private book: Book | undefined;
  private random = makeRandom(1);
  /** Moves played from the standard start position, or undefined if the game began elsewhere. */
  private playedFromStart: string[] | undefined = [];

  constructor() {
    const setup = parseFen(START_FEN);
    if (!setup.ok) throw new Error(setup.error.message);
    this.pos = new GnuBoard(setup.value);
    this.searcher = new GnuSearch(this.pos, this.evaluator);
  }

  setOption(name: string, value: string): Result<void, string> {
    const key = name.trim().toLowerCase();
    const previousBookFile = this.values.string('BookFile');
    const set = this.values.set(name, value);
    if (!set.ok) return set;
    if (key === 'bookfile') {
      // A book that cannot be used changes nothing: the option and the book in use stay.
      const loaded = this.loadBook(this.values.string('BookFile'));
      if (!loaded.ok) {
        this.values.set('BookFile', previousBookFile);
        return loaded;
      }
      this.book = loaded.value;
    }
    if (key === 'seed') this.random = makeRandom(this.values.number('Seed'));
    return ok(undefined);
  }

  newGame(): void {
    this.searcher.clear();
    this.random = makeRandom(this.values.number('Seed'));
    // The book is read now (some 40 ms) rather than inside the first search's time.
    if (this.values.bool('OwnBook')) this.bookInUse();
  }

  setPosition(fen: string, moves: readonly string[] = []): Result<void, string> {
    const setup = parseFen(fen);
    if (!setup.ok) return err(setup.error.message);
    // Moves are checked on the core board (legality, notation), then played on the 1987 board.
    const check = Board.fromSetup(setup.value, X88);
    let pos = new GnuBoard(setup.value);
    // The developed flags [E2] come from the game's own positions, whatever was set up before;
    // they replace the engine's only if the whole position is accepted.
    const developed = new Uint8Array(2);
    markDeveloped(pos, developed);
    const list = new Int32Array(256);
    for (let i = 0; i < moves.length; i++) {
      const m = parseUci(check, moves[i]!);
      if (!m.ok) return err(`move ${i + 1}: ${m.error.message}`);
      const text = moves[i]!.trim().toLowerCase();
      const n = pos.generate(list, 0);
      let found = 0;
      for (let k = 0; k < n && found === 0; k++) {
        const g = list[k]!;
        if (this.searcher.uci(g) === text || (this.searcher.uci(g) === text + 'q' && g & F_PROMOTE))
          found = g;
      }
      check.make(m.value);
      if (found !== 0 && !(text.length === 5 && !text.endsWith('q'))) {
        pos.make(found);
        markDeveloped(pos, developed);
        continue;
      }
      // A legal move the 1987 board does not make: an opponent's underpromotion (the program
      // promoted to a queen only) or a castle its rule E12 refuses. The 1987 board is set up
      // again from the position reached; no repetition reaches back past such a move.
      const after = parseFen(boardFen(check));
      if (!after.ok) return err(`move ${i + 1}: ${after.error.message}`);
      pos = new GnuBoard(after.value);
      markDeveloped(pos, developed);
    }
    pos.nodes = 0;
    this.pos = pos;
    this.evaluator.developed.set(developed);
    this.searcher.attach(pos);
    this.playedFromStart = sameStart(fen) ? [...moves] : undefined;
    return ok(undefined);
  }

  search(limits: SearchLimits, hooks?: SearchHooks): SearchResult {
    return bookFirst(
      limits,
      hooks,
      () => this.bookReply(),
      () => this.searcher.run(limits, hooks, { contempt: this.values.number('Contempt') }),
    );
  }

  evaluate(trace = false): Evaluation {
    const b = this.pos;
    this.evaluator.examine(b);
    if (!trace) {
      const sideToMove = this.evaluator.evaluate(b);
      return { total: b.side === 0 ? sideToMove : -sideToMove, sideToMove };
    }
    // The trace comes from an evaluator of its own with the game's development flags.
    const recorder = new GnuEvaluator();
    recorder.developed.set(this.evaluator.developed);
    recorder.examine(b);
    const terms: EvalTerm[] = [];
    const sideToMove = recorder.evaluateTerms(b, terms);
    return { total: b.side === 0 ? sideToMove : -sideToMove, sideToMove, terms };
  }

  /** The book in `file`, or the built-in one for ''; the error names the file. */
  private loadBook(file: string): Result<Book, string> {
    let text = DEFAULT_BOOK;
    if (file !== '') {
      const read = readTextFile(file);
      if (!read.ok) return err(`book file '${file}': ${read.error.reason}`);
      text = read.value;
    }
    const book = parseBook(text);
    if (!book.ok) return err(file === '' ? book.error : `book file '${file}': ${book.error}`);
    return book;
  }

  /** The book's move for the game so far, if the book is on and the game is still in it. */
  private bookReply(): string | undefined {
    if (!this.values.bool('OwnBook') || this.playedFromStart === undefined) return undefined;
    const book = this.bookInUse();
    return book ? bookMove(book, this.playedFromStart, this.random) : undefined;
  }

  /** The BookFile option's book, read once; undefined while it cannot be used. */
  private bookInUse(): Book | undefined {
    if (this.book === undefined) {
      const loaded = this.loadBook(this.values.string('BookFile'));
      if (loaded.ok) this.book = loaded.value;
    }
    return this.book;
  }
}

/** Does `fen` describe the standard start position (whatever its clocks)? */
function sameStart(fen: string): boolean {
  return fen.trim().split(/\s+/).slice(0, 4).join(' ') === START_FEN.split(' ').slice(0, 4).join(' ');
}
