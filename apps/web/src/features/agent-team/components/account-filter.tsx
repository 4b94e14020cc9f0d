import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon-full';
import records from '../../records/components/records.module.css';
import styles from './agent-team.module.css';

/** The longest account or keyword the team calls accept (contracts agent-team.ts). */
export const ACCOUNT_FILTER_MAX = 32;

/**
 * One team member's account (or a keyword), applied with Enter or the search button so a query
 * is not sent per keystroke; the clear button shows everyone again.
 */
export function AccountFilter({
  value,
  onApply,
  label,
  placeholder,
  testId = 'account-filter',
}: {
  /** The applied value ('' = none). */
  value: string;
  onApply: (value: string) => void;
  label?: string;
  placeholder?: string;
  testId?: string;
}) {
  const { t } = useTranslation('agentTeam');
  const id = useId();
  const [draft, setDraft] = useState(value);
  // The page may clear the filter itself (downline management's drill-down does).
  useEffect(() => setDraft(value), [value]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(draft.trim());
  }

  return (
    <form className={styles.search} onSubmit={submit} data-testid={`${testId}-form`}>
      <label htmlFor={id} className={styles.searchLabel}>
        {label ?? t('filters.account')}
      </label>
      <div className={styles.searchControl}>
        <input
          id={id}
          type="search"
          className={`${records.select} ${styles.searchInput}`}
          value={draft}
          maxLength={ACCOUNT_FILTER_MAX}
          placeholder={placeholder ?? t('filters.accountPlaceholder')}
          autoComplete="off"
          onChange={(event) => setDraft(event.target.value)}
          data-testid={testId}
        />
        <button
          type="submit"
          className={styles.searchButton}
          aria-label={t('filters.search')}
          data-testid={`${testId}-apply`}
        >
          <Icon name="search" size={18} />
        </button>
        {value !== '' && (
          <button
            type="button"
            className={styles.clearButton}
            onClick={() => {
              setDraft('');
              onApply('');
            }}
            aria-label={t('filters.clear')}
            data-testid={`${testId}-clear`}
          >
            <Icon name="close" size={16} />
          </button>
        )}
      </div>
    </form>
  );
}
