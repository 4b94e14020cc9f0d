import { KYC_MAX_BYTES } from '@nova/contracts/api/kyc';
import { describe, expect, it } from 'vitest';
import { jpegWithMetadata, pngWithMetadata, SECRET_TEXT } from '../uploads/test-images.ts';
import { kycStatusOf } from './kyc.model.ts';
import { checkKycFile, checkPdf } from './kyc-file-check.ts';
import {
  EXE,
  HTML,
  pdfOf,
  pdfWithEmbeddedFile,
  pdfWithEscapedJavaScript,
  pdfWithJavaScript,
  pdfWithLaunch,
  pdfWithScriptInObjectStream,
  simplePdf,
} from './test-kyc-files.ts';

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
