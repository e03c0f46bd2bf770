// Runs the commands of the docs' checked examples (doc-examples-format.ts) and gives back what
// they print. `ttychess ...` is the built binary (node dist/tui/cli.js), in a fresh folder that
// sees the repository's fixtures/ (so `--pgn games.pgn` or `-o zarkov.book` write there, never
// into the checkout); other commands (`sed`, `cat`) run in the same folder, no shell. Lines typed
// into a command are sent one at a time, each once the answer to the one before is complete, so
// that a protocol session's transcript is the same on every run:
//
//   UCI:    uci, isready, go (not infinite or ponder)   wait for uciok, readyok, bestmove (or
//                                                       the go's error)
//   XBoard: protover, usermove, go                      wait for feature done=1, move (or the
//                                                       error)
//   quit                                                ends the input
//   anything else                                       is followed by an unshown isready (UCI)
//                                                       or ping (XBoard), its answer dropped,
//                                                       so any error line comes before the next
//
// An engine prints its final `info` line before `bestmove` only when it differs from the last
// iteration's, which on a fast machine it may not (the same nodes, the same millisecond): such a
// line, the same as the one before but for time and speed, is left out of the transcript.
//
// `ttychess` alone (the teletype, which needs a terminal) is the session reducer the teletype runs
// on (tui/teletype/session.ts): the paper it prints at the start and after each typed line, with
// the prompt and what was typed, as the screen shows them. Engine work it asks for is not run.

import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registry } from '../engines/registry.js';
import { loadConfig } from '../tui/teletype/open.js';
import { openSession, promptText, step, type Step } from '../tui/teletype/session.js';
import { parseSettings } from '../tui/teletype/settings.js';
import { maskVarying, type ExampleCommand } from './doc-examples-format.js';

/** How long one command may take before it counts as hung (a loaded machine is slow). */
const COMMAND_TIMEOUT_MS = 120_000;

/** A folder to run an example in: empty but for a link to the repository's fixtures. */
export function exampleFolder(root: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'ttychess-docs-'));
  symlinkSync(join(root, 'fixtures'), join(dir, 'fixtures'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A word with `*` in its last part (`fixtures/games/*.pgn`) as the sorted names it matches. */
function expandWord(word: string, cwd: string): string[] {
  const slash = word.lastIndexOf('/');
  const name = word.slice(slash + 1);
  if (!name.includes('*')) return [word];
  const folder = slash < 0 ? '' : word.slice(0, slash + 1);
  const pattern = new RegExp(
    `^${name
      .split('*')
      .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  const names = readdirSync(join(cwd, folder))
    .filter((n) => pattern.test(n))
    .sort();
  return names.length === 0 ? [word] : names.map((n) => folder + n);
}

/** What a line typed into a session waits for: the lines sent, the answer that ends it. */
interface Awaited {
  readonly send: readonly string[];
  readonly ends: (out: string) => boolean;
  /** The answer is to an unshown line, and is not shown either. */
  readonly hidden: boolean;
}

/** What a line typed into a UCI (or, `xboard`, an XBoard) session waits for before the next. */
function answerTo(line: string, xboard: boolean): Awaited {
  const words = line.trim().split(/\s+/);
  const waitFor = (ends: (out: string) => boolean): Awaited => ({ send: [line], ends, hidden: false });
  if (words[0] === 'quit') return waitFor(() => false);
  if (xboard) {
    if (words[0] === 'protover') return waitFor((o) => o === 'feature done=1');
    if (words[0] === 'usermove' || words[0] === 'go')
      return waitFor((o) => /^(move |Illegal move|Error)/.test(o));
    return { send: [line, 'ping 999'], ends: (o) => o === 'pong 999', hidden: true };
  }
  if (words[0] === 'uci') return waitFor((o) => o === 'uciok');
  if (words[0] === 'isready') return waitFor((o) => o === 'readyok');
  if (words[0] === 'go' && !words.includes('infinite') && !words.includes('ponder'))
    return waitFor((o) => /^(bestmove|info string error)/.test(o));
  return { send: [line, 'isready'], ends: (o) => o === 'readyok', hidden: true };
}

/**
 * Runs a program and gives back its standard output; lines typed into it are sent as above, each
 * echoed into the output before its answer. Rejects on a non-zero exit (stderr in the message),
 * or when it takes longer than COMMAND_TIMEOUT_MS.
 */
function runProgram(
  program: string,
  args: readonly string[],
  input: readonly string[],
  cwd: string,
): Promise<string> {
  const xboard = args[1] === 'xboard';
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    const out: string[] = [];
    let stderr = '';
    let pending = '';
    let waiting: Awaited | undefined;
    let next = 0;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`'${[program, ...args].join(' ')}' took over ${COMMAND_TIMEOUT_MS} ms`));
    }, COMMAND_TIMEOUT_MS);

    /** Types the next line, or closes the input after the last. */
    const typeNext = () => {
      if (next >= input.length) {
        child.stdin.end();
        return;
      }
      const line = input[next++]!;
      const answer = answerTo(line, xboard);
      out.push(line);
      waiting = answer;
      child.stdin.write(answer.send.map((l) => `${l}\n`).join(''));
      if (line.trim() === 'quit') {
        waiting = undefined;
        child.stdin.end();
      }
    };

    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      let end: number;
      while ((end = pending.indexOf('\n')) >= 0) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 1);
        if (line.startsWith('info ') && out.length > 0 && maskVarying(line) === maskVarying(out.at(-1)!))
          continue;
        if (waiting !== undefined && waiting.ends(line)) {
          const hidden = waiting.hidden;
          waiting = undefined;
          if (!hidden) out.push(line);
          typeNext();
        } else out.push(line);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (pending !== '') out.push(pending);
      if (code === 0) resolve(out.length === 0 ? '' : `${out.join('\n')}\n`);
      else reject(new Error(`'${[program, ...args].join(' ')}' exited with ${code}: ${stderr.trim()}`));
    });
    if (input.length === 0) child.stdin.end();
    else typeNext();
  });
}

/** The teletype's paper for `ttychess [flags]` with lines typed at its prompts (above). */
function teletypePaper(flags: readonly string[], input: readonly string[]): string {
  const args: Record<string, string> = {};
  for (let i = 0; i < flags.length; i += 2) args[flags[i]!.replace(/^--/, '')] = flags[i + 1] ?? '';
  const settings = parseSettings(args, registry);
  if (!settings.ok) throw new Error(`ttychess ${flags.join(' ')}: ${settings.error}`);
  let s: Step = openSession(loadConfig(settings.value));
  const paper = [...s.print];
  for (const line of input) {
    const prompt = promptText(s.state.screen);
    s = step(s.state, { type: 'type', text: line });
    s = step(s.state, { type: 'enter' });
    // The reducer prints the prompt with what was typed as the first line of its answer.
    if (s.print[0] !== `${prompt}${line}`) paper.push(`${prompt}${line}`);
    paper.push(...s.print);
  }
  paper.push(promptText(s.state.screen));
  return `${paper.join('\n')}\n`;
}

/** Runs one command of an example in `cwd` and gives back what it printed. */
export async function runExampleCommand(root: string, command: ExampleCommand, cwd: string): Promise<string> {
  const [program = '', ...words] = command.argv;
  const args = words.flatMap((w) => expandWord(w, cwd));
  if (program !== 'ttychess') return runProgram(program, args, command.input, cwd);
  if (args.length === 0 || args[0]!.startsWith('--')) return teletypePaper(args, command.input);
  return runProgram(process.execPath, [join(root, 'dist', 'tui', 'cli.js'), ...args], command.input, cwd);
}
