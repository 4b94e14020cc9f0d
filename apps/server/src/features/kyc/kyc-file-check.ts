import { KYC_MAX_BYTES, type KycFileType } from '@nova/contracts/api/kyc';
import { AppError } from '../../lib/app-error.ts';
import { checkImage } from '../uploads/image-check.ts';
import { type Budget, DECODED_MAX_BYTES, decodeStream } from './pdf-filters.ts';
import { CHAR_CLASS, decodeName, invalid, readStreams } from './pdf-syntax.ts';

/**
 * A KYC file is checked by its content, never by the client's Content-Type (SECURITY.md 27): a
 * png or jpg goes through the proof images' check (decoded under a pixel limit, re-encoded, every
 * byte of metadata gone; decision 036); a pdf is kept as sent, but only when it parses as one and
 * carries nothing a viewer could run or unpack (decision 041): scripts, launch actions, actions on
 * open, embedded files, rich media, nor encryption that would hide them. Conservatively, what
 * cannot be inspected is refused:
 * - Names are read as a reader reads them: `#xx` escapes decoded, ended by PDF white-space
 *   (NUL included) or a delimiter. They are searched in the raw bytes and in every decoded stream.
 * - The file is parsed from its first byte like a reader does; an `N G obj` header or a `stream`
 *   keyword that the parse saw only inside a string, a comment or another stream's data is
 *   refused, so a reader jumping there through the xref cannot read a dictionary we did not.
 * - Each stream's filter chain is decoded: FlateDecode (with its png or tiff predictor),
 *   ASCIIHexDecode, ASCII85Decode, each strictly (up to its end marker, or refused). A stream
 *   filtered by one image codec alone is image data and not decoded, unless its dictionary makes
 *   it an object stream. LZW, RunLength, Crypt, unknown filters and image codecs mixed with
 *   others are refused, as are filters or parameters given by reference.
 */
export interface CheckedKycFile {
  mime: KycFileType;
  data: Buffer;
}

const PDF_HEADER = /^%PDF-1\.\d/;
const PDF_TAIL_BYTES = 1024;
/**
 * What a pdf reader could run, open by itself or unpack: refused wherever it appears. An
 * attachment's stream need not say /Type /EmbeddedFile: /EF (a file specification's embedded
 * file) and /FileAttachment name it too; an XFA form's scripts are XML, not pdf names.
 */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'XFA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'EF',
  'FileAttachment',
  'OpenAction',
  'AA',
  'RichMedia',
  'RichMediaContent',
  'RichMediaExecute',
]);
/** The first active (or /Encrypt) name in `text` (latin1), or undefined. */
function activeName(text: string): string | undefined {
  for (let at = text.indexOf('/'); at >= 0; ) {
    let end = at + 1;
    while (end < text.length && CHAR_CLASS[text.charCodeAt(end)] === 0) end++;
    const name = decodeName(text.slice(at + 1, end));
    if (ACTIVE_NAMES.has(name) || name === 'Encrypt') return name;
    at = text.indexOf('/', end);
  }
  return undefined;
}

function refuseActive(text: string, where: string): void {
  const found = activeName(text);
  if (found === 'Encrypt') throw invalid(`encrypted pdf (/Encrypt${where})`);
  if (found) throw invalid(`pdf with /${found}${where}`);
}

export function checkPdf(bytes: Buffer): void {
  if (!PDF_HEADER.test(bytes.subarray(0, 16).toString('latin1'))) throw invalid('not a pdf');
  const tail = bytes.subarray(Math.max(0, bytes.length - PDF_TAIL_BYTES)).toString('latin1');
  if (!tail.includes('%%EOF')) throw invalid('pdf without its end marker');
  const text = bytes.toString('latin1');
  refuseActive(text, '');
  const budget: Budget = { left: DECODED_MAX_BYTES };
  for (const stream of readStreams(text)) {
    const decoded = decodeStream(bytes, stream, budget);
    if (decoded) refuseActive(decoded.toString('latin1'), ' in a stream');
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
