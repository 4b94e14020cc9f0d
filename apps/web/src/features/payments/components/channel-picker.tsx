import type { PaymentChannel } from '@nova/contracts/api/payments';
import { toMinor } from '@nova/contracts/money';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon-full';
import type { MoneyFormat } from '../../wallet/hooks/use-money-format';
import styles from './channel-picker.module.css';

export interface ChannelPickerProps {
  channels: PaymentChannel[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  money: MoneyFormat;
}

/** The deposit channels as selectable cards: manual bank transfer or an online gateway. */
export function ChannelPicker({ channels, selectedId, onSelect, money }: ChannelPickerProps) {
  const { t } = useTranslation('payments');
  return (
    <fieldset className={styles.channels}>
      <legend className={styles.legend}>{t('deposit.channel')}</legend>
      {channels.map((channel) => {
        const selected = channel.id === selectedId;
        return (
          <label
            key={channel.id}
            className={styles.channel}
            data-selected={selected}
            data-testid={`channel-${channel.code}`}
            data-kind={channel.kind}
          >
            <input
              type="radio"
              name="depositChannel"
              className={styles.radio}
              checked={selected}
              onChange={() => onSelect(channel.id)}
            />
            <span className={styles.icon} aria-hidden="true">
              <Icon name={channel.kind === 'ONLINE' ? 'rocket' : 'deposit'} size={20} />
            </span>
            <span className={styles.body}>
              <span className={styles.name}>{channel.name}</span>
              <span className={styles.kind}>{t(`deposit.kind.${channel.kind}`)}</span>
              <span className={styles.range}>
                {money.format(toMinor(channel.minAmount))} –{' '}
                {money.format(toMinor(channel.maxAmount))}
              </span>
            </span>
            {selected && <Icon name="check" size={16} className={styles.check} />}
          </label>
        );
      })}
    </fieldset>
  );
}
