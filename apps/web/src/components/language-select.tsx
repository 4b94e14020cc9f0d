import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../lib/i18n';
import { useDismiss } from '../lib/use-dismiss';
import { Icon } from './icon';
import styles from './language-select.module.css';

export interface LanguageSelectProps {
  /** Icon-only trigger for the collapsed side menu. */
  compact?: boolean;
  /** Where the list opens relative to the trigger. */
  placement?: 'up' | 'down';
  className?: string;
}

/** The brand's supported languages (spec §2 side menu "a language select"). */
export function LanguageSelect({
  compact = false,
  placement = 'up',
  className,
}: LanguageSelectProps) {
  const { t } = useTranslation('layout');
  const { code, supported, setLanguage } = useLanguage();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  const current = supported.find((l) => l.code === code);

  useDismiss(root, open, setOpen);

  return (
    <div
      ref={root}
      className={[styles.select, compact && styles.compact, className].filter(Boolean).join(' ')}
      data-placement={placement}
    >
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('language.label')}
        title={compact ? current?.nativeName : undefined}
        onClick={() => setOpen(!open)}
        data-testid="language-select"
      >
        <Icon name="globe" size={18} />
        {!compact && (
          <>
            <span className={styles.name}>{current?.nativeName ?? code}</span>
            <span className={styles.code}>{code}</span>
            <Icon name="chevron-down" size={14} className={styles.chevron} />
          </>
        )}
      </button>
      {open && (
        <div id={listId} className={styles.list} role="listbox" aria-label={t('language.label')}>
          {supported.map((language) => (
            <button
              key={language.code}
              type="button"
              role="option"
              aria-selected={language.code === code}
              className={styles.option}
              lang={language.locale}
              data-testid={`language-option-${language.code}`}
              onClick={() => {
                setOpen(false);
                void setLanguage(language.code);
              }}
            >
              <span className={styles.optionName}>{language.nativeName}</span>
              <span className={styles.optionCode}>{language.code}</span>
              {language.code === code && <Icon name="check" size={16} />}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
