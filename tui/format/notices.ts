// The notices an engine gives about a search (SearchResult.notices, engines/engine.ts) as the
// edges print them: `note: <text>`, one line each, through oneLine (whitespace collapsed, control
// characters made visible), whatever the engine wrote.

import type { SearchResult } from '../../engines/engine.js';
import { oneLine } from '../commands/output.js';

/** The notices' texts, each one safe line (none: an empty list). */
export function noticeTexts(result: Pick<SearchResult, 'notices'>): string[] {
  return (result.notices ?? []).map((n) => oneLine(n.text));
}

/** One printed line per notice: `note: <text>`. */
export function noticeLines(result: Pick<SearchResult, 'notices'>): string[] {
  return noticeTexts(result).map((t) => `note: ${t}`);
}
