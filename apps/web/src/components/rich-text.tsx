import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { internalLinkPath } from '../lib/internal-link';
import { sanitizeHtml } from '../lib/sanitize';
import styles from './rich-text.module.css';

export interface RichTextProps {
  /** HTML from the back office (notices, popups, help pages); sanitised here before render. */
  html: string;
  className?: string;
  /**
   * Called before the app routes to a same-site link clicked in the HTML, with its path: a
   * dialog closes itself here.
   */
  onNavigate?: (path: string) => void;
  /** `document`: roomier lines and larger headings, for long pages such as the help center. */
  variant?: 'notice' | 'document';
}

/**
 * Sanitised server HTML (SECURITY.md 25), styled for the dark theme. Same-site links route inside
 * the app instead of reloading it; new-tab links, modified clicks and other sites are left to
 * the browser.
 */
export function RichText({ html, className, onNavigate, variant = 'notice' }: RichTextProps) {
  const navigate = useNavigate();
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: delegates link clicks; links keep their own keyboard activation
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div
      className={[styles.richText, className].filter(Boolean).join(' ')}
      data-variant={variant}
      onClick={(event) => {
        const path = internalLinkPath(event);
        if (!path) return;
        event.preventDefault();
        onNavigate?.(path);
        void navigate(path);
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify (SECURITY.md 25)
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
