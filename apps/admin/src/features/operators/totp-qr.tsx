import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The otpauth:// setup link as a QR code for an authenticator app to scan. Drawn in the browser
 * by the `qrcode` library (loaded with this dialog only): the secret never goes to a third-party
 * QR service. Until the drawing is ready (or if it fails) the space stays empty; the secret and
 * the link beside it still work.
 */
export function TotpQrCode({ uri }: { uri: string }) {
  const { t } = useTranslation();
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }))
      .then((markup) => {
        if (live) setSvg(markup);
      })
      .catch(() => {
        if (live) setSvg(null);
      });
    return () => {
      live = false;
    };
  }, [uri]);
  return (
    <figure className="totp-qr">
      <div className="totp-qr-code">
        {svg ? (
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
            alt={t('operators.secret.qrAlt')}
            width={176}
            height={176}
          />
        ) : null}
      </div>
      <figcaption className="field-hint">{t('operators.secret.qrCaption')}</figcaption>
    </figure>
  );
}
