import { opsPreviewContent } from '@nova/contracts/api/ops-content';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorText } from '../../lib/api';
import { CONTENT_KEY } from './content-shared';

/** The value, once it has stopped changing for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The HTML as the site will show it: sanitised by the server (POST /ops/content/preview, what
 * saving stores) 400 ms after typing stops, and sanitised again here before it is inserted.
 * Nothing typed is ever inserted without the server's answer.
 */
export function HtmlPreview({
  title,
  content,
  language,
}: {
  title: string;
  content: string;
  language: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const settled = useDebounced(content, 400);
  const preview = useQuery({
    queryKey: [...CONTENT_KEY, 'preview', settled],
    queryFn: ({ signal }) => callApi(opsPreviewContent, { body: { content: settled }, signal }),
    enabled: settled.trim() !== '',
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const pending = content !== settled || preview.isFetching;
  const html = settled.trim() && preview.data ? DOMPurify.sanitize(preview.data.html) : '';
  return (
    <section className="html-preview" aria-labelledby={headingId}>
      <header className="html-preview-head">
        <h3 id={headingId}>{t('content.preview', { language })}</h3>
        {pending && settled.trim() ? (
          <span className="spinner" role="status" aria-label={t('common.loading')} />
        ) : null}
      </header>
      <div className="html-preview-page">
        {title.trim() ? <h4 className="html-preview-title">{title}</h4> : null}
        {preview.isError ? (
          <p className="field-message">{errorText(t, preview.error)}</p>
        ) : html ? (
          <div
            className="html-preview-body"
            // The server's sanitised answer, sanitised once more by DOMPurify (defence in depth).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised twice, see above
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : (
          <p className="muted">{t('content.previewEmpty')}</p>
        )}
      </div>
    </section>
  );
}
