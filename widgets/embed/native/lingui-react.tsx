/**
 * `@lingui/react` for the widget build (vite.widgets.config.ts aliases it here): `I18nProvider`
 * and `useLingui` as Lingui's, for the instance of ./lingui-core.ts. After every `change` (a
 * locale switch, a catalog loaded) the context holds a fresh proxy of the instance, so a
 * component that depends on `i18n` renders again, as with Lingui.
 */
import type { I18n } from '@lingui/core';
import { createContext, useContext, useLayoutEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';

interface LinguiContextValue {
  i18n: I18n;
  _: I18n['_'];
}

const contextOf = (i18n: I18n): LinguiContextValue => ({
  i18n: new Proxy(i18n, {}),
  _: i18n.t.bind(i18n),
});

export const LinguiContext = createContext<LinguiContextValue | null>(null);

export function useLingui(): LinguiContextValue {
  return useContext(LinguiContext)!;
}

export function I18nProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  const [changes, setChanges] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `changes` stands for the instance's state
  const context = useMemo(() => contextOf(i18n), [i18n, changes]);
  // Subscribed in the commit that rendered, before anything asynchronous can change the instance.
  useLayoutEffect(() => i18n.on('change', () => setChanges((count) => count + 1)), [i18n]);
  if (!i18n.locale) return null;
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}
