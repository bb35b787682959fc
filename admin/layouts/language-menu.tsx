import { useLingui } from '@lingui/react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, Languages } from 'lucide-react';
import { locale } from '../../shared/state/locale';
import { useSignals } from '../../shared/state/signals';
import { LanguageItems } from './language-items';
import { BarMenuContent, menuItemClass, menuTriggerClass } from './bar-menu';

/**
 * The language choice of a bar with little room (the public pages, also inside a partner's
 * frame): one button naming the current language, opening the radio group of the profile menu.
 */
export function LanguageMenu() {
  useSignals();
  const { i18n } = useLingui();
  const current = i18n._(`language.${locale.value}`);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={menuTriggerClass}>
        {/* On a phone the bar also holds the product name and "Sign in": the language's name
            alone says what this is, the icon and the chevron wait for wider screens. */}
        <Languages aria-hidden="true" className="hidden size-5 shrink-0 text-primary sm:block" />
        {/* Heard as "Language: English", which contains what the eye reads. */}
        <span className="sr-only">{i18n._('language.menu', { language: current })}</span>
        <span aria-hidden="true">{current}</span>
        <ChevronDown aria-hidden="true" className="hidden size-4 shrink-0 text-gray-500 sm:block" />
      </DropdownMenu.Trigger>
      <BarMenuContent className="w-48">
        <LanguageItems itemClass={menuItemClass} />
      </BarMenuContent>
    </DropdownMenu.Root>
  );
}
