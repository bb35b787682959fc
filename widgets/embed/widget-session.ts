import type { AuthenticatedUser, SignInResult } from '../../shared/model/auth';
import type { SessionStore } from '../../shared/state/session';

/** The one key of the host page's localStorage that holds a widget sign-in (DESIGN §5). */
export const WIDGET_SESSION_KEY = 'kitebook.widget.session';

interface StoredSession {
  token: string;
  user: AuthenticatedUser;
  expiresAt: string;
}

/** Options of {@link createWidgetSessionStore}. */
export interface WidgetSessionStoreOptions {
  /** The host page's storage; null where storage is blocked. */
  storage?: Storage | null;
  key?: string;
  now?: () => number;
}

function storageOrNull(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Some browsers throw on access when the user blocked site data.
    return null;
  }
}

/**
 * A session store for widgets: token, user and expiry as one JSON value under one key of the
 * host page's localStorage, so no third-party cookie is needed and nothing lands in the
 * partner's cookies. An expired token reads as none.
 */
export function createWidgetSessionStore({
  storage = storageOrNull(),
  key = WIDGET_SESSION_KEY,
  now = Date.now,
}: WidgetSessionStoreOptions = {}): SessionStore {
  const read = (): StoredSession | null => {
    try {
      const stored = JSON.parse(storage?.getItem(key) ?? 'null') as Partial<StoredSession> | null;
      const valid =
        typeof stored?.token === 'string' &&
        typeof stored.user?.login === 'string' &&
        Date.parse(stored.expiresAt ?? '') > now();
      return valid ? (stored as StoredSession) : null;
    } catch {
      return null;
    }
  };
  return {
    // A partner page's scripts can read this storage: ask the server for the reduced session.
    kind: 'widget',
    readToken: () => read()?.token ?? null,
    readUser: () => read()?.user ?? null,
    save({ token, user, expiresAt }: SignInResult) {
      try {
        storage?.setItem(key, JSON.stringify({ token, user, expiresAt }));
      } catch {
        // Storage full or blocked: the session lasts for this page only.
      }
    },
    clear() {
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing could be stored either.
      }
    },
  };
}
