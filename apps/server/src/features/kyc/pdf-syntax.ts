import { AppError } from '../../lib/app-error.ts';

/**
 * Enough of ISO 32000-1 7.2–7.3 to find every stream of a pdf and read its dictionary, the way a
 * reader does (the KYC check, kyc-file-check.ts; decision 041).
 */
export function invalid(why: string): AppError {
  return new AppError('UPLOAD_INVALID', why);
}

const MAX_NESTING = 100;
/** Far above a real document's count (a few thousand at 8 MB); bounds the time spent per file. */
const MAX_STREAMS = 20_000;
/** ISO 32000-1 7.2.2 character classes: 0 regular, 1 white-space (NUL included), 2 delimiter. */
export const CHAR_CLASS = new Uint8Array(256);
for (const code of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) CHAR_CLASS[code] = 1;
for (const char of '()<>[]{}/%') CHAR_CLASS[char.charCodeAt(0)] = 2;
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;
/**
 * `N G obj` and the `stream` keyword before an end of line, wherever they appear (control
 * characters count as white-space: broader than a reader); each must be one the parse read.
 */
const OBJECT_HEADER = /(?<!\d)\d+[\s\p{Cc}]+\d+[\s\p{Cc}]+obj(?!\w)/gu;
const STREAM_KEYWORD = /(?<![^\s\p{Cc}()<>[\]{}/%])stream(?=[\p{Cc} ]*[\r\n])/gu;
const STRUCTURE_WORDS = new Set(['obj', 'endobj', 'stream', 'endstream']);

export function decodeName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_all, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

// ---- Parsing: enough of ISO 32000-1 7.2–7.3 to find every stream and read its dictionary.

export class PdfName {
  constructor(readonly name: string) {}
}
/** Strings, keywords (null, true…) and references only matter as "not a name or number". */
export type PdfValue =
  | number
  | PdfName
  | PdfValue[]
  | PdfDict
  | 'ref'
  | 'string'
  | 'keyword'
  | 'twice';
export type PdfDict = Map<string, PdfValue>;
interface Token {
  type: '<<' | '>>' | '[' | ']' | 'string' | 'name' | 'word';
  value: string;
  at: number;
}

function malformed(why: string): AppError {
  return invalid(`pdf that does not parse: ${why}`);
}

class PdfLexer {
  pos = 0;
  constructor(readonly text: string) {}

  next(): Token | undefined {
    const { text } = this;
    for (;;) {
      const code = text.charCodeAt(this.pos);
      if (CHAR_CLASS[code] === 1) this.pos++;
      else if (code === 0x25) this.skipComment();
      else break;
    }
    if (this.pos >= text.length) return undefined;
    const at = this.pos;
    const char = text[at];
    if (char === '(') {
      this.skipString();
      return { type: 'string', value: '', at };
    }
    if (char === '<' && text[at + 1] === '<') return this.punctuation('<<', 2);
    if (char === '>' && text[at + 1] === '>') return this.punctuation('>>', 2);
    if (char === '[' || char === ']') return this.punctuation(char, 1);
    if (char === '<') {
      let end = at + 1;
      for (; text[end] !== '>'; end++) {
        const code = text.charCodeAt(end);
        if (CHAR_CLASS[code] !== 1 && hexDigit(code) < 0) throw malformed('bad hex string');
      }
      this.pos = end + 1;
      return { type: 'string', value: '', at };
    }
    if (char === ')' || char === '>') throw malformed(`stray ${char}`);
    if (char === '{' || char === '}') {
      this.pos++;
      return { type: 'word', value: char, at };
    }
    const start = char === '/' ? at + 1 : at;
    let end = start;
    while (end < text.length && CHAR_CLASS[text.charCodeAt(end)] === 0) end++;
    this.pos = end;
    if (char === '/') return { type: 'name', value: decodeName(text.slice(start, end)), at };
    return { type: 'word', value: text.slice(at, end), at };
  }

  private punctuation(type: '<<' | '>>' | '[' | ']', length: number): Token {
    this.pos += length;
    return { type, value: type, at: this.pos - length };
  }

  private skipComment(): void {
    const { text } = this;
    while (this.pos < text.length && text[this.pos] !== '\r' && text[this.pos] !== '\n') this.pos++;
  }

  /** A literal string: balanced parentheses, a backslash escaping the next character. */
  private skipString(): void {
    const { text } = this;
    let depth = 0;
    for (let at = this.pos; at < text.length; at++) {
      const char = text[at];
      if (char === '\\') at++;
      else if (char === '(') depth++;
      else if (char === ')' && --depth === 0) {
        this.pos = at + 1;
        return;
      }
    }
    throw malformed('unterminated string');
  }
}

function parseValue(lexer: PdfLexer, token: Token, depth: number): PdfValue {
  if (depth > MAX_NESTING) throw malformed('nested too deeply');
  switch (token.type) {
    case '<<':
      return toDict(parseItems(lexer, '>>', depth));
    case '[':
      return parseItems(lexer, ']', depth);
    case 'name':
      return new PdfName(token.value);
    case 'string':
      return 'string';
    case 'word':
      return NUMBER.test(token.value) ? Number(token.value) : 'keyword';
    default:
      throw malformed(`stray ${token.type}`);
  }
}

function parseItems(lexer: PdfLexer, close: '>>' | ']', depth: number): PdfValue[] {
  const items: PdfValue[] = [];
  for (let token = lexer.next(); token; token = lexer.next()) {
    if (token.type === close) return items;
    if (token.type === 'word' && token.value === 'R') {
      const generation = items.pop();
      const number = items.pop();
      if (typeof number !== 'number' || typeof generation !== 'number')
        throw malformed('R without its object number');
      items.push('ref');
    } else if (token.type === 'word' && STRUCTURE_WORDS.has(token.value)) {
      throw malformed(`${token.value} inside an object`);
    } else {
      items.push(parseValue(lexer, token, depth + 1));
    }
  }
  throw malformed(`${close === '>>' ? 'dictionary' : 'array'} never closed`);
}

/** A key given twice is kept as 'twice': readers disagree on which one counts. */
function toDict(items: PdfValue[]): PdfDict {
  if (items.length % 2 !== 0) throw malformed('dictionary key without a value');
  const dict: PdfDict = new Map();
  for (let index = 0; index < items.length; index += 2) {
    const key = items[index];
    if (!(key instanceof PdfName)) throw malformed('dictionary key that is not a name');
    dict.set(key.name, dict.has(key.name) ? 'twice' : (items[index + 1] as PdfValue));
  }
  return dict;
}

export interface PdfStream {
  dict: PdfDict;
  start: number;
  end: number;
}

/** The stream's data: from the end of line after `stream` over /Length bytes when `endstream`
 * follows them (pdf.js does the same), else up to the first `endstream`. */
function streamAt(text: string, dict: PdfDict, afterKeyword: number) {
  let start = afterKeyword;
  while ('\t\f \x00'.includes(text[start] ?? 'x')) start++;
  if (text.startsWith('\r\n', start)) start += 2;
  else if (text[start] === '\n' || text[start] === '\r') start += 1;
  else throw malformed('stream keyword without its end of line');
  const length = dict.get('Length');
  if (typeof length === 'number' && Number.isInteger(length) && length >= 0) {
    let at = start + length;
    while (at < text.length && CHAR_CLASS[text.charCodeAt(at)] === 1) at++;
    if (text.startsWith('endstream', at)) return { start, end: start + length, resume: at + 9 };
  }
  const at = text.indexOf('endstream', start);
  if (at < 0) throw malformed('stream without endstream');
  let end = at;
  if (end > start && text[end - 1] === '\n') end--;
  if (end > start && text[end - 1] === '\r') end--;
  return { start, end, resume: at + 9 };
}

/** Every stream of the file, parsed from its first byte; refuses what hides from that parse. */
export function readStreams(text: string): PdfStream[] {
  const lexer = new PdfLexer(text);
  const streams: PdfStream[] = [];
  const headers = new Set<number>();
  const keywords = new Set<number>();
  let previous: PdfValue | undefined;
  for (let token = lexer.next(); token; token = lexer.next()) {
    if (token.type === 'word' && token.value === 'stream') {
      if (!(previous instanceof Map)) throw malformed('stream without its dictionary');
      if (streams.length === MAX_STREAMS) throw invalid('pdf with too many streams');
      const { start, end, resume } = streamAt(text, previous, lexer.pos);
      streams.push({ dict: previous, start, end });
      keywords.add(token.at);
      lexer.pos = resume;
      previous = undefined;
    } else if (token.type === 'word' && token.value === 'endstream') {
      throw malformed('endstream without its stream');
    } else {
      if (token.type === 'word' && token.value === 'obj') headers.add(token.at);
      previous = parseValue(lexer, token, 0);
    }
  }
  for (const match of text.matchAll(OBJECT_HEADER)) {
    if (!headers.has(match.index + match[0].length - 3))
      throw invalid('pdf with an object header inside a string, comment or stream');
  }
  for (const match of text.matchAll(STREAM_KEYWORD)) {
    if (!keywords.has(match.index))
      throw invalid('pdf with a stream keyword inside a string, comment or stream');
  }
  return streams;
}

// ---- Decoding: the filters a stream's data goes through before a reader parses it.

export function hexDigit(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  const lower = code | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x57 : -1;
}
