import { useEffect, useRef } from 'react';
import type { TelegramUser } from '../api/use-social';

export const TELEGRAM_WIDGET_SRC = 'https://telegram.org/js/telegram-widget.js?22';
/** The origin of the widget's frame, the only sender whose messages are read. */
export const TELEGRAM_OAUTH_ORIGIN = 'https://oauth.telegram.org';

/**
 * The widget's frame reports a login as `{"event":"auth_user","auth_data":{…}}`; `init` marks
 * the report of an earlier authorisation sent on load, which must not log anyone in unasked.
 */
function readAuthUser(data: unknown): TelegramUser | null {
  let message: unknown = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (!message || typeof message !== 'object') return null;
  const { event, init, auth_data: user } = message as Record<string, unknown>;
  if (event !== 'auth_user' || init || !user || typeof user !== 'object') return null;
  return user as TelegramUser;
}

/**
 * The official Telegram Login Widget (decision 010), loaded only when Telegram is configured.
 *
 * The widget's own `data-onauth` callback is not used: the script turns that attribute into a
 * function with `eval`, which the site's CSP (no 'unsafe-eval', SECURITY.md 26) refuses, and the
 * button would never appear. The frame's `auth_user` message, the very event `data-onauth`
 * relays, is read here instead, from Telegram's origin and this widget's own frame only.
 */
export function TelegramLoginWidget({
  botName,
  label,
  className,
  onAuth,
}: {
  botName: string;
  className?: string;
  /** Accessible name given to the widget's frame, which Telegram leaves untitled. */
  label: string;
  onAuth: (user: TelegramUser) => void;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  // The latest props, read by the listeners without reloading the widget on every render.
  const latest = useRef({ onAuth, label });
  useEffect(() => {
    latest.current = { onAuth, label };
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const script = document.createElement('script');
    script.async = true;
    script.src = TELEGRAM_WIDGET_SRC;
    script.dataset.telegramLogin = botName;
    script.dataset.size = 'large';
    script.dataset.radius = '12';
    script.dataset.userpic = 'false';
    container.append(script);

    function onMessage(event: MessageEvent) {
      if (event.origin !== TELEGRAM_OAUTH_ORIGIN) return;
      const frame = container?.querySelector('iframe');
      if (!frame || event.source !== frame.contentWindow) return;
      const user = readAuthUser(event.data);
      if (user) latest.current.onAuth(user);
    }
    window.addEventListener('message', onMessage);
    const titler = new MutationObserver(() => {
      container.querySelector('iframe:not([title])')?.setAttribute('title', latest.current.label);
    });
    titler.observe(container, { childList: true });
    return () => {
      titler.disconnect();
      window.removeEventListener('message', onMessage);
      container.replaceChildren();
    };
  }, [botName]);

  return <div ref={containerRef} data-testid="social-telegram" className={className} />;
}
