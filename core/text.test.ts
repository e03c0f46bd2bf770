import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { decodeText, utf16Of } from './text.js';

test('UTF-8 is read as UTF-8, its byte-order mark dropped', () => {
  expect(decodeText(Buffer.from('[White "Müller"]', 'utf8'))).toBe('[White "Müller"]');
  expect(decodeText(Buffer.from('\ufeff1. e4 *', 'utf8'))).toBe('1. e4 *');
});

test('bytes that are not UTF-8 are Latin-1, as the PGN standard says', () => {
  expect(decodeText(Uint8Array.from([0x43, 0x61, 0x66, 0xe9]))).toBe('Café');
  expect(decodeText(Uint8Array.from([0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72]))).toBe('Müller');
});

test('any text survives a round trip through UTF-8 bytes; no byte string gives U+FFFD', () => {
  fc.assert(
    fc.property(
      fc.string({ unit: 'grapheme' }),
      (s) => decodeText(Buffer.from(s, 'utf8')) === s.replace(/^\ufeff/, ''),
    ),
  );
  fc.assert(
    fc.property(
      fc.uint8Array({ maxLength: 64 }),
      (bytes) =>
        !decodeText(bytes).includes('\ufffd') || Buffer.from(bytes).toString('utf8') === decodeText(bytes),
    ),
  );
});

describe('utf16Of: a UTF-16 file is recognised (issue 36, item 4)', () => {
  const pgn = '[Event "a"]\n\n1. e4 e5 *\n';
  const le = Buffer.from(pgn, 'utf16le');
  const be = Buffer.from(le).swap16();
  test.each([
    ['little-endian with its mark (FF FE)', Buffer.concat([Buffer.from([0xff, 0xfe]), le]), 'UTF-16LE'],
    ['big-endian with its mark (FE FF)', Buffer.concat([Buffer.from([0xfe, 0xff]), be]), 'UTF-16BE'],
    ['little-endian without a mark (NULs every other byte)', le, 'UTF-16LE'],
    ['big-endian without a mark', be, 'UTF-16BE'],
    ['UTF-8', Buffer.from(pgn, 'utf8'), undefined],
    ['UTF-8 with a BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(pgn)]), undefined],
    ['Latin-1 with a stray NUL', Buffer.from('[Event "Caf\xe9\0"]\n\n1. e4 *\n', 'latin1'), undefined],
    ['empty', Buffer.alloc(0), undefined],
  ])('%s', (_name, bytes, encoding) => {
    expect(utf16Of(new Uint8Array(bytes))).toBe(encoding);
  });
});
