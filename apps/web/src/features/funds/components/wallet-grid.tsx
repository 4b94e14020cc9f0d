import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon-full';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import { MAIN_WALLET, type WalletEntry } from '../lib/wallets';
import styles from './transfer-fund.module.css';

export interface WalletGridProps {
  entries: readonly WalletEntry[];
  /** The wallets of the form, highlighted. */
  selected: readonly string[];
  /** A vendor card was chosen: move out of it when it holds money, into it otherwise. */
  onPick: (code: string, fromIt: boolean) => void;
}

/** Spec §2 transferFund: the main wallet and one card per transfer-mode vendor wallet. */
export function WalletGrid({ entries, selected, onPick }: WalletGridProps) {
  const { t } = useTranslation('funds');
  const money = useMoneyFormat();
  return (
    <section className={styles.gridSection} aria-labelledby="funds-wallets">
      <h3 id="funds-wallets" className={styles.sectionTitle}>
        {t('wallets.title')}
      </h3>
      <ul className={styles.grid} data-testid="wallet-grid">
        {entries.map((entry) => {
          const main = entry.code === MAIN_WALLET;
          const label = main ? t('wallets.main') : (entry.name ?? entry.code);
          const content = (
            <>
              <span className={styles.walletName}>
                <Icon name={main ? 'wallet' : 'coins'} size={16} />
                <span>{label}</span>
              </span>
              <span className={styles.walletAmount} data-testid={`wallet-balance-${entry.code}`}>
                {money.format(entry.balance)}
              </span>
              {entry.stale && (
                <span className={styles.walletStale} data-testid={`wallet-stale-${entry.code}`}>
                  {t('wallets.stale')}
                </span>
              )}
            </>
          );
          return (
            <li
              key={entry.code}
              className={styles.wallet}
              data-main={main}
              data-selected={selected.includes(entry.code)}
              data-empty={entry.balance === 0n}
              data-testid={`wallet-card-${entry.code}`}
            >
              {main ? (
                <div className={styles.walletInner}>{content}</div>
              ) : (
                <button
                  type="button"
                  className={styles.walletInner}
                  onClick={() => onPick(entry.code, entry.balance > 0n)}
                  aria-label={t('wallets.pick', { wallet: label })}
                >
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
