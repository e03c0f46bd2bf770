// `npm run import-gnu-oracle -- <sources>`: copies the 1987 GNU Chess program's own output (its
// static evaluations and searches of 410 positions) from the sources folder named (its
// oracle/gnu-1987) into the committed fixture fixtures/gnu-1987/. The positions go through our EPD reader and writer; the
// two JSON-lines files are parsed line by line and written back, one object a line. Nothing is
// written unless every line reads cleanly; each file is written under a temporary name, then
// renamed into place.

import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { makeEpd, parseEpdFile } from '../core/epd.js';
import { err, ok, type Result } from '../core/result.js';
import { isMainModule, repoRoot, sourcesArg, sourcesUsage, writeAtomically } from './files.js';

/** Every line of a JSON-lines text parsed and written back, or the first line that is not JSON. */
export function normaliseJsonLines(text: string, name: string): Result<string, string> {
  const out: string[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '') continue;
    try {
      out.push(JSON.stringify(JSON.parse(line)) + '\n');
    } catch {
      return err(`${name} line ${i + 1}: not JSON`);
    }
  }
  return ok(out.join(''));
}

/** The three fixture files from the oracle folder `source`, or why not. */
export function importOracle(source: string): Result<Map<string, string>, string> {
  const files = new Map<string, string>();
  const epdPath = resolve(source, 'positions.epd');
  if (!existsSync(epdPath)) return err(`import-gnu-oracle: no file ${epdPath}`);
  const parsed = parseEpdFile(readFileSync(epdPath, 'utf8'));
  if (!parsed.ok) return err(`${epdPath}: ${parsed.error.message}`);
  files.set('positions.epd', parsed.value.map(({ record }) => makeEpd(record) + '\n').join(''));
  for (const name of ['eval.jsonl', 'search.jsonl']) {
    const path = resolve(source, name);
    if (!existsSync(path)) return err(`import-gnu-oracle: no file ${path}`);
    const json = normaliseJsonLines(readFileSync(path, 'utf8'), path);
    if (!json.ok) return json;
    files.set(name, json.value);
  }
  return ok(files);
}

function main(): number {
  const sources = sourcesArg();
  if (sources === undefined) {
    process.stderr.write(`${sourcesUsage('import-gnu-oracle')}\n`);
    return 2;
  }
  const root = repoRoot();
  const result = importOracle(resolve(sources, 'oracle/gnu-1987'));
  if (!result.ok) {
    process.stderr.write(`${result.error}\n`);
    return 1;
  }
  const source = resolve(sources, 'oracle/gnu-1987');
  const inputs = [...result.value.keys()].map((name) => resolve(source, name));
  for (const [name, text] of result.value) {
    writeAtomically(resolve(root, 'fixtures/gnu-1987', name), text, { inputs });
    process.stdout.write(`fixtures/gnu-1987/${name}: ${text.split('\n').length - 1} lines\n`);
  }
  return 0;
}

if (isMainModule(import.meta.url)) {
  process.exitCode = main();
}
