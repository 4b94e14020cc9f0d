import { useTranslation } from 'react-i18next';
import { Button } from '../components/button';
import { Icon } from '../components/icon';
import styles from './status-screen.module.css';

/** Spec §4/§8 "Chunk or stylesheet load failure: error that the chunk failed to load". */
export function ChunkErrorScreen({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation('errors');
  return (
    <div className={inline ? styles.inline : styles.screen} data-testid="chunk-error" role="alert">
      <span className={styles.emblem}>
        <Icon name="refresh" size={36} />
      </span>
      <h1 className={styles.title}>{t('chunk.title')}</h1>
      <p className={styles.text}>{t('chunk.text')}</p>
      <Button
        size="lg"
        icon={<Icon name="refresh" size={18} />}
        onClick={() => window.location.reload()}
      >
        {t('chunk.reload')}
      </Button>
    </div>
  );
}
