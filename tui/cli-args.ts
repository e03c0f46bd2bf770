// The command line as the shell gives it, made ready for yargs. yargs reads a value that starts
// with a dash as more flags: `--tc -5+1` became the short flags -5, -+ and -1 ("Unknown argument:
// 5"). A flag followed by something that looks like a negative number is given it as its value
// (`--tc=-5+1`), so the flag's own check says what is wrong with it.

/** `argv` with `--flag -5...` written `--flag=-5...` (before a `--`, which ends the flags). */
export function joinNegativeValues(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i]!;
    const next = argv[i + 1];
    if (token === '--') return [...out, ...argv.slice(i)];
    if (/^--[A-Za-z][\w.-]*$/.test(token) && next !== undefined && /^-\.?\d/.test(next)) {
      out.push(`${token}=${next}`);
      i++;
    } else out.push(token);
  }
  return out;
}
