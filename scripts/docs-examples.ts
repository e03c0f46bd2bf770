// `npm run docs-examples`: every marked command example of the docs (doc-examples-format.ts says
// how one is marked) is run against the built binary and its block rewritten with what the code
// prints now. `--check` rewrites nothing: it names each block that differs from the output (the
// figures that vary by machine masked) and exits 1; scripts/docs-examples.test.ts runs the same
// check. After a change to an engine, a command or its output, this one command brings every
// example up to date: review the diff, then commit it.
//
// The commands of all the examples run two at a time (the development machine has two cores); a
// command line that several blocks show runs once.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  blockDifference,
  blockText,
  findExamples,
  REGENERATE,
  showCommand,
  type Example,
  type ShownLine,
} from './doc-examples-format.js';
import { exampleFolder, runExampleCommand } from './doc-examples-run.js';
import { isMainModule, repoRoot, writeAtomically } from './files.js';

/** The files whose examples are checked, from the repository root. */
export const DOC_FILES = ['README.md', 'docs/cli.md', 'docs/tui.md', 'docs/uci.md'] as const;

/** Commands run at once. */
const AT_ONCE = 2;

/** An example of a file with the lines its commands print now. */
export interface ExampleResult {
  readonly file: string;
  /** The file's text when its examples were read (the offsets of `example` are into it). */
  readonly source: string;
  readonly example: Example;
  readonly shown: readonly ShownLine[];
}

/** One line naming an example: file, line and its first command. */
function exampleName(file: string, example: Example): string {
  return `${file}:${example.line} (${example.commands[0]!.line})`;
}

/**
 * Runs every example of `files` (commands of one example in order, in one fresh folder; examples
 * two at a time) and gives back each with what it prints. What a command prints depends only on
 * it and the commands of its example before it, so examples of the same commands run once.
 */
export async function runExamples(
  root: string,
  files: readonly string[] = DOC_FILES,
): Promise<ExampleResult[]> {
  const all = files.flatMap((file) => {
    const source = readFileSync(join(root, file), 'utf8');
    return findExamples(source).map((example) => ({ file, source, example }));
  });
  const runs = new Map<string, Promise<string[]>>();
  const queue: (() => void)[] = [];
  let running = 0;
  /** Runs `job` when fewer than AT_ONCE are running. */
  const limited = <T>(job: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const start = () => {
        running++;
        job()
          .then(resolve, reject)
          .finally(() => {
            running--;
            queue.shift()?.();
          });
      };
      if (running < AT_ONCE) start();
      else queue.push(start);
    });
  /** What each command of the example prints, run in order in one fresh folder. */
  const outputs = async ({ file, example }: { file: string; example: Example }) => {
    const folder = exampleFolder(root);
    try {
      const printed: string[] = [];
      for (const command of example.commands)
        printed.push(await runExampleCommand(root, command, folder.dir));
      return printed;
    } catch (e) {
      throw new Error(`${exampleName(file, example)}: ${(e as Error).message}`);
    } finally {
      folder.remove();
    }
  };
  return Promise.all(
    all.map(async (item) => {
      // Blocks that show the same commands (cut differently) share one run.
      const key = JSON.stringify(item.example.commands.map((c) => [c.argv, c.input]));
      let run = runs.get(key);
      if (run === undefined) {
        run = limited(() => outputs(item));
        runs.set(key, run);
      }
      const printed = await run;
      const shown = item.example.commands.flatMap((command, i) => showCommand(command, printed[i]!));
      return { ...item, shown };
    }),
  );
}

/** One line per example whose block is not what the code prints, saying where and how. */
export function differences(results: readonly ExampleResult[]): string[] {
  return results.flatMap(({ file, example, shown }) => {
    const why = blockDifference(example.body, shown);
    return why === undefined ? [] : [`${exampleName(file, example)}: ${why}; ${REGENERATE}`];
  });
}

/**
 * Writes the blocks that differ from what the code prints (a block that differs only in times
 * keeps them, so a rerun changes nothing); gives back the files changed. A file edited while the
 * examples ran is not written (its blocks have moved): run again.
 */
export function rewriteDocs(root: string, results: readonly ExampleResult[]): string[] {
  const changed: string[] = [];
  const stale = results.filter((r) => blockDifference(r.example.body, r.shown) !== undefined);
  for (const file of new Set(stale.map((r) => r.file))) {
    const path = join(root, file);
    let text = readFileSync(path, 'utf8');
    if (text !== stale.find((r) => r.file === file)!.source)
      throw new Error(`${file} changed while the examples ran; nothing written to it: run again`);
    // From the last block to the first, so the offsets of the ones before stay right.
    const mine = stale
      .filter((r) => r.file === file)
      .sort((a, b) => b.example.bodyStart - a.example.bodyStart);
    for (const { example, shown } of mine) {
      const body = blockText(shown);
      const replacement = example.body === '' && body !== '' ? `${body}\n` : body;
      text = text.slice(0, example.bodyStart) + replacement + text.slice(example.bodyEnd);
    }
    writeAtomically(path, text);
    changed.push(file);
  }
  return changed;
}

/** The script: rewrite the blocks, or with `--check` only report the ones that differ. */
async function main(argv: readonly string[]): Promise<number> {
  const root = repoRoot();
  const results = await runExamples(root);
  const diffs = differences(results);
  if (argv.includes('--check')) {
    for (const d of diffs) console.log(d);
    console.log(`${results.length} examples, ${diffs.length} differ from what the code prints`);
    return diffs.length === 0 ? 0 : 1;
  }
  const changed = rewriteDocs(root, results);
  console.log(
    `${results.length} examples run; ${diffs.length} blocks rewritten` +
      (changed.length > 0 ? ` in ${changed.join(', ')}` : ''),
  );
  return 0;
}

if (isMainModule(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (e: unknown) => {
      console.error(`docs-examples: ${(e as Error).message}`);
      process.exitCode = 1;
    },
  );
}
