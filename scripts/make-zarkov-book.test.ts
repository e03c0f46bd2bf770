// The committed book sources and built-in book must be exactly what `npm run make-zarkov-book`
// would write now: a change to the GNU book lines, the game fixtures, the builder or the file
// format fails here until the script is run again.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { BOOK_MODULE, bookLinesPgn, bookModule, LINES_PGN, makeBook } from './make-zarkov-book.js';
import { repoRoot } from './files.js';

test('fixtures/zarkov-book-lines.pgn and engines/zarkov/default-book.ts are up to date', () => {
  const root = repoRoot();
  const lines = bookLinesPgn();
  expect(readFileSync(join(root, LINES_PGN), 'utf8')).toBe(lines);
  const { bytes } = makeBook(root, join(root, LINES_PGN));
  expect(readFileSync(join(root, BOOK_MODULE), 'utf8')).toBe(bookModule(bytes, (bytes.length - 32) / 12));
  expect(lines.match(/^\[Event /gm)).toHaveLength(160);
});
