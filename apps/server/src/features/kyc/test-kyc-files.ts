import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Files for the KYC tests: a real one-page pdf, and pdfs that carry what must be refused. */

/** A pdf from its objects' bodies (object n is `objects[n - 1]`), with a correct xref table. */
export function pdfOf(objects: readonly (string | Buffer)[], trailer = '/Root 1 0 R'): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  objects.forEach((body, index) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(part);
    length += part.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} ${trailer} >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

/** A stream object's body: its dictionary (with /Length), `stream`, an end of line, the data. */
export function streamOf(content: Buffer | string, dictionary = '', eol = '\n'): Buffer {
  const data = typeof content === 'string' ? Buffer.from(content, 'latin1') : content;
  return Buffer.concat([
    Buffer.from(`<< /Length ${data.length} ${dictionary}>>\nstream${eol}`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

/** A one-page pdf saying `text` (a proof of address, say). */
export function simplePdf(text = 'Proof of address: 1 Jalan Ampang, Kuala Lumpur'): Buffer {
  const content = Buffer.from(`BT /F1 18 Tf 72 720 Td (${text}) Tj ET`, 'latin1');
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    streamOf(deflateSync(content), '/Filter /FlateDecode '),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

/** A pdf whose catalogue runs a script when it is opened. */
export function pdfWithJavaScript(): Buffer {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >>',
    '<< /Type /Pages /Kids [] /Count 0 >>',
    '<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>',
  ]);
}

/** The same script, its names written with #xx escapes (`/J#61vaScript`). */
export function pdfWithEscapedJavaScript(): Buffer {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R /Names << /J#61vaScript 3 0 R >> >>',
    '<< /Type /Pages /Kids [] /Count 0 >>',
    '<< /Names [(x) << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>] >>',
  ]);
}

/** What an object stream hides: object 4, a script (app.alert(1)). */
export const HIDDEN_SCRIPT = Buffer.from(
  '4 0 << /S /JavaScript /JS (app.alert\\(1\\)) >>',
  'latin1',
);

/** A script hidden in a deflated object stream (PDF 1.5), invisible in the raw bytes. */
export function pdfWithScriptInObjectStream(): Buffer {
  return pdfWithObjectStream(deflateSync(HIDDEN_SCRIPT), '/Filter /FlateDecode ');
}

/** A pdf whose object 3 is an object stream: `data` (encoded already) under `entries`. */
export function pdfWithObjectStream(data: Buffer | string, entries: string, eol = '\n'): Buffer {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [] /Count 0 >>',
    streamOf(data, `/Type /ObjStm /N 1 /First 4 ${entries}`, eol),
  ]);
}

/** ASCIIHexDecode's encoding, in lines of 64 digits, with its `>` end marker. */
export function asciiHex(data: Buffer): string {
  return `${(data.toString('hex').match(/.{1,64}/g) ?? []).join('\n')}>`;
}

/** ASCII85Decode's encoding (`z` for four zero bytes), with its `~>` end marker. */
export function ascii85(data: Buffer): string {
  let out = '';
  for (let at = 0; at < data.length; at += 4) {
    const group = data.subarray(at, at + 4);
    let value = Buffer.concat([group, Buffer.alloc(4 - group.length)]).readUInt32BE(0);
    if (value === 0 && group.length === 4) {
      out += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let index = 0; index < 5; index++) {
      digits.unshift(String.fromCharCode(0x21 + (value % 85)));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, group.length + 1).join('');
  }
  return `${out}~>`;
}

function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const toLeft = Math.abs(estimate - left);
  const toUp = Math.abs(estimate - up);
  const toUpLeft = Math.abs(estimate - upLeft);
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}

/** `data` in rows of `columns` one-byte pixels under a png predictor (0 none … 4 Paeth). */
export function pngPredicted(data: Buffer, columns: number, type: 0 | 1 | 2 | 3 | 4): Buffer {
  const rows = Math.ceil(data.length / columns);
  const padded = Buffer.concat([data, Buffer.alloc(rows * columns - data.length, 0x20)]);
  const out = Buffer.alloc(rows * (columns + 1));
  const at = (row: number, column: number) =>
    row < 0 || column < 0 ? 0 : (padded[row * columns + column] ?? 0);
  for (let row = 0; row < rows; row++) {
    out[row * (columns + 1)] = type;
    for (let column = 0; column < columns; column++) {
      const [left, up, upLeft] = [
        at(row, column - 1),
        at(row - 1, column),
        at(row - 1, column - 1),
      ];
      const base = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][type] ?? 0;
      out[row * (columns + 1) + 1 + column] = (at(row, column) - base) & 0xff;
    }
  }
  return out;
}

/** A photo's jpeg (from sharp), as a scanned identity card would carry. */
export async function jpegPhoto(): Promise<Buffer> {
  return sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * A one-page scan as a phone app or Acrobat writes it: a deflated content stream drawing a jpeg
 * image (DCTDecode), and a cross-reference stream under the png Up predictor (/Predictor 12).
 */
export function scannedPdf(jpeg: Buffer): Buffer {
  const content = Buffer.from('q 480 0 0 360 66 400 cm /Im1 Do Q', 'latin1');
  const rows = Buffer.from([1, 0, 15, 0, 1, 0, 64, 0, 1, 0, 127, 0, 1, 1, 2, 0, 1, 2, 40, 0]);
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /XObject << /Im1 5 0 R >> >> >>',
    streamOf(deflateSync(content), '/Filter /FlateDecode '),
    streamOf(
      jpeg,
      '/Type /XObject /Subtype /Image /Width 64 /Height 48 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode ',
    ),
    streamOf(
      deflateSync(pngPredicted(rows, 4, 2)),
      '/Type /XRef /Size 6 /W [1 2 1] /Root 1 0 R /Filter /FlateDecode /DecodeParms << /Columns 4 /Predictor 12 >> ',
    ),
  ]);
}

/** A pdf carrying an attached file. */
export function pdfWithEmbeddedFile(): Buffer {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles 3 0 R >> >>',
    '<< /Type /Pages /Kids [] /Count 0 >>',
    '<< /Names [(a.exe) 4 0 R] >>',
    '<< /Type /Filespec /F (a.exe) /EF << /F 5 0 R >> >>',
    streamOf(Buffer.from('MZ\x90\x00', 'latin1'), '/Type /EmbeddedFile '),
  ]);
}

/** A pdf that starts a program. */
export function pdfWithLaunch(): Buffer {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R /AA << /O 3 0 R >> >>',
    '<< /Type /Pages /Kids [] /Count 0 >>',
    '<< /S /Launch /F (calc.exe) >>',
  ]);
}

/** The start of a Windows executable (an `MZ` header), whatever its name says. */
export const EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
  Buffer.alloc(200, 0x41),
]);

export const HTML = Buffer.from(
  '<!doctype html><html><body><script>fetch("/wps/member/info")</script></body></html>',
);
