import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../lib/i18n';

// A bound on a wait on a busy 2-core machine, not a speed assertion.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
