import { render, screen } from '@testing-library/react';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { TotpQrCode } from './totp-qr';

const URI = 'otpauth://totp/Nova%20back%20office:demo-new?secret=JBSWY3DPEHPK3PXP&issuer=Nova';

async function drawn(uri: string): Promise<string> {
  render(<TotpQrCode uri={uri} />);
  const img = await screen.findByRole('img', { name: 'QR code of the setup link' });
  const src = img.getAttribute('src') ?? '';
  expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
  return decodeURIComponent(src.slice(src.indexOf(',') + 1));
}

describe('TotpQrCode', () => {
  it('draws the setup link itself, in the browser, as an SVG QR code', async () => {
    const svg = await drawn(URI);
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
    // The same symbol the library encodes for this link (not a placeholder, not another link).
    expect(svg).toBe(
      await QRCode.toString(URI, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    );
    expect(svg).not.toBe(
      await QRCode.toString(URI.replace('demo-new', 'demo-old'), {
        type: 'svg',
        errorCorrectionLevel: 'M',
        margin: 2,
      }),
    );
  });
});
