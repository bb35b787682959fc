import { useLingui } from '@lingui/react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import { LOCALES, type Locale } from '../../shared/model/enums';
import { chooseLocaleAndRemember, locale } from '../../shared/state/locale';
import { useSignals } from '../../shared/state/signals';

/**
 * The language choice inside a dropdown menu (the profile menu, where signed-in users find their
 * settings, and the language menu of the public pages): a radio group of the languages, each
 * named in itself. The choice is remembered in the cookie.
 */
export function LanguageItems({ itemClass }: { itemClass: string }) {
  useSignals();
  const { i18n } = useLingui();
  return (
    <>
      <DropdownMenu.Label className="px-3 pt-1 pb-1 text-xs font-medium text-gray-600">
        {i18n._('language.label')}
      </DropdownMenu.Label>
      <DropdownMenu.RadioGroup
        value={locale.value}
        onValueChange={(value) => chooseLocaleAndRemember(value as Locale)}
      >
        {LOCALES.map((option) => (
          <DropdownMenu.RadioItem key={option} value={option} lang={option} className={itemClass}>
            <span className="flex size-4 shrink-0 items-center justify-center">
              <DropdownMenu.ItemIndicator>
                <Check aria-hidden="true" className="size-4 text-primary" />
              </DropdownMenu.ItemIndicator>
            </span>
            {i18n._(`language.${option}`)}
          </DropdownMenu.RadioItem>
        ))}
      </DropdownMenu.RadioGroup>
    </>
  );
}
