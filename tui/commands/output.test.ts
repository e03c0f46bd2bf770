import { Writable } from 'node:stream';
import { isControl } from '../../core/visible.js';
import { describe, expect, test } from 'vitest';
import {
  EXIT_USAGE,
  EXIT_WRITE_FAILED,
  MAX_LINE,
  MAX_QUOTED,
  emit,
  handleWriteErrors,
  oneLine,
  printTo,
  success,
  usageError,
  type StdIO,
} from './output.js';

describe('oneLine', () => {
  test.each([
    ['plain text stays as it is', "FEN: 'garbage' has 1 fields", "FEN: 'garbage' has 1 fields"],
    ['whitespace and newlines collapse', '  a\n\tb\r\n  c  ', 'a b c'],
    ['ESC is escaped', "FEN: 'ab\x1b[31mc' has 1 ranks", "FEN: 'ab\\x1b[31mc' has 1 ranks"],
    ['NUL, BEL, DEL and a C1 control', "'\x00\x07\x7f\x9b'", "'\\x00\\x07\\x7f\\x9b'"],
    ['a bidirectional override', "'abc\u202edef'", "'abc\\u202edef'"],
    ['controls outside quotes too', 'Unknown argument: \x1b]0;x\x07', 'Unknown argument: \\x1b]0;x\\x07'],
    ['other Unicode is kept', "'\u2654 caf\u00e9 \ufffd'", "'\u2654 caf\u00e9 \ufffd'"],
  ])('%s', (_name, text, line) => {
    expect(oneLine(text)).toBe(line);
  });

  test('quoted input longer than MAX_QUOTED is clipped with an ellipsis; the rest is kept', () => {
    const line = oneLine(`/tmp/x.epd: EPD line 1: '${'x'.repeat(100_000)} w - -' has 1 fields; expected 4`);
    expect(line).toBe(`/tmp/x.epd: EPD line 1: '${'x'.repeat(MAX_QUOTED - 3)}...' has 1 fields; expected 4`);
  });

  test('quoted input of exactly MAX_QUOTED characters is not clipped', () => {
    const text = `'${'y'.repeat(MAX_QUOTED)}'`;
    expect(oneLine(text)).toBe(text);
  });

  test('an escape counts as the characters it shows and is never cut in half', () => {
    const line = oneLine(`'${'\x1b'.repeat(200)}'`);
    expect(line).toBe(`'${'\\x1b'.repeat(Math.floor((MAX_QUOTED - 3) / 4))}...'`);
  });

  test('a clipped quote never splits a character outside the BMP', () => {
    const line = oneLine(`'${'\u{1F600}'.repeat(100)}'`);
    expect(Array.from(line)).toHaveLength(MAX_QUOTED + 2);
    expect(line).not.toMatch(/[\ud800-\udfff](?![\udc00-\udfff])/u);
  });

  test('a megabyte of input is clipped too', () => {
    const line = oneLine(`line 1: '${'x'.repeat(1 << 20)}' and ${'y'.repeat(1 << 20)}`);
    expect(line).toHaveLength(MAX_LINE);
  });

  test('a long line of many short quotes is quick and clipped', () => {
    const line = oneLine(`'a' b `.repeat(200_000));
    expect(line).toHaveLength(MAX_LINE);
  });

  test('a long line without quotes keeps its start and its end, MAX_LINE characters in all', () => {
    const line = oneLine(`start ${'z'.repeat(5000)} end`);
    expect(line).toHaveLength(MAX_LINE);
    expect(line.startsWith('start zzz')).toBe(true);
    expect(line.endsWith('zzz end')).toBe(true);
    expect(line).toContain('...');
  });

  test('binary garbage becomes one printable line', () => {
    const bytes = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 37) % 256)).toString('utf8');
    const line = oneLine(`x.epd: EPD line 1: '${bytes}' is bad`);
    expect(line.length).toBeLessThanOrEqual(MAX_LINE);
    expect(Array.from(line).some((c) => isControl(c.codePointAt(0)!))).toBe(false);
  });

  test('usageError makes its line with oneLine', () => {
    expect(usageError("FEN: 'a\x1bb'\nsecond line")).toEqual({
      stdout: [],
      stderr: ["ttychess: FEN: 'a\\x1bb' second line"],
      code: EXIT_USAGE,
    });
  });
});

/** A stream that records what is written, or fails every write with `code`. */
function stream(code?: string): Writable & { text: string } {
  const s = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (code === undefined) {
        s.text += chunk.toString();
        callback();
      } else {
        callback(Object.assign(new Error(`${code}: write failed`), { code }));
      }
    },
  }) as Writable & { text: string };
  s.text = '';
  return s;
}

/** Fake process streams: stdout fails with `code` (if given); exit is recorded. */
function fakeIO(code?: string) {
  const exits: number[] = [];
  const io: StdIO & { stdout: Writable & { text: string }; stderr: Writable & { text: string } } = {
    stdout: stream(code),
    stderr: stream(),
    exitCode: undefined,
    exit: (c) => void exits.push(c),
  };
  handleWriteErrors(io);
  return { io, exits };
}

/** Lets pending stream events fire. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('emit and write errors', () => {
  test('writes stdout and stderr and sets the status', async () => {
    const { io, exits } = fakeIO();
    emit({ stdout: ['a', 'b'], stderr: ['ttychess: c'], code: 3 }, io);
    await settle();
    expect(io.stdout.text).toBe('a\nb\n');
    expect(io.stderr.text).toBe('ttychess: c\n');
    expect(io.exitCode).toBe(3);
    expect(exits).toEqual([]);
  });

  test('a full disk (ENOSPC) is one line on stderr and exit status 1, no stack', async () => {
    const { io, exits } = fakeIO('ENOSPC');
    emit(success(['Nodes: 400']), io);
    await settle();
    expect(io.stderr.text).toBe(
      'ttychess: cannot write to standard output: no space left on the device (the disk is full)\n',
    );
    expect(exits).toEqual([EXIT_WRITE_FAILED]);
  });

  test('a closed pipe (EPIPE) ends quietly with the status so far', async () => {
    const { io, exits } = fakeIO('EPIPE');
    emit(success(['Nodes: 400']), io);
    await settle();
    expect(io.stderr.text).toBe('');
    expect(exits).toEqual([0]);
  });

  test('printTo writes each line at once, and its write errors are handled the same way', async () => {
    const ok = fakeIO();
    const print = printTo(ok.io);
    print('first');
    expect(ok.io.stdout.text).toBe('first\n');
    print('second');
    expect(ok.io.stdout.text).toBe('first\nsecond\n');

    const full = fakeIO('EIO');
    printTo(full.io)('line');
    await settle();
    expect(full.io.stderr.text).toBe(
      'ttychess: cannot write to standard output: input/output error (the disk or the connection to it failed)\n',
    );
    expect(full.exits).toEqual([EXIT_WRITE_FAILED]);
  });
});
