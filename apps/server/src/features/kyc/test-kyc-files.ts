import { deflateSync } from 'node:zlib';

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

function stream(content: Buffer, dictionary = ''): Buffer {
  return Buffer.concat([
    Buffer.from(`<< /Length ${content.length} ${dictionary}>>\nstream\n`, 'latin1'),
    content,
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
    stream(deflateSync(content), '/Filter /FlateDecode '),
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

/** A script hidden in a deflated object stream (PDF 1.5), invisible in the raw bytes. */
export function pdfWithScriptInObjectStream(): Buffer {
  const hidden = Buffer.from('4 0 << /S /JavaScript /JS (app.alert\\(1\\)) >>', 'latin1');
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [] /Count 0 >>',
    stream(deflateSync(hidden), '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode '),
  ]);
}

/** A pdf carrying an attached file. */
export function pdfWithEmbeddedFile(): Buffer {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles 3 0 R >> >>',
    '<< /Type /Pages /Kids [] /Count 0 >>',
    '<< /Names [(a.exe) 4 0 R] >>',
    '<< /Type /Filespec /F (a.exe) /EF << /F 5 0 R >> >>',
    stream(Buffer.from('MZ\x90\x00', 'latin1'), '/Type /EmbeddedFile '),
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
