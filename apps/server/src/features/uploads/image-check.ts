import { AppError } from '../../lib/app-error.ts';

/**
 * Proof images are checked by their content, never by the client's Content-Type header, and
 * their metadata is stripped without an image library (SECURITY.md 27, spec §9 uploads): the
 * structure is walked chunk by chunk (PNG, with CRCs) or segment by segment (JPEG), anything
 * that does not parse is refused, and only what rendering needs is copied out. Bytes after the
 * end marker are dropped, so a polyglot (an image with a script or HTML appended) loses its tail.
 */
export type ImageMime = 'image/png' | 'image/jpeg';

export interface CheckedImage {
  mime: ImageMime;
  data: Buffer;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Critical chunks plus the ancillary ones that change how pixels render. */
const PNG_KEEP = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'iCCP',
  'sBIT',
]);
const CHUNK_TYPE = /^[A-Za-z]{4}$/u;

function invalid(why: string): AppError {
  return new AppError('UPLOAD_INVALID', why);
}

/** The image's type by content and a copy without metadata; UPLOAD_INVALID otherwise. */
export function checkImage(bytes: Buffer): CheckedImage {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE))
    return { mime: 'image/png', data: stripPng(bytes) };
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { mime: 'image/jpeg', data: stripJpeg(bytes) };
  throw invalid('not a png or jpeg');
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(data: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function stripPng(bytes: Buffer): Buffer {
  const kept: Buffer[] = [PNG_SIGNATURE];
  let at = 8;
  let first = true;
  let idat = false;
  for (;;) {
    if (at + 12 > bytes.length) throw invalid('png: truncated chunk');
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (!CHUNK_TYPE.test(type) || length > 0x7fffffff || end > bytes.length)
      throw invalid('png: bad chunk');
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== bytes.readUInt32BE(at + 8 + length))
      throw invalid('png: bad crc');
    if (first && (type !== 'IHDR' || length !== 13)) throw invalid('png: IHDR first');
    if (first && (bytes.readUInt32BE(at + 8) === 0 || bytes.readUInt32BE(at + 12) === 0))
      throw invalid('png: empty image');
    first = false;
    if (type === 'IDAT') idat = true;
    // An unknown critical chunk (upper-case first letter) cannot be rendered safely.
    const critical = type.charCodeAt(0) < 0x61;
    if (critical && !PNG_KEEP.has(type)) throw invalid(`png: unknown critical chunk ${type}`);
    if (PNG_KEEP.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') break;
  }
  if (!idat) throw invalid('png: no image data');
  return Buffer.concat(kept);
}

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const COM = 0xfe;
const APP0 = 0xe0;
const APP14 = 0xee;

function isStandalone(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
}

/** Start-of-frame markers: C0..CF except DHT (C4), JPG (C8) and DAC (CC). */
function isFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function stripJpeg(bytes: Buffer): Buffer {
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let at = 2;
  let frame = false;
  let scan = false;
  for (;;) {
    if (at + 2 > bytes.length || bytes[at] !== 0xff) throw invalid('jpeg: expected a marker');
    // Fill bytes (0xFF repeated) may precede a marker.
    while (at + 1 < bytes.length && bytes[at + 1] === 0xff) at++;
    const marker = bytes[at + 1] as number;
    if (marker === EOI) {
      if (!frame || !scan) throw invalid('jpeg: no frame or scan');
      kept.push(bytes.subarray(at, at + 2));
      return Buffer.concat(kept);
    }
    if (marker === SOI || marker === 0x00) throw invalid('jpeg: unexpected marker');
    if (isStandalone(marker)) {
      kept.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) throw invalid('jpeg: truncated segment');
    const length = bytes.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) throw invalid('jpeg: bad segment length');
    if (isFrame(marker)) frame = true;
    const metadata = marker === COM || (marker > APP0 && marker <= 0xef && marker !== APP14);
    if (!metadata) kept.push(bytes.subarray(at, end));
    at = end;
    if (marker === SOS) {
      if (!frame) throw invalid('jpeg: scan before frame');
      scan = true;
      const dataEnd = entropyEnd(bytes, at);
      kept.push(bytes.subarray(at, dataEnd));
      at = dataEnd;
    }
  }
}

/** The offset of the first marker after entropy-coded data (not FF00 stuffing, not RSTn). */
function entropyEnd(bytes: Buffer, from: number): number {
  let at = from;
  while (at + 1 < bytes.length) {
    if (bytes[at] === 0xff) {
      const next = bytes[at + 1] as number;
      if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) return at;
    }
    at++;
  }
  throw invalid('jpeg: no end of image');
}
