import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '../components/button';
import { Icon } from '../components/icon';
import { errorMessage } from '../lib/errors';
import { useUiStore } from '../lib/ui-store';
import { ChunkErrorScreen } from './chunk-error-screen';
import { isChunkLoadError } from './lazy-route';
import styles from './status-screen.module.css';

/** Route-level error boundary: chunk failures get the reload screen, the rest a way home. */
export function RouteError({ fullScreen = false }: { fullScreen?: boolean }) {
  const error = useRouteError();
  const { t } = useTranslation('errors');
  const chunkFailed = isChunkLoadError(error);
  const setChunkError = useUiStore((state) => state.setChunkError);
  // Spec §4 "Chunk loading: … a chunk-load error; nothing else visible": the shell switches
  // to the full-screen chunk error.
  useEffect(() => {
    if (chunkFailed) setChunkError(true);
  }, [chunkFailed, setChunkError]);
  if (chunkFailed) return <ChunkErrorScreen inline={!fullScreen} />;
  console.error(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div
      className={fullScreen ? styles.screen : styles.inline}
      data-testid="route-error"
      role="alert"
    >
      <span className={styles.emblem}>
        <Icon name="alert" size={36} />
      </span>
      <h1 className={styles.title}>{notFound ? t('notFound.title') : t('page.title')}</h1>
      <p className={styles.text}>{notFound ? t('notFound.text') : errorMessage(t, error)}</p>
      <div className={styles.actions}>
        <Button variant="outline" onClick={() => window.location.reload()}>
          {t('page.retry')}
        </Button>
        <Link to="/" className={styles.homeLink}>
          <Icon name="home" size={16} />
          {t('page.home')}
        </Link>
      </div>
    </div>
  );
}
