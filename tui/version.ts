// The package's version, read from package.json at run time (the file sits two folders above
// dist/tui/ when built, one above tui/ when the sources run under the test runner).

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The "version" of the nearest enclosing package.json named ttychess, or "unknown". */
export function packageVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: unknown;
        version?: unknown;
      };
      if (pkg.name === 'ttychess' && typeof pkg.version === 'string') return pkg.version;
    } catch {
      // No readable package.json here: look one folder up.
    }
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return 'unknown';
}
