import { deflateSync } from 'node:zlib';
import { KYC_MAX_BYTES } from '@nova/contracts/api/kyc';
import { describe, expect, it } from 'vitest';
import { jpegWithMetadata, pngWithMetadata, SECRET_TEXT } from '../uploads/test-images.ts';
import { kycStatusOf } from './kyc.model.ts';
import { checkKycFile, checkPdf } from './kyc-file-check.ts';
import {
  ascii85,
  asciiHex,
  EXE,
  HIDDEN_SCRIPT,
  HTML,
  jpegPhoto,
  pdfOf,
  pdfWithEmbeddedFile,
  pdfWithEscapedJavaScript,
  pdfWithJavaScript,
  pdfWithLaunch,
  pdfWithObjectStream,
  pdfWithScriptInObjectStream,
  pngPredicted,
  scannedPdf,
  simplePdf,
  streamOf,
} from './test-kyc-files.ts';

const CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';
const PAGES = '<< /Type /Pages /Kids [] /Count 0 >>';
const ENCRYPTION = '<< /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>';
const deflated = deflateSync(HIDDEN_SCRIPT);
/** A one-page pdf whose content stream is `data` under `filter`. */
function pageWith(data: Buffer | string, filter: string): Buffer {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    streamOf(data, filter),
  ]);
}
const refused = (why: string) => ({
  code: 'UPLOAD_INVALID',
  message: expect.stringContaining(why),
});

describe('checkKycFile', () => {
  it('keeps a clean pdf byte for byte', async () => {
    const pdf = simplePdf();
    const checked = await checkKycFile(pdf);
    expect(checked.mime).toBe('application/pdf');
    expect(checked.data.equals(pdf)).toBe(true);
  });

  it('re-encodes png and jpeg without their metadata', async () => {
    const png = await checkKycFile(pngWithMetadata());
    expect(png.mime).toBe('image/png');
    expect(png.data.includes(SECRET_TEXT)).toBe(false);
    const jpeg = await checkKycFile(await jpegWithMetadata());
    expect(jpeg.mime).toBe('image/jpeg');
    expect(jpeg.data.includes(SECRET_TEXT)).toBe(false);
  });

  it.each([
    ['a script run on open', pdfWithJavaScript(), 'pdf with /OpenAction'],
    ['a script behind #xx escapes', pdfWithEscapedJavaScript(), 'pdf with /JavaScript'],
    ['a script in a deflated object stream', pdfWithScriptInObjectStream(), 'in a stream'],
    ['an embedded file', pdfWithEmbeddedFile(), 'pdf with /EmbeddedFiles'],
    ['a launch action on open', pdfWithLaunch(), 'pdf with /AA'],
    ['RichMedia', pdfOf(['<< /Type /Annot /Subtype /RichMedia >>']), '/RichMedia'],
    ['a /JS entry', pdfOf(['<< /JS (x) >>']), '/JS'],
    [
      'a file attachment (its stream without /Type)',
      pdfOf(['<< /Type /Annot /Subtype /FileAttachment /FS 2 0 R >>', streamOf('MZ')]),
      '/FileAttachment',
    ],
    ['an embedded file specification', pdfOf(['<< /F (a.exe) /EF << /F 2 0 R >> >>']), '/EF'],
    ['an XFA form', pdfOf(['<< /Type /Catalog /AcroForm << /Fields [] /XFA 2 0 R >> >>']), '/XFA'],
  ])('refuses a pdf with %s', async (_label, pdf, why) => {
    await expect(checkKycFile(pdf)).rejects.toMatchObject({
      code: 'UPLOAD_INVALID',
      message: expect.stringContaining(why),
    });
  });

  it('reads whole names: /JSON or /AAB are not active content', () => {
    expect(() => checkPdf(pdfOf(['<< /JSON 1 /AAB 2 /Launcher 3 >>']))).not.toThrow();
  });

  it.each([
    ['an exe', EXE],
    ['html', HTML],
    ['a pdf header on html', Buffer.concat([Buffer.from('%PDF-1.7\n'), HTML])],
    ['a pdf cut before its end', simplePdf().subarray(0, 200)],
    ['a pdf-like header of another version', Buffer.from('%PDF-2x\n%%EOF\n')],
  ])('refuses %s (UPLOAD_INVALID)', async (_label, bytes) => {
    await expect(checkKycFile(bytes)).rejects.toMatchObject({ code: 'UPLOAD_INVALID' });
  });

  it('accepts exactly KYC_MAX_BYTES and refuses one byte more (PAYLOAD_TOO_LARGE)', async () => {
    const pdf = simplePdf();
    const padding = (size: number) => Buffer.alloc(size - pdf.length, 0x20);
    // Padding in front of the header's object keeps %%EOF in the last kilobyte.
    const exact = Buffer.concat([pdf.subarray(0, 9), padding(KYC_MAX_BYTES), pdf.subarray(9)]);
    expect(exact.length).toBe(KYC_MAX_BYTES);
    await expect(checkKycFile(exact)).resolves.toMatchObject({ mime: 'application/pdf' });
    const over = Buffer.concat([exact, Buffer.from(' ')]);
    await expect(checkKycFile(over)).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses an empty body', async () => {
    await expect(checkKycFile(Buffer.alloc(0))).rejects.toMatchObject({ code: 'UPLOAD_INVALID' });
    await expect(checkKycFile('not bytes')).rejects.toMatchObject({ code: 'UPLOAD_INVALID' });
  });
});

describe('checkPdf: streams are decoded before they are searched (decision 041)', () => {
  it.each([
    ['ASCIIHex over Flate', asciiHex(deflated), '/Filter [/ASCIIHexDecode /FlateDecode] '],
    ['ASCIIHex alone', asciiHex(HIDDEN_SCRIPT), '/Filter /ASCIIHexDecode '],
    ['ASCII85 over Flate', ascii85(deflated), '/Filter [/ASCII85Decode /FlateDecode] '],
    [
      'ASCII85 alone (a z group, a short last group)',
      ascii85(Buffer.concat([Buffer.alloc(4), HIDDEN_SCRIPT])),
      '/Filter /A85 ',
    ],
    ['filters read by their abbreviations (/F, /Fl)', asciiHex(deflated), '/F [/AHx /Fl] '],
    [
      'Flate under the png Paeth predictor',
      deflateSync(pngPredicted(HIDDEN_SCRIPT, 7, 4)),
      '/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 7 >> ',
    ],
  ])('refuses a script hidden by %s', (_label, data, entries) => {
    expect(() => checkPdf(pdfWithObjectStream(data, entries))).toThrow(
      expect.objectContaining(refused('/JavaScript in a stream')),
    );
  });

  it.each([1, 2, 3] as const)('undoes png predictor %i as a reader does', (type) => {
    const pdf = pdfWithObjectStream(
      deflateSync(pngPredicted(HIDDEN_SCRIPT, 5, type)),
      '/Filter /FlateDecode /DecodeParms << /Predictor 15 /Columns 5 >> ',
    );
    expect(() => checkPdf(pdf)).toThrow(expect.objectContaining(refused('in a stream')));
  });

  it('reads a stream whose keyword ends with a lone carriage return', () => {
    const pdf = pdfWithObjectStream(deflated, '/Filter /FlateDecode ', '\r');
    expect(() => checkPdf(pdf)).toThrow(expect.objectContaining(refused('in a stream')));
  });

  it('reads a name ended by a NUL, white-space to a reader', () => {
    const pdf = pdfOf([CATALOG, PAGES, '<< /S /JavaScript\x00/JS\x00(app.alert\\(1\\)) >>']);
    expect(() => checkPdf(pdf)).toThrow(expect.objectContaining(refused('pdf with /JavaScript')));
  });

  it.each([
    ['in its trailer', pdfOf([CATALOG, PAGES, ENCRYPTION], '/Root 1 0 R /Encrypt 3 0 R')],
    [
      'in its cross-reference stream',
      pdfOf([
        CATALOG,
        PAGES,
        ENCRYPTION,
        streamOf(
          deflateSync(Buffer.from([1, 0, 15, 0])),
          '/Type /XRef /Size 5 /W [1 2 1] /Root 1 0 R /Encrypt 3 0 R /Filter /FlateDecode ',
        ),
      ]),
    ],
  ])('refuses a pdf encrypted %s', (_label, pdf) => {
    expect(() => checkPdf(pdf)).toThrow(expect.objectContaining(refused('encrypted pdf')));
  });

  it.each([
    ['LZW', deflated, '/Filter /LZWDecode ', '/LZWDecode'],
    ['RunLength', deflated, '/Filter [/FlateDecode /RL] ', '/RunLengthDecode'],
    ['Crypt', deflated, '/Filter [/Crypt /FlateDecode] ', '/Crypt'],
    ['an unknown filter', deflated, '/Filter /BrotliDecode ', '/BrotliDecode'],
    ['a filter by reference', deflated, '/Filter 9 0 R ', 'filter it cannot read'],
    ['external data (/F a file)', deflated, '/F (script.bin) ', 'filter it cannot read'],
    ['both /Filter and /F', deflated, '/Filter /FlateDecode /F /AHx ', 'both /Filter and /F'],
    [
      'parameters by reference',
      deflated,
      '/Filter /FlateDecode /DecodeParms 9 0 R ',
      'DecodeParms do not match',
    ],
    [
      'parameters in another layout than the filters',
      deflated,
      '/Filter [/FlateDecode] /DecodeParms << /Predictor 12 /Columns 4 >> ',
      'DecodeParms do not match',
    ],
    [
      'a predictor it cannot apply',
      deflated,
      '/Filter /FlateDecode /DecodeParms << /Predictor 2 /BitsPerComponent 16 >> ',
      'predictor it cannot apply',
    ],
    ['a truncated Flate stream', deflated.subarray(0, -6), '/Filter /FlateDecode ', 'inflate'],
    ['hex without its end marker', asciiHex(deflated).slice(0, -1), '/Filter /AHx ', 'end marker'],
    [
      'ASCII85 without its end marker',
      ascii85(deflated).slice(0, -2),
      '/Filter /A85 ',
      'end marker',
    ],
    [
      'a bad ASCII85 character',
      `${ascii85(deflated)}`.replace('~>', 'v~>'),
      '/Filter /A85 ',
      'bad',
    ],
    [
      'an image codec mixed with other filters',
      deflated,
      '/Filter [/FlateDecode /DCTDecode] ',
      'mixing an image codec',
    ],
    ['an object stream behind an image codec', deflated, '/Filter /CCF ', 'behind an image codec'],
  ])('refuses a stream it cannot inspect: %s', (_label, data, entries, why) => {
    expect(() => checkPdf(pdfWithObjectStream(data, entries))).toThrow(
      expect.objectContaining(refused(why)),
    );
  });

  it('refuses a stream that inflates beyond the limit', () => {
    const bomb = deflateSync(Buffer.alloc(65 * 1024 * 1024, 0x20));
    expect(() => checkPdf(pageWith(bomb, '/Filter /FlateDecode '))).toThrow(
      expect.objectContaining(refused('beyond the limit')),
    );
  });

  it('refuses more streams than a document has (time spent per file)', () => {
    const streams = Array.from({ length: 20_001 }, () => streamOf('q Q'));
    expect(() => checkPdf(pdfOf([CATALOG, PAGES, ...streams]))).toThrow(
      expect.objectContaining(refused('too many streams')),
    );
    expect(() => checkPdf(pdfOf([CATALOG, PAGES, ...streams.slice(1)]))).not.toThrow();
  });

  it.each([
    ['an object header in a string', pdfOf([CATALOG, PAGES, '<< /Title (see 3 0 obj) >>'])],
    [
      // Parsed from object 3, /Filter is /DCTDecode; a reader sent by the xref to the `4 0 obj`
      // inside the string reads /ASCIIHexDecode (the comment hides the rest of the line).
      'a dictionary that reads two ways',
      pdfOf([
        CATALOG,
        PAGES,
        streamOf(
          asciiHex(HIDDEN_SCRIPT),
          '/A (4 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /AHx >> %) /Subtype /Image /Filter /DCTDecode\n',
        ),
      ]),
    ],
    ['a stream keyword in a string', pdfOf([CATALOG, PAGES, '<< /Title (>> stream\n) >>'])],
  ])('refuses %s (what hides from the parse)', (_label, pdf) => {
    expect(() => checkPdf(pdf)).toThrow(expect.objectContaining(refused('inside a string')));
  });

  it.each([
    ['a stream without endstream', pdfOf([CATALOG, PAGES, '<< /Length 3 >>\nstream\nabc'])],
    ['an unterminated string', pdfOf([CATALOG, PAGES, '<< /Title (abc >>'])],
    ['a dictionary never closed', pdfOf([CATALOG, PAGES, '<< /Title (abc) '])],
  ])('refuses %s (does not parse)', (_label, pdf) => {
    expect(() => checkPdf(pdf)).toThrow(expect.objectContaining(refused('does not parse')));
  });

  it('keeps image data undecoded only when an image codec alone filters it', () => {
    const image = (filter: string) =>
      pdfOf([CATALOG, PAGES, streamOf(deflated, `/Subtype /Image /Width 8 /Height 8 ${filter}`)]);
    expect(() => checkPdf(image('/Filter /DCTDecode '))).not.toThrow();
    expect(() => checkPdf(image('/Filter [/JPXDecode] '))).not.toThrow();
    expect(() => checkPdf(image('/Filter [/FlateDecode /DCTDecode] '))).toThrow(
      expect.objectContaining(refused('mixing an image codec')),
    );
    expect(() => checkPdf(image('/Filter /FlateDecode '))).toThrow(
      expect.objectContaining(refused('in a stream')),
    );
  });

  it('accepts a scan: Flate content, a jpeg image, a cross-reference stream with a predictor', async () => {
    const pdf = scannedPdf(await jpegPhoto());
    await expect(checkKycFile(pdf)).resolves.toMatchObject({ mime: 'application/pdf' });
  });

  it.each([
    ['ASCII85 over Flate', (text: Buffer) => ascii85(deflateSync(text)), '/Filter [/A85 /Fl] '],
    ['ASCIIHex', asciiHex, '/Filter /ASCIIHexDecode '],
    [
      'Flate with png predictors',
      (text: Buffer) => deflateSync(pngPredicted(text, 9, 4)),
      '/Filter /FlateDecode /DecodeParms << /Predictor 15 /Columns 9 >> ',
    ],
  ])('accepts a clean content stream under %s', (_label, encode, filter) => {
    const text = Buffer.from('BT /F1 18 Tf 72 720 Td (Proof of address) Tj ET', 'latin1');
    expect(() => checkPdf(pageWith(encode(text), filter))).not.toThrow();
  });
});

describe('kycStatusOf', () => {
  const doc = (kind: 'IDENTITY' | 'ADDRESS', status: 'PENDING' | 'APPROVED' | 'REJECTED') => ({
    kind,
    status,
  });

  it.each([
    [[], 'UNVERIFIED'],
    [[doc('IDENTITY', 'APPROVED')], 'UNVERIFIED'],
    [[doc('IDENTITY', 'PENDING')], 'PENDING'],
    [[doc('IDENTITY', 'APPROVED'), doc('ADDRESS', 'PENDING')], 'PENDING'],
    [[doc('IDENTITY', 'REJECTED'), doc('ADDRESS', 'PENDING')], 'REJECTED'],
    [[doc('IDENTITY', 'APPROVED'), doc('ADDRESS', 'REJECTED')], 'REJECTED'],
    [[doc('IDENTITY', 'APPROVED'), doc('ADDRESS', 'APPROVED')], 'VERIFIED'],
  ] as const)('%j is %s', (latest, status) => {
    expect(kycStatusOf(latest)).toBe(status);
  });
});
