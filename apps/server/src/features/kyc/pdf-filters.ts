import { inflateSync } from 'node:zlib';
import {
  CHAR_CLASS,
  hexDigit,
  invalid,
  type PdfDict,
  PdfName,
  type PdfStream,
  type PdfValue,
} from './pdf-syntax.ts';

/**
 * A pdf stream's filters as a reader applies them (the KYC check, kyc-file-check.ts; decision
 * 041): FlateDecode with its predictor, ASCIIHexDecode and ASCII85Decode, strictly; image codecs
 * alone are image data; anything else is refused.
 */
/** Decoding stops here, summed over every stream and filter: a small zip bomb is refused. */
export const DECODED_MAX_BYTES = 64 * 1024 * 1024;
/** Filters by the names readers accept (pdf.js takes the inline-image abbreviations anywhere). */
const FILTER_NAMES: Record<string, string> = {
  Fl: 'FlateDecode',
  AHx: 'ASCIIHexDecode',
  A85: 'ASCII85Decode',
  LZW: 'LZWDecode',
  RL: 'RunLengthDecode',
  DCT: 'DCTDecode',
  CCF: 'CCITTFaxDecode',
  JPX: 'JPXDecode',
};
const DECODED_FILTERS = new Set(['FlateDecode', 'ASCIIHexDecode', 'ASCII85Decode']);
const IMAGE_CODECS = new Set(['DCTDecode', 'JPXDecode', 'JBIG2Decode', 'CCITTFaxDecode']);
function tooLarge() {
  return invalid('pdf stream inflates beyond the limit');
}

export interface Budget {
  left: number;
}
interface Predictor {
  kind: 'png' | 'tiff';
  colors: number;
  bits: number;
  columns: number;
}

function nameOf(value: PdfValue | undefined): string | undefined {
  return value instanceof PdfName ? value.name : undefined;
}

/** pdf.js parses any stream with /N and /First as an object stream (hidden dictionaries). */
function mayHoldObjects(dict: PdfDict): boolean {
  return dict.has('N') || dict.has('First') || nameOf(dict.get('Type')) === 'ObjStm';
}

/** An entry readers also take by its inline-image abbreviation; both at once is ambiguous. */
function entry(dict: PdfDict, long: string, short: string): PdfValue | undefined {
  const value = dict.get(long);
  const abbreviated = dict.get(short);
  if (value !== undefined && abbreviated !== undefined)
    throw invalid(`pdf stream with both /${long} and /${short}`);
  return value ?? abbreviated;
}

function filtersOf(dict: PdfDict): string[] {
  const filter = entry(dict, 'Filter', 'F');
  if (filter === undefined) return [];
  const list = Array.isArray(filter) ? filter : [filter];
  return list.map((item) => {
    const name = nameOf(item);
    // A reference, a file specification (/F as external data), a string: not inspectable.
    if (name === undefined) throw invalid('pdf stream with a filter it cannot read');
    return FILTER_NAMES[name] ?? name;
  });
}

/** Each filter's /DecodeParms, in the layouts every reader agrees on. */
function paramsOf(dict: PdfDict, filters: readonly string[]): (PdfDict | undefined)[] {
  const params = entry(dict, 'DecodeParms', 'DP');
  const filter = entry(dict, 'Filter', 'F');
  if (params === undefined || params === 'keyword') return [];
  if (filter instanceof PdfName && params instanceof Map) return [params];
  if (
    Array.isArray(filter) &&
    Array.isArray(params) &&
    params.length <= filters.length &&
    params.every((item) => item instanceof Map || item === 'keyword')
  )
    return params.map((item) => (item instanceof Map ? item : undefined));
  throw invalid('pdf stream whose /DecodeParms do not match its filters');
}

/** The predictor of a FlateDecode step, 'unsupported' when it cannot be applied here. */
function predictorOf(params: PdfDict | undefined): Predictor | undefined | 'unsupported' {
  if (!params) return undefined;
  const predictor = params.get('Predictor') ?? 1;
  const colors = params.get('Colors') ?? 1;
  const bits = params.get('BitsPerComponent') ?? 8;
  const columns = params.get('Columns') ?? 1;
  if (typeof predictor === 'number' && predictor <= 1) return undefined;
  const valid =
    (predictor === 2 || (typeof predictor === 'number' && predictor >= 10 && predictor <= 15)) &&
    typeof colors === 'number' &&
    Number.isInteger(colors) &&
    colors >= 1 &&
    colors <= 64 &&
    (bits === 1 || bits === 2 || bits === 4 || bits === 8 || bits === 16) &&
    typeof columns === 'number' &&
    Number.isInteger(columns) &&
    columns >= 1 &&
    // The tiff predictor is applied for 8-bit components only (what an object stream would use).
    (predictor !== 2 || bits === 8);
  if (!valid) return 'unsupported';
  return { kind: predictor === 2 ? 'tiff' : 'png', colors, bits: bits as number, columns };
}

function fromHex(data: Buffer): Buffer {
  const out = Buffer.alloc(Math.ceil(data.length / 2));
  let length = 0;
  let high = -1;
  for (const code of data) {
    if (code === 0x3e) {
      if (high >= 0) out[length++] = high << 4;
      return out.subarray(0, length);
    }
    if (CHAR_CLASS[code] === 1) continue;
    const digit = hexDigit(code);
    if (digit < 0) throw invalid('pdf ASCIIHex stream with a character that is not hex');
    if (high < 0) high = digit;
    else {
      out[length++] = (high << 4) | digit;
      high = -1;
    }
  }
  throw invalid('pdf ASCIIHex stream without its end marker');
}

function fromAscii85(data: Buffer, budget: Budget): Buffer {
  const out = Buffer.alloc(Math.min(data.length * 4, budget.left));
  let length = 0;
  const put = (group: number, bytes: number) => {
    if (group > 0xffffffff) throw invalid('pdf ASCII85 stream with a group out of range');
    if (length + bytes > out.length) throw tooLarge();
    for (let index = 0; index < bytes; index++) out[length++] = (group >>> (24 - 8 * index)) & 0xff;
  };
  let group = 0;
  let count = 0;
  for (const code of data) {
    if (CHAR_CLASS[code] === 1) continue;
    if (code === 0x7e) {
      if (count === 1) throw invalid('pdf ASCII85 stream ending in a lone character');
      if (count > 0) {
        for (let pad = count; pad < 5; pad++) group = group * 85 + 84;
        put(group, count - 1);
      }
      return out.subarray(0, length);
    }
    if (code === 0x7a && count === 0) put(0, 4);
    else if (code < 0x21 || code > 0x75) throw invalid('pdf ASCII85 stream with a bad character');
    else {
      group = group * 85 + (code - 0x21);
      if (++count === 5) {
        put(group, 4);
        group = 0;
        count = 0;
      }
    }
  }
  throw invalid('pdf ASCII85 stream without its end marker');
}

function inflate(data: Buffer, budget: Budget): Buffer {
  if (data.length === 0) return data;
  try {
    return inflateSync(data, { maxOutputLength: Math.max(1, budget.left) });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge();
    throw invalid('pdf stream that does not inflate');
  }
}

function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const toLeft = Math.abs(estimate - left);
  const toUp = Math.abs(estimate - up);
  const toUpLeft = Math.abs(estimate - upLeft);
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}

/** The predictor undone as pdf.js does it (a short last row is completed with zeros). */
function unpredict(data: Buffer, predictor: Predictor, budget: Budget): Buffer {
  const { kind, colors, bits, columns } = predictor;
  const pixelBytes = Math.ceil((colors * bits) / 8);
  const rowBytes = Math.ceil((columns * colors * bits) / 8);
  const inRow = kind === 'png' ? rowBytes + 1 : rowBytes;
  const rows = Math.ceil(data.length / inRow);
  if (rows * rowBytes > budget.left) throw tooLarge();
  const out = Buffer.alloc(rows * rowBytes);
  for (let row = 0; row < rows; row++) {
    const from = row * inRow + (kind === 'png' ? 1 : 0);
    const type = kind === 'png' ? data[row * inRow] : 1;
    if (type === undefined || type > 4) throw invalid('pdf stream with an unknown png predictor');
    const at = row * rowBytes;
    const present = Math.min(rowBytes, data.length - from);
    // tiff's step is a component (8 bits here), png's a whole pixel.
    const step = kind === 'png' ? pixelBytes : colors;
    for (let index = 0; index < present; index++) {
      const raw = data[from + index] ?? 0;
      const left = index >= step ? (out[at + index - step] ?? 0) : 0;
      const up = row > 0 ? (out[at + index - rowBytes] ?? 0) : 0;
      const upLeft = row > 0 && index >= step ? (out[at + index - rowBytes - step] ?? 0) : 0;
      const base = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][type] ?? 0;
      out[at + index] = (raw + base) & 0xff;
    }
  }
  return out;
}

/** The stream's data as a reader decodes it, or undefined when it is raw or image data. */
export function decodeStream(bytes: Buffer, stream: PdfStream, budget: Budget): Buffer | undefined {
  const { dict } = stream;
  const filters = filtersOf(dict);
  if (filters.length === 0) return undefined; // the raw bytes, searched with the file
  if (filters.some((name) => IMAGE_CODECS.has(name))) {
    if (filters.length > 1) throw invalid('pdf stream mixing an image codec with other filters');
    if (mayHoldObjects(dict)) throw invalid('pdf object stream behind an image codec');
    return undefined;
  }
  const unknown = filters.find((name) => !DECODED_FILTERS.has(name));
  if (unknown !== undefined) throw invalid(`pdf stream with /${unknown.slice(0, 40)}`);
  const params = paramsOf(dict, filters);
  const isImage = nameOf(dict.get('Subtype')) === 'Image' && !mayHoldObjects(dict);
  let data = bytes.subarray(stream.start, stream.end);
  filters.forEach((name, index) => {
    if (name === 'ASCIIHexDecode') data = fromHex(data);
    else if (name === 'ASCII85Decode') data = fromAscii85(data, budget);
    else {
      data = inflate(data, budget);
      const predictor = predictorOf(params[index]);
      if (predictor === 'unsupported' && !isImage)
        throw invalid('pdf stream with a predictor it cannot apply');
      // An image's pixels hold no objects: searched as inflated, predictor or not.
      if (predictor && predictor !== 'unsupported') data = unpredict(data, predictor, budget);
    }
    budget.left -= data.length;
    if (budget.left < 0) throw tooLarge();
  });
  return data;
}
