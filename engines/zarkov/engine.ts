// The `zarkov` engine: John Stanback's Zarkov behind the engine contract. The first version
// dates from 1988 (begun after GNU Chess 2.0, on an 8 MHz 286 PC); Zarkov 2.x followed in
// 1989-90 (2.5 added the selective search, 2.6 the positional book and the learn table). This
// rebuild follows "How Zarkov Plays Chess" (the seed, docs/sources.md): search.ts, book.ts,
// learn.ts, evaluator.ts; docs/engines/zarkov.md is the fidelity ledger.
//
// The engine owns its board, evaluator, search tables, transposition table, book and learn
// table. It never prints: a learn file that cannot be read or written is queued for warnings(),
// which the edge drains and prints after setOption(), newGame() or search() (the UCI adapter as
// `info string warning:`, match and tournament on stderr). Either way the engine plays on, as
// the warning says: learning in memory only. A book file that cannot be used is setOption's
// error (the option and the book in use stay as they were).

import { Buffer } from 'node:buffer';
import type { Board } from '../../core/board.js';
import { boardFromFen, START_FEN } from '../../core/fen.js';
import { X88 } from '../../core/layout.js';
import { err, ok, type Result } from '../../core/result.js';
import { boardAfterMoves } from '../../core/uci-move.js';
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
import { HASH_ENTRY_BYTES, HashTable } from '../hash-table.js';
import { readRegularFile } from '../file-read.js';
import { OptionValues } from '../options.js';
import { bookFirst } from '../search-common.js';
import { bookMove, MAX_BOOK_BYTES, ZarkovBook } from './book.js';
import { DEFAULT_BOOK_BASE64 } from './default-book.js';
import { ZARKOV_STYLES, ZarkovEvaluator, type ZarkovStyle } from './evaluator.js';
import {
  defaultLearnPath,
  LEARN_MIN_DEPTH,
  LEARN_THRESHOLD,
  LearnTable,
  loadLearnFile,
  saveLearnFile,
} from './learn.js';
import { ZarkovSearch } from './search.js';

export const ZARKOV_META: EngineMeta = {
  id: 'zarkov',
  name: 'Zarkov',
  author: 'John Stanback',
  year: 1988,
  machine: '8 MHz 286 PC (1988); HP 9000/835 at the 1989 WCCC',
  layout: '0x88',
  searchStyle: 'full-width null-move',
  benchDepth: 5,
  // docs/period.md: about 2,500 nodes a second on the HP 9000/835 at the 1989 WCCC, 40 moves in
  // 2 hours.
  period: { machine: 'HP 9000/835', rate: 2500, moveSeconds: 180, unit: 'nodes' },
};

export const ZARKOV_OPTIONS: readonly OptionSpec[] = [
  {
    name: 'Hash',
    type: 'spin',
    default: 1,
    min: 1,
    max: 1024,
    help: 'Transposition table size in MB (16 bytes an entry; Zarkov 2.6 kept 8K positions).',
  },
  {
    name: 'OwnBook',
    type: 'check',
    default: true,
    help: 'Answer at once from the positional opening book while a legal move reaches a book position.',
  },
  {
    name: 'BookFile',
    type: 'string',
    default: '',
    help: "A book made by 'ttychess book build'; empty for the built-in book.",
  },
  {
    name: 'Learn',
    type: 'check',
    default: false,
    help: 'Keep and use the learn table (positions whose score changed between the 2-ply and the final search).',
  },
  {
    name: 'LearnFile',
    type: 'string',
    default: '',
    help: 'The learn table file; empty for $XDG_DATA_HOME/ttychess/zarkov.learn (~/.local/share/ttychess/zarkov.learn).',
  },
  {
    name: 'NullMove',
    type: 'check',
    default: true,
    help: 'Null-move pruning (off only to study what it does).',
  },
  {
    name: 'Style',
    type: 'combo',
    default: 'Balanced',
    choices: ZARKOV_STYLES,
    help: 'Playing style of Zarkov 2.6: the weight of king attack and king safety.',
  },
  {
    name: 'Contempt',
    type: 'spin',
    default: 0,
    min: -500,
    max: 500,
    help: 'Centipawns a draw costs the engine (positive avoids draws).',
  },
];

export class ZarkovEngine implements Engine {
  readonly meta = ZARKOV_META;
  readonly options = ZARKOV_OPTIONS;
  private readonly values = new OptionValues(ZARKOV_OPTIONS);
  private board: Board;
  private readonly searcher: ZarkovSearch;
  private hash: HashTable | null = null;
  /** undefined: not loaded yet; null: the book file could not be used. */
  private book: ZarkovBook | null | undefined;
  /** The learn table in use, loaded from learnPath; undefined until first needed. */
  private learn: LearnTable | undefined;
  private learnPath = '';
  /** False when the learn file is there but could not be used: it is then never written over. */
  private learnWritable = true;
  /** The last failed save's warning (undefined after a save that worked). */
  private saveWarning: string | undefined;
  private pending: string[] = [];

  /** A Zarkov engine; tests may pass another evaluator (a test double). */
  constructor(private readonly evaluator: ZarkovEvaluator = new ZarkovEvaluator()) {
    const start = boardFromFen(START_FEN, X88);
    if (!start.ok) throw new Error(start.error.message);
    this.board = start.value;
    this.searcher = new ZarkovSearch(this.board, evaluator);
  }

  setOption(name: string, value: string): Result<void, string> {
    const previousBookFile = this.values.string('BookFile');
    const set = this.values.set(name, value);
    if (!set.ok) return set;
    switch (name.trim().toLowerCase()) {
      case 'hash':
        this.hash = null;
        break;
      case 'bookfile': {
        // A book that cannot be used changes nothing: the option and the book in use stay.
        const loaded = this.loadBook(this.values.string('BookFile'));
        if (!loaded.ok) {
          this.values.set('BookFile', previousBookFile);
          return loaded;
        }
        this.book = loaded.value;
        break;
      }
      case 'style':
        this.evaluator.setStyle(this.values.string('Style') as ZarkovStyle);
        break;
      case 'learn':
      case 'learnfile': {
        this.learn = undefined;
        const warning = this.loadLearn();
        if (warning !== undefined) this.warn(warning);
        break;
      }
    }
    return ok(undefined);
  }

  /** A new game: forgets killers, history and the hash table; (re)loads the learn table. */
  newGame(): void {
    this.searcher.clear();
    this.hash?.clear();
    this.learn = undefined;
    const warning = this.loadLearn();
    if (warning !== undefined) this.warn(warning);
  }

  /**
   * Messages the engine could not return where they happened (a learn file that would not read
   * at newGame or would not write after a search), oldest first; each is returned once.
   */
  warnings(): string[] {
    const out = this.pending;
    this.pending = [];
    return out;
  }

  setPosition(fen: string, moves: readonly string[] = []): Result<void, string> {
    const played = boardAfterMoves(fen, moves, X88);
    if (!played.ok) return played;
    const board = played.value;
    this.board = board;
    this.searcher.attach(board);
    return ok(undefined);
  }

  search(limits: SearchLimits, hooks?: SearchHooks): SearchResult {
    return bookFirst(
      limits,
      hooks,
      () => this.bookReply(),
      () => this.searchBoard(limits, hooks),
    );
  }

  /** The search proper, learning from its result when Learn is on. */
  private searchBoard(limits: SearchLimits, hooks?: SearchHooks): SearchResult {
    const learning = this.values.bool('Learn');
    if (learning && this.learn === undefined) {
      const warning = this.loadLearn();
      if (warning !== undefined) this.warn(warning);
    }
    const learn = learning ? (this.learn ?? null) : null;
    const b = this.board;
    const key: [number, number] = [b.hashLo, b.hashHi];
    const result = this.searcher.run(limits, hooks, {
      hash: this.hashTable(),
      nullMove: this.values.bool('NullMove'),
      contempt: this.values.number('Contempt'),
      learn,
    });
    // A search of some root moves only (MultiPV's later lines, searchmoves) learns nothing.
    if (learn !== null && limits.searchmoves === undefined) this.learnFrom(learn, key);
    return result;
  }

  evaluate(trace = false): Evaluation {
    const b = this.board;
    const terms: EvalTerm[] | undefined = trace ? [] : undefined;
    const sideToMove = this.evaluator.evaluate(b, terms);
    const total = b.side === 1 ? sideToMove : -sideToMove;
    return terms ? { total, sideToMove, terms } : { total, sideToMove };
  }

  /**
   * The learn step after a search (see learn.ts): store the root if its score moved enough, and
   * save the table unless its file could not be read (that file is left as it is).
   */
  private learnFrom(learn: LearnTable, [lo, hi]: [number, number]): void {
    const { shallow, final, depth } = this.searcher.scores;
    if (shallow === undefined || depth < LEARN_MIN_DEPTH) return;
    if (Math.abs(final - shallow) <= LEARN_THRESHOLD) return;
    if (!learn.put(lo, hi, final, depth) || !this.learnWritable) return;
    const bookFile = this.values.string('BookFile');
    const warning = saveLearnFile(this.learnPath, learn, bookFile !== '' ? [bookFile] : []);
    // Said once until a save works again, not after every search.
    if (warning !== undefined && warning !== this.saveWarning) this.warn(warning);
    this.saveWarning = warning;
  }

  /** Loads the learn table from the LearnFile option (or the default path) when Learn is on. */
  private loadLearn(): string | undefined {
    if (!this.values.bool('Learn')) return undefined;
    const file = this.values.string('LearnFile');
    this.learnPath = file !== '' ? file : defaultLearnPath();
    const loaded = loadLearnFile(this.learnPath);
    this.learn = loaded.table;
    this.learnWritable = loaded.writable;
    return loaded.warning;
  }

  /** Queues a warning for warnings(), unless the same one is already waiting there. */
  private warn(text: string): void {
    if (!this.pending.includes(text)) this.pending.push(text);
  }

  private hashTable(): HashTable {
    if (this.hash === null)
      this.hash = new HashTable((this.values.number('Hash') * 1024 * 1024) / HASH_ENTRY_BYTES);
    return this.hash;
  }

  /** The book in `file`, or the built-in one for ''; the error names the file. */
  private loadBook(file: string): Result<ZarkovBook, string> {
    let bytes: Uint8Array;
    if (file === '') {
      bytes = Buffer.from(DEFAULT_BOOK_BASE64, 'base64');
    } else {
      const read = readRegularFile(file, MAX_BOOK_BYTES);
      if (!read.ok) return err(`book file '${file}': ${read.error.reason}`);
      bytes = read.value;
    }
    const book = ZarkovBook.fromBytes(bytes);
    if (!book.ok) return err(`book file '${file === '' ? '(built-in)' : file}': ${book.error}`);
    return book;
  }

  /** The book's move in the current position, if the book is on and a legal move reaches it. */
  private bookReply(): string | undefined {
    if (!this.values.bool('OwnBook')) return undefined;
    if (this.book === undefined) {
      const loaded = this.loadBook(this.values.string('BookFile'));
      this.book = loaded.ok ? loaded.value : null;
    }
    return this.book ? bookMove(this.book, this.board) : undefined;
  }
}
