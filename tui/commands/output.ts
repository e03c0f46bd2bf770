// What a command produces: lines for stdout and stderr and an exit status. Commands return it
// from their runX(args) function so tests can check it without a process; the yargs handler
// hands it to emit().

/** Exit status for bad flags or bad input (the conventional "usage" status). */
export const EXIT_USAGE = 2;

export interface CommandOutput {
  readonly stdout: readonly string[];
  readonly stderr: readonly string[];
  readonly code: number;
}

/** Output of a command that succeeded. */
export function success(stdout: readonly string[]): CommandOutput {
  return { stdout, stderr: [], code: 0 };
}

/** Output of a command given bad input: one line on stderr, `ttychess: <what was wrong>`. */
export function usageError(what: string): CommandOutput {
  return { stdout: [], stderr: [`ttychess: ${oneLine(what)}`], code: EXIT_USAGE };
}

/** Collapses a message to a single line. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Writes a command's output to the process streams and sets the exit status. */
export function emit(out: CommandOutput): void {
  if (out.stdout.length > 0) process.stdout.write(out.stdout.join('\n') + '\n');
  if (out.stderr.length > 0) process.stderr.write(out.stderr.join('\n') + '\n');
  process.exitCode = out.code;
}
