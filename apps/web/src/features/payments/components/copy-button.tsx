import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import styles from './copy-button.module.css';

/** Copies `text` to the clipboard and says "Copied" for a moment. */
export function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 1500);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No clipboard (insecure context): the number stays selectable.
    }
  }

  return (
    <button type="button" className={styles.copy} onClick={copy} data-testid="copy-button">
      <Icon name={copied ? 'check' : 'copy'} size={14} />
      {copied ? t('copied') : t('copy')}
    </button>
  );
}
