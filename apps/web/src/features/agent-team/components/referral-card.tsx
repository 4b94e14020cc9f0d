import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { FormError } from '../../../components/form-error';
import { Icon } from '../../../components/icon-full';
import { useCopyText } from '../../../components/use-copy-text';
import { errorMessage } from '../../../lib/errors';
import { useCreateReferralCode, useReferral } from '../api/team-queries';
import styles from './agent-team.module.css';
import registerStyles from './register-center.module.css';
import { TeamBody } from './team-body';

/**
 * My referral link (issue 15 registerCenter): the register page with my invitation code, as
 * text to copy and as a QR code to scan; an agent without a code makes one here.
 */
export function ReferralCard() {
  const { t } = useTranslation(['agentTeam', 'errors']);
  const referral = useReferral();
  const create = useCreateReferralCode();
  const data = referral.data;
  return (
    <section className={styles.panel} aria-labelledby="referral-title" data-testid="referral-card">
      <h2 id="referral-title" className={styles.panelTitle}>
        <Icon name="invite" size={18} />
        {t('referral.title')}
      </h2>
      <p className={styles.panelIntro}>{t('referral.intro')}</p>
      <TeamBody name="referral" query={referral} empty={false}>
        {data?.code && data.link ? (
          <ReferralLink code={data.code} link={data.link} />
        ) : (
          <div className={registerStyles.referralEmpty}>
            <p>{t('referral.none')}</p>
            {create.isError && (
              <FormError testId="referral-error">{errorMessage(t, create.error)}</FormError>
            )}
            <Button
              loading={create.isPending}
              onClick={() => create.mutate()}
              data-testid="referral-create"
            >
              {t('referral.create')}
            </Button>
          </div>
        )}
      </TeamBody>
    </section>
  );
}

function ReferralLink({ code, link }: { code: string; link: string }) {
  const { t } = useTranslation('agentTeam');
  const { copied, copy } = useCopyText();
  const qr = useQrImage(link);
  return (
    <div className={registerStyles.referral}>
      <div className={registerStyles.qr} data-testid="referral-qr">
        {qr ? (
          <img src={qr} alt={t('referral.qrAlt', { code })} width={176} height={176} />
        ) : (
          <span className={registerStyles.qrPending} aria-hidden="true" />
        )}
      </div>
      <dl className={registerStyles.referralFacts}>
        <div>
          <dt>{t('referral.code')}</dt>
          <dd className={registerStyles.code} data-testid="referral-code">
            {code}
          </dd>
        </div>
        <div>
          <dt>{t('referral.link')}</dt>
          <dd className={registerStyles.link} data-testid="referral-link">
            {link}
          </dd>
        </div>
      </dl>
      <Button
        variant={copied ? 'secondary' : 'primary'}
        icon={<Icon name={copied ? 'check' : 'copy'} size={16} />}
        onClick={() => void copy(link)}
        data-testid="referral-copy"
      >
        {copied ? t('referral.copied') : t('referral.copy')}
      </Button>
    </div>
  );
}

/** The link's QR code as an SVG data URL (no canvas needed), made once per link. */
function useQrImage(text: string): string | null {
  const [image, setImage] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (svg) => {
        if (live)
          setImage({ text, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      },
      () => {
        // A link too long for a QR code: the link and its copy button remain.
      },
    );
    return () => {
      live = false;
    };
  }, [text]);
  return image?.text === text ? image.url : null;
}
