import { afterEach, describe, expect, it } from 'vitest';
import { forgetUsername, readRememberedUsername, rememberUsername } from './remember-username';

describe('remembered login', () => {
  afterEach(forgetUsername);

  it('keeps the username in a cookie and can forget it', () => {
    expect(readRememberedUsername()).toBeNull();
    rememberUsername('player one');
    expect(readRememberedUsername()).toBe('player one');
    forgetUsername();
    expect(readRememberedUsername()).toBeNull();
  });

  it('never writes anything but the username', () => {
    rememberUsername('alice');
    expect(document.cookie).not.toMatch(/password/i);
    expect(document.cookie).toContain('alice');
  });
});
