import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { ADMIN_LOCALES, i18nReady, loadLocale } from '../lib/i18n';

// A bound on a wait on a busy 2-core machine, not a speed assertion.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no <dialog> methods: open and close it as the browser would, by the attribute.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
}

await i18nReady;
await Promise.all(ADMIN_LOCALES.map(loadLocale));

afterEach(() => {
  cleanup();
  localStorage.clear();
});
