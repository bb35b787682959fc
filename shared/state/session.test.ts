// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { SignInResult } from '../model/auth';
import { configuration } from './config';
import { readCookie } from './cookies';
import {
  SESSION_COOKIE,
  USER_STORAGE_KEY,
  currentUser,
  displayName,
  getSessionToken,
  isSignedIn,
  logout,
  restoreSession,
  startSession,
} from './session';

const result: SignInResult = {
  user: {
    personId: 7,
    login: 'ada@kitebook.test',
    givenName: 'Ada',
    familyName: 'Lovelace',
    roles: ['ADMIN'],
  },
  token: 'token-7',
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
};

describe('session', () => {
  beforeEach(() => logout());

  it('stores token cookie and user on sign-in and restores them on the next start', () => {
    startSession(result);
    expect(readCookie(SESSION_COOKIE)).toBe('token-7');
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? '')).toEqual(result.user);
    expect(getSessionToken()).toBe('token-7');

    logout();
    document.cookie = `${SESSION_COOKIE}=token-7; path=/`;
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(result.user));
    restoreSession();
    expect(isSignedIn.value).toBe(true);
    expect(currentUser.value?.personId).toBe(7);
  });

  it('treats a half session as signed out and clears it', () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(result.user));
    restoreSession();
    expect(isSignedIn.value).toBe(false);
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('logout clears cookie, stored user and private state', () => {
    startSession(result);
    configuration.value = [{ key: 'productName', value: 'X', version: 1 }];
    logout();
    expect(readCookie(SESSION_COOKIE)).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(isSignedIn.value).toBe(false);
    expect(getSessionToken()).toBeNull();
    expect(configuration.value).toBeNull();
  });

  it('greets by full name, or by login when no name exists', () => {
    expect(displayName(result.user)).toBe('Ada Lovelace');
    expect(displayName({ ...result.user, givenName: null, familyName: null })).toBe(
      'ada@kitebook.test',
    );
  });
});
