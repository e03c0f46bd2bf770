// The checked examples of the docs, as text: how an example is marked in a Markdown file, how the
// output of its commands is shown in the block under the marker (cut where the marker says), and
// how a block is compared with what the code prints now, the figures that vary by machine (times,
// nodes a second) masked on both sides. No I/O: doc-examples-run.ts runs the commands and
// docs-examples.ts reads and writes the files.
//
// A marker is an HTML comment right above a fenced block. One command:
//
//   <!-- example: ttychess perft 2 --json -->
//
// or several, one a line, each shown as `$ command` followed by its output; a line starting with
// `>` is typed into the command above it (a protocol session, or the teletype's prompts):
//
//   <!-- example:
//   ttychess replay fixtures/games/wccc-1983-new-york.pgn --annotate game1.pgn --depth 3
//   sed -n 10,13p game1.pgn
//   -->
//
// After a command, `;`-separated options cut a long output: `lines 1..3,-4..` keeps lines 1 to 3
// and the last four (numbers from the end are negative; `A..` runs to the end), each gap shown
// as a line `...`; `cut N` ends a line longer than N characters with `...` after its first N.
// `hide` runs the command but shows neither it nor its output (a file the next command reads).

/** One command of an example, as the marker gives it. */
export interface ExampleCommand {
  /** The command line as shown after `$ `. */
  readonly line: string;
  /** Its words, quotes removed (`ttychess` first for the binary). */
  readonly argv: readonly string[];
  /** Lines typed into it, in order (empty: nothing, and its input is closed at once). */
  readonly input: readonly string[];
  /** The lines of its output shown; undefined for all. */
  readonly keep?: readonly LineRange[] | undefined;
  /** Lines longer than this are cut, `...` marking the cut. */
  readonly cut?: number | undefined;
  /** Run, but not shown. */
  readonly hide?: boolean | undefined;
}

/** Lines `from` to `to` of an output, 1 the first, -1 the last; `to` undefined: to the end. */
export interface LineRange {
  readonly from: number;
  readonly to?: number | undefined;
}

/** A marked example in a Markdown file. */
export interface Example {
  /** The line of the marker in the file, from 1. */
  readonly line: number;
  readonly commands: readonly ExampleCommand[];
  /** Where the block's text starts and ends in the file (offsets; the fences excluded). */
  readonly bodyStart: number;
  readonly bodyEnd: number;
  /** The block's text as the file has it. */
  readonly body: string;
}

/** The line that stands for lines or characters left out. */
export const ELISION = '...';

/** What the check says when a block is not what the code prints. */
export const REGENERATE = 'run npm run docs-examples';

/** A marker opens its own line (so prose may name the syntax) and is followed by its fenced block. */
const MARKER = /^<!-- example:((?:(?!-->)[\s\S])*?)-->\n```[^\n]*\n([\s\S]*?)^```$/gm;

/**
 * The words of a command line as a shell would split them: spaces separate, single or double
 * quotes keep spaces and lose the quotes, a backslash keeps the next character.
 */
export function splitWords(line: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  let quote: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quote !== undefined) {
      if (ch === quote) quote = undefined;
      else word += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      word ??= '';
    } else if (ch === '\\' && i + 1 < line.length) {
      word = (word ?? '') + line[++i];
    } else if (ch === ' ' || ch === '\t') {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else word = (word ?? '') + ch;
  }
  if (quote !== undefined) throw new Error(`unclosed ${quote} in '${line}'`);
  if (word !== undefined) words.push(word);
  return words;
}

/** `1..3,-4..,7` as ranges. */
export function parseLineRanges(text: string): LineRange[] {
  return text.split(',').map((part) => {
    const m = /^\s*(-?\d+)(\.\.(-?\d+)?)?\s*$/.exec(part);
    if (!m || Number(m[1]) === 0) throw new Error(`bad line range '${part.trim()}' in 'lines ${text}'`);
    const from = Number(m[1]);
    if (m[2] === undefined) return { from, to: from };
    return { from, to: m[3] === undefined ? undefined : Number(m[3]) };
  });
}

/** One command line of a marker with its options: `ttychess bench; lines 1..3; cut 80`. */
function parseCommand(text: string): ExampleCommand {
  const [line = '', ...options] = text.split(';').map((s) => s.trim());
  let keep: LineRange[] | undefined;
  let cut: number | undefined;
  let hide = false;
  for (const option of options) {
    const [name, ...rest] = option.split(/\s+/);
    const value = rest.join(' ');
    if (name === 'lines') keep = parseLineRanges(value);
    else if (name === 'cut' && /^\d+$/.test(value)) cut = Number(value);
    else if (name === 'hide' && value === '') hide = true;
    else throw new Error(`unknown option '${option}' after '${line}'`);
  }
  return { line, argv: splitWords(line), input: [], keep, cut, hide };
}

/** The commands of a marker's text (what is between `example:` and `-->`). */
export function parseMarker(text: string): ExampleCommand[] {
  const commands: ExampleCommand[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('>')) {
      const last = commands.pop();
      if (last === undefined) throw new Error(`typed line '${line}' before any command`);
      commands.push({ ...last, input: [...last.input, line.slice(1).trim()] });
    } else commands.push(parseCommand(line));
  }
  if (commands.length === 0) throw new Error('an example marker with no command');
  return commands;
}

/** Every marked example of a Markdown text, in order. */
export function findExamples(markdown: string): Example[] {
  const examples: Example[] = [];
  for (const m of markdown.matchAll(MARKER)) {
    const body = m[2]!.replace(/\n$/, '');
    const bodyStart = m.index + m[0].length - '```'.length - m[2]!.length;
    examples.push({
      line: markdown.slice(0, m.index).split('\n').length,
      commands: parseMarker(m[1]!),
      bodyStart,
      bodyEnd: bodyStart + body.length,
      body,
    });
  }
  return examples;
}

/** A shown line: its text, and the whole line it was cut from (the same when not cut). */
export interface ShownLine {
  readonly text: string;
  readonly whole: string;
}

/** The 0-based index of line `n` (1 the first, -1 the last) of `count` lines. */
function indexOf(n: number, count: number): number {
  return n > 0 ? n - 1 : count + n;
}

/** The lines of `lines` that `keep` names, in order, each gap shown as one `...` line. */
function keepLines(lines: readonly string[], keep: readonly LineRange[] | undefined): string[] {
  if (keep === undefined) return [...lines];
  const kept = new Set<number>();
  for (const r of keep) {
    const from = Math.max(0, indexOf(r.from, lines.length));
    const to = Math.min(
      lines.length - 1,
      r.to === undefined ? lines.length - 1 : indexOf(r.to, lines.length),
    );
    for (let i = from; i <= to; i++) kept.add(i);
  }
  const out: string[] = [];
  let gap = false;
  lines.forEach((line, i) => {
    if (kept.has(i)) {
      if (gap) out.push(ELISION);
      gap = false;
      out.push(line);
    } else gap = true;
  });
  if (gap) out.push(ELISION);
  return out;
}

/** How a command and its output are shown in the block: `$ command`, then the output as cut. */
export function showCommand(command: ExampleCommand, output: string): ShownLine[] {
  if (command.hide) return [];
  const lines = output
    .replace(/\n$/, '')
    .split('\n')
    .map((l) => l.trimEnd());
  const shown = keepLines(output === '' ? [] : lines, command.keep).map((whole) => {
    const cut = command.cut !== undefined && whole.length > command.cut;
    return { text: cut ? whole.slice(0, command.cut) + ELISION : whole, whole };
  });
  const prompt = `$ ${command.line}`;
  return [{ text: prompt, whole: prompt }, ...shown];
}

/**
 * Figures that differ from run to run and machine to machine: times (`46 ms`, `"ms":4`, UCI
 * `time 7`), speeds (`Nodes/s: 10577410`, `"nps":290000`, `213191 nodes/s`, UCI `nps 2700`), the
 * warm-up's node count (it stops at a time limit) and the PGN comments' seconds (`0.28s}`).
 * Node counts at a fixed depth are the same everywhere and are never masked.
 */
const VARYING: readonly (readonly [RegExp, string])[] = [
  [/ *\b\d+ ms\b/g, ' # ms'],
  [/"(ms|nps)":\d+/g, '"$1":#'],
  [/\b(Nodes\/s|Nodes\/second|Total time): *\d+/g, '$1: #'],
  [/ *\b\d+ nodes\/s\b/g, ' # nodes/s'],
  [/\b(nps|time) \d+\b/g, '$1 #'],
  [/\bwarm-up: \d+ nodes/g, 'warm-up: # nodes'],
  [/ \d+(\.\d+)?s\}/g, ' #s}'],
];

/** A line with the figures that vary by machine replaced by `#`. */
export function maskVarying(line: string): string {
  return VARYING.reduce((text, [pattern, mask]) => text.replace(pattern, mask), line.trimEnd());
}

/** Whether a block's line shows `shown` (the cut part of a line is compared up to the cut). */
function sameLine(docLine: string, shown: ShownLine): boolean {
  const doc = maskVarying(docLine);
  if (doc === maskVarying(shown.text)) return true;
  return (
    shown.text !== shown.whole &&
    doc.endsWith(ELISION) &&
    maskVarying(shown.whole).startsWith(doc.slice(0, -ELISION.length))
  );
}

/**
 * Where a block differs from what the code prints, as one line naming the first difference, or
 * undefined when it shows the same (varying figures masked).
 */
export function blockDifference(body: string, shown: readonly ShownLine[]): string | undefined {
  const doc = body === '' ? [] : body.split('\n');
  const n = Math.max(doc.length, shown.length);
  for (let i = 0; i < n; i++) {
    const d = doc[i];
    const s = shown[i];
    if (d !== undefined && s !== undefined && sameLine(d, s)) continue;
    const docText = d === undefined ? '(end of block)' : `'${d}'`;
    const codeText = s === undefined ? '(end of output)' : `'${s.text}'`;
    return `block line ${i + 1}: the doc has ${docText}, the code prints ${codeText}`;
  }
  return undefined;
}

/** The block's new text: the shown lines. */
export function blockText(shown: readonly ShownLine[]): string {
  return shown.map((s) => s.text).join('\n');
}
