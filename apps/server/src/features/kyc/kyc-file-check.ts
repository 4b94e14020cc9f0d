import { inflateSync } from 'node:zlib';
import { KYC_MAX_BYTES, type KycFileType } from '@nova/contracts/api/kyc';
import { AppError } from '../../lib/app-error.ts';
import { checkImage } from '../uploads/image-check.ts';

/**
 * A KYC file is checked by its content, never by the client's Content-Type (SECURITY.md 27): a
 * png or jpg goes through the proof images' check (decoded under a pixel limit, re-encoded, every
 * byte of metadata gone; decision 036); a pdf is kept as sent, but only when it looks like one
 * (the `%PDF-1.x` header, `%%EOF` in its last kilobyte) and carries nothing a viewer could run or
 * unpack: scripts, launch actions, actions on open, embedded files, rich media. Names are read
 * with their `#xx` escapes decoded (`/J#61vaScript` is `/JavaScript`), and deflated streams
 * (object streams hide dictionaries there) are searched too.
 */
export interface CheckedKycFile {
  mime: KycFileType;
  data: Buffer;
}

const PDF_HEADER = /^%PDF-1\.\d/;
const PDF_TAIL_BYTES = 1024;
/** What a pdf reader could run, open by itself or unpack: refused wherever it appears. */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'OpenAction',
  'AA',
  'RichMedia',
  'RichMediaContent',
  'RichMediaExecute',
]);
/** A PDF name: a slash and regular characters up to the next white-space or delimiter. */
const NAME = /\/([^\s()<>[\]{}/%]*)/g;
/** A stream's body (between `stream` and `endstream`); searched again once inflated. */
const STREAM = /(?<!end)stream\r?\n/g;
/** Inflating stops here: a small file that inflates to gigabytes (a zip bomb) is refused. */
const INFLATED_MAX_BYTES = 64 * 1024 * 1024;

function invalid(why: string): AppError {
  return new AppError('UPLOAD_INVALID', why);
}

function decodeName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_all, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

/** The first active name found in `text` (latin1), or undefined. */
function activeName(text: string): string | undefined {
  for (const match of text.matchAll(NAME)) {
    const name = decodeName(match[1] ?? '');
    if (ACTIVE_NAMES.has(name)) return name;
  }
  return undefined;
}

/** The bodies of the pdf's streams that inflate (FlateDecode), each at most the budget. */
function* inflatedStreams(bytes: Buffer): Generator<Buffer> {
  const text = bytes.toString('latin1');
  let budget = INFLATED_MAX_BYTES;
  for (const match of text.matchAll(STREAM)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) return;
    let inflated: Buffer;
    try {
      inflated = inflateSync(bytes.subarray(start, end), { maxOutputLength: budget });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
        throw invalid('pdf stream inflates beyond the limit');
      // Not deflated (an image, a font in another filter): nothing to search in it.
      continue;
    }
    budget -= inflated.length;
    yield inflated;
  }
}

export function checkPdf(bytes: Buffer): void {
  if (!PDF_HEADER.test(bytes.subarray(0, 16).toString('latin1'))) throw invalid('not a pdf');
  const tail = bytes.subarray(Math.max(0, bytes.length - PDF_TAIL_BYTES)).toString('latin1');
  if (!tail.includes('%%EOF')) throw invalid('pdf without its end marker');
  const found = activeName(bytes.toString('latin1'));
  if (found) throw invalid(`pdf with /${found}`);
  for (const stream of inflatedStreams(bytes)) {
    const hidden = activeName(stream.toString('latin1'));
    if (hidden) throw invalid(`pdf with /${hidden} in a stream`);
  }
}

/**
 * The file's type by content and the bytes to store: UPLOAD_INVALID for anything but a clean
 * png, jpg or pdf, PAYLOAD_TOO_LARGE above KYC_MAX_BYTES (before and after re-encoding).
 */
export async function checkKycFile(body: unknown): Promise<CheckedKycFile> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw invalid('empty');
  if (body.length > KYC_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'kyc file too large');
  if (body.subarray(0, 5).toString('latin1') === '%PDF-') {
    checkPdf(body);
    return { mime: 'application/pdf', data: body };
  }
  const image = await checkImage(body);
  if (image.data.length > KYC_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', 'kyc image too large once re-encoded');
  return image;
}
