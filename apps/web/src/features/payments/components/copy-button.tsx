import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon-full';
import { useCopyText } from '../../../components/use-copy-text';
import styles from './copy-button.module.css';

/** Copies `text` to the clipboard and says "Copied" for a moment. */
export function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation();
  // Without a clipboard the number stays selectable.
  const { copied, copy } = useCopyText();
  return (
    <button
      type="button"
      className={styles.copy}
      onClick={() => copy(text)}
      data-testid="copy-button"
    >
      <Icon name={copied ? 'check' : 'copy'} size={14} />
      {copied ? t('copied') : t('copy')}
    </button>
  );
}
