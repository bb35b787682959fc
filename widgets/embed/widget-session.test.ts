// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { SignInResult } from '../../shared/model/auth';
import {
  cookieSessionStore,
  getSessionToken,
  isSignedIn,
  logout,
  restoreSession,
  setSessionStore,
  startSession,
} from '../../shared/state/session';
import { WIDGET_SESSION_KEY, createWidgetSessionStore } from './widget-session';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const result: SignInResult = {
  user: { personId: 3, login: 'parent@kitebook.test', givenName: 'P', familyName: 'Q', roles: [] },
  token: 'widget-token',
  expiresAt: '2026-11-21T13:00:00Z',
};

afterEach(() => {
  logout();
  setSessionStore(cookieSessionStore);
  localStorage.clear();
});

describe('widget session store', () => {
  it('keeps the sign-in under one key of the host page, with no cookie', () => {
    setSessionStore(createWidgetSessionStore({ now: () => NOW }));
    startSession(result, NOW);
    expect(Object.keys(localStorage)).toEqual([WIDGET_SESSION_KEY]);
    expect(document.cookie).toBe('');
    expect(getSessionToken()).toBe('widget-token');

    setSessionStore(createWidgetSessionStore({ now: () => NOW }));
    restoreSession();
    expect(isSignedIn.value).toBe(true);
    logout();
    expect(localStorage.getItem(WIDGET_SESSION_KEY)).toBeNull();
  });

  it('reads an expired token as none', () => {
    const store = createWidgetSessionStore({ now: () => NOW + 2 * 3_600_000 });
    store.save(result, NOW);
    expect(store.readToken()).toBeNull();
    expect(store.readUser()).toBeNull();
  });

  it('survives blocked storage', () => {
    const store = createWidgetSessionStore({ storage: null, now: () => NOW });
    store.save(result, NOW);
    expect(store.readToken()).toBeNull();
    store.clear();
  });
});
