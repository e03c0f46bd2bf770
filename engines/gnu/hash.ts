// GNU Chess 1987's optional transposition table: 16,384 entries with a 32-bit check key,
// off by default as it was in 1987. The table itself is the shared one (../hash-table.ts):
// mate scores stored relative to the node (see ../shared/seeds/search-techniques.txt) and made
// relative to the root again when read; every store replaces the slot (the 1987 table kept no
// replacement policy we know of).

import { HashTable } from '../hash-table.js';

export { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER } from '../hash-table.js';

/** Entries in the 1987 table. */
export const GNU_HASH_ENTRIES = 16384;

export class GnuHashTable extends HashTable {
  constructor(entries = GNU_HASH_ENTRIES) {
    super(entries);
  }
}
