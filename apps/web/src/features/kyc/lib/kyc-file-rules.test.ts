import { KYC_MAX_BYTES } from '@nova/contracts/api/kyc';
import { describe, expect, it } from 'vitest';
import { checkKycPick } from './kyc-file-rules';

function file(name: string, type: string, size = 10): File {
  const picked = new File([new Uint8Array(Math.min(size, 16))], name, { type });
  Object.defineProperty(picked, 'size', { value: size });
  return picked;
}

describe('checkKycPick', () => {
  it.each([
    ['id.png', 'image/png', 'image/png'],
    ['id.JPG', 'image/jpeg', 'image/jpeg'],
    ['bill.pdf', 'application/pdf', 'application/pdf'],
    // No type from the system: the extension names it.
    ['scan.jpeg', '', 'image/jpeg'],
    ['bill.PDF', '', 'application/pdf'],
  ])('accepts %s (%s) as %s', (name, type, sent) => {
    const result = checkKycPick(file(name, type));
    expect(result.ok && result.blob.type).toBe(sent);
  });

  it.each([
    ['photo.gif', 'image/gif'],
    ['invoice.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['setup.exe', ''],
    // A declared type wins over a misleading extension.
    ['page.pdf', 'text/html'],
  ])('refuses %s by its type', (name, type) => {
    expect(checkKycPick(file(name, type))).toEqual({ ok: false, issue: 'type' });
  });

  it('refuses an empty file and one above the limit, accepts exactly the limit', () => {
    expect(checkKycPick(file('a.png', 'image/png', 0))).toEqual({ ok: false, issue: 'empty' });
    expect(checkKycPick(file('a.pdf', 'application/pdf', KYC_MAX_BYTES + 1))).toEqual({
      ok: false,
      issue: 'size',
    });
    expect(checkKycPick(file('a.pdf', 'application/pdf', KYC_MAX_BYTES)).ok).toBe(true);
  });
});
