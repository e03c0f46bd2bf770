// EPD in and out: a position and a list of operations on one line.
//
//   2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id "WAC.001";
//   rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400
//
// The first is standard EPD: four FEN fields, then operations `opcode operand ...;`, operands
// being words or "quoted strings". The second is the perft suites' form: a six-field FEN, then
// operations each opened by ';'. Both read into one record: the FEN made whole (clocks from the
// line, else from the hmvc/fmvn operations, else 0 and 1) and the operations by opcode.
// makeEpd writes standard EPD, adding hmvc/fmvn when the clocks would otherwise be lost.

import { makeFen, parseFen } from './fen.js';
import { err, ok, type Result } from './result.js';

export interface EpdRecord {
  /** The position as a six-field FEN, in makeFen's normal form. */
  readonly fen: string;
  /** Operands by opcode, in line order; quotes removed. */
  readonly operations: ReadonlyMap<string, readonly string[]>;
}

/** A record of an EPD file with the line it stood on. */
export interface EpdLine {
  readonly line: number;
  readonly record: EpdRecord;
}

export type EpdErrorCode =
  'empty' | 'fields' | 'fen' | 'opcode' | 'string' | 'duplicate' | 'comment' | 'clocks';

export interface EpdError {
  readonly code: EpdErrorCode;
  /** 1-based line in the file (parseEpdFile only). */
  readonly line?: number;
  /** What was wrong, without the 'EPD:' prefix. */
  readonly detail: string;
  /** One line: `EPD: <detail>` or `EPD line 7: <detail>`. */
  readonly message: string;
}

/** Opcodes whose operands are strings, written quoted (the EPD standard's string opcodes). */
const STRING_OPCODES: ReadonlySet<string> = new Set([
  'id',
  'eco',
  'nic',
  'tcgs',
  'tcri',
  'tcsi',
  ...[...'0123456789'].flatMap((d) => [`c${d}`, `v${d}`]),
]);

const OPCODE = /^[A-Za-z][A-Za-z0-9_]*$/;

function epdError(code: EpdErrorCode, detail: string): EpdError {
  return { code, detail, message: `EPD: ${detail}` };
}

/** Reads one EPD line (standard or perft form). */
export function parseEpd(line: string): Result<EpdRecord, EpdError> {
  const text = line.trim();
  if (text === '') return err(epdError('empty', 'the line is empty'));
  const head = /^(\S+\s+\S+\s+\S+\s+[^\s;]+)(?:\s+(\d+)\s+(\d+)(?=[\s;]|$))?(.*)$/s.exec(text);
  if (!head) {
    const count = text.split(/\s+/).length;
    // Line breaks shown as \r and \n: the message stays one line whatever the text held.
    const shown = text.replace(/\r/g, '\\r').replace(/\n/g, '\\n');
    return err(epdError('fields', `'${shown}' has ${count} fields; expected 4 FEN fields, then operations`));
  }
  const operations = parseOperations(head[4]!);
  if (!operations.ok) return operations;
  const ops = operations.value;
  const halfmove = head[2] ?? numericOperand(ops, 'hmvc') ?? '0';
  const fullmove = head[3] ?? numericOperand(ops, 'fmvn') ?? '1';
  const setup = parseFen(`${head[1]} ${halfmove} ${fullmove}`);
  if (!setup.ok) return err(epdError('fen', setup.error.message));
  return ok({ fen: makeFen(setup.value), operations: ops });
}

/** The single whole-number operand of an opcode, if it has one. */
function numericOperand(ops: ReadonlyMap<string, readonly string[]>, opcode: string): string | undefined {
  const operands = ops.get(opcode);
  return operands?.length === 1 && /^\d+$/.test(operands[0]!) ? operands[0] : undefined;
}

/** Reads `opcode operand ...;` operations; ';' may also open an operation or be left off the last. */
function parseOperations(text: string): Result<Map<string, string[]>, EpdError> {
  const ops = new Map<string, string[]>();
  let current: string[] | undefined;
  const token = /\s*(?:(;)|"((?:[^"\\]|\\.)*)"|("[^]*)|([^\s;"]+))/gy;
  for (let m = token.exec(text); m; m = token.exec(text)) {
    const [, semicolon, quoted, unterminated, word] = m;
    if (semicolon) {
      current = undefined;
    } else if (unterminated !== undefined) {
      return err(epdError('string', `unterminated string ${unterminated.trim()}`));
    } else if (current) {
      current.push(quoted !== undefined ? quoted.replace(/\\(.)/g, '$1') : word!);
    } else if (word === undefined || !OPCODE.test(word)) {
      return err(
        epdError('opcode', `'${m[0].trim()}' is not an opcode (a letter, then letters, digits or _)`),
      );
    } else if (ops.has(word)) {
      return err(epdError('duplicate', `opcode '${word}' appears twice`));
    } else {
      current = [];
      ops.set(word, current);
    }
  }
  return ok(ops);
}

/** The standard EPD line of a record: four FEN fields, then `opcode operands;` for each operation. */
export function makeEpd(record: EpdRecord): string {
  const fields = record.fen.split(' ');
  const ops = new Map(record.operations);
  const [halfmove = '0', fullmove = '1'] = fields.slice(4);
  if (!ops.has('hmvc') && halfmove !== '0') ops.set('hmvc', [halfmove]);
  if (!ops.has('fmvn') && fullmove !== '1') ops.set('fmvn', [fullmove]);
  const written = [...ops].map(([opcode, operands]) => {
    const quoted = operands.map((o) => (STRING_OPCODES.has(opcode) || /[\s;"]|^$/.test(o) ? quote(o) : o));
    return [opcode, ...quoted].join(' ') + ';';
  });
  return [...fields.slice(0, 4), ...written].join(' ');
}

function quote(s: string): string {
  return `"${s.replace(/[\\"]/g, '\\$&')}"`;
}

/** Reads every record of an EPD file, skipping blank lines and lines starting with '#'. */
export function parseEpdFile(text: string): Result<EpdLine[], EpdError> {
  const records: EpdLine[] = [];
  // CR LF, LF, or a lone CR (old Macintosh files) ends a line.
  const lines = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const record = parseEpd(line);
    if (!record.ok) {
      const e = record.error;
      return err({ ...e, line: i + 1, message: `EPD line ${i + 1}: ${e.detail}` });
    }
    records.push({ line: i + 1, record: record.value });
  }
  return ok(records);
}

/**
 * Reads an EPD file as strict tools read it (fastchess refuses anything else): every line,
 * blank ones and '#' comments included, must be a standard EPD record of four FEN fields and
 * operations; the clocks, if any, are hmvc/fmvn operations. Only the last line's newline may end
 * the file.
 */
export function parseStrictEpdFile(text: string): Result<EpdLine[], EpdError> {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const records: EpdLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const at = (code: EpdErrorCode, detail: string): Result<EpdLine[], EpdError> =>
      err({ code, detail, line: i + 1, message: `EPD line ${i + 1}: ${detail}` });
    if (line.trimStart().startsWith('#')) return at('comment', 'a comment line; plain EPD has none');
    const record = parseEpd(line);
    if (!record.ok) return at(record.error.code, record.error.detail);
    if (/^\S+\s+\S+\s+\S+\s+\S+\s+\d+\s+\d+(?=[\s;]|$)/.test(line.trim()))
      return at('clocks', 'the clocks follow the FEN fields; standard EPD gives them as hmvc and fmvn');
    records.push({ line: i + 1, record: record.value });
  }
  return ok(records);
}
