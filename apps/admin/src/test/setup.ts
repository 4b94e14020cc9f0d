import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { ADMIN_LOCALES, i18nReady, loadLocale } from '../lib/i18n';

// A bound on a wait on a busy 2-core machine, not a speed assertion.
configure({ asyncUtilTimeout: 5000 });

await i18nReady;
await Promise.all(ADMIN_LOCALES.map(loadLocale));

afterEach(() => {
  cleanup();
  localStorage.clear();
});
