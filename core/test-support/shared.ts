// Paths to ../shared (beside the checkout, in CI too) for tests that read the project's sources.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Absolute path of a file under ../shared/, e.g. sharedPath('suites/perft.epd'). */
export function sharedPath(rel: string): string {
  return fileURLToPath(new URL(`../../../shared/${rel}`, import.meta.url));
}

/** The text of a file under ../shared/. */
export function readShared(rel: string): string {
  return readFileSync(sharedPath(rel), 'utf8');
}
