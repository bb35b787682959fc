import { useLingui } from '@lingui/react';
import { LOCALES } from '../model/enums';
import { chooseLocaleAndRemember, locale } from '../state/locale';
import { useSignals } from '../state/signals';
import { cn } from './cn';
import { focusRing } from './focus-ring';

/**
 * The language switch (en, de): toggle buttons, each language named in itself ("Deutsch",
 * "English") so a reader of either language finds theirs. The choice is remembered in the
 * locale cookie.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  useSignals();
  const { i18n } = useLingui();
  return (
    <div
      role="group"
      aria-label={i18n._('language.label')}
      className={cn('inline-flex rounded-lg border border-gray-300 bg-white p-0.5', className)}
    >
      {LOCALES.map((option) => {
        const active = locale.value === option;
        return (
          <button
            key={option}
            type="button"
            lang={option}
            aria-pressed={active}
            onClick={() => chooseLocaleAndRemember(option)}
            className={cn(
              'rounded-md px-3 py-1 text-xs font-semibold transition-colors',
              focusRing,
              active ? 'bg-primary text-white' : 'text-gray-700 hover:bg-gray-100',
            )}
          >
            {i18n._(`language.${option}`)}
          </button>
        );
      })}
    </div>
  );
}
