import { useLingui } from '@lingui/react';
import { hideSnackbar, snackbar } from '../state/snackbar';
import { useSignals } from '../state/signals';
import { cn } from './cn';
import { focusRing } from './focus-ring';

const kinds = {
  success: 'bg-green-700 text-white',
  error: 'bg-red-700 text-white',
  info: 'bg-gray-900 text-white',
} as const;

/**
 * Shows the snackbar state at the bottom of the screen. The live region stays mounted, so
 * screen readers announce each new message.
 */
export function Snackbar() {
  useSignals();
  const { i18n } = useLingui();
  const message = snackbar.value;
  return (
    // The explicit aria-live keeps the region audible while a modal dialog hides the rest of
    // the page from screen readers (Radix's hideOthers spares [aria-live] elements).
    <div
      role={message?.kind === 'error' ? 'alert' : 'status'}
      aria-live={message?.kind === 'error' ? 'assertive' : 'polite'}
      className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex justify-center px-4 print:hidden"
    >
      {message ? (
        <div
          key={message.id}
          className={cn(
            'pointer-events-auto flex max-w-lg items-center gap-4 rounded-lg px-4 py-3 text-sm shadow-lg',
            kinds[message.kind],
          )}
        >
          <span>
            {i18n._(message.messageKey, message.values)}
            {message.signature ? (
              <span className="mt-1 block text-xs opacity-90">
                {i18n._('error.reportSignature')}{' '}
                <code className="font-mono select-all">{message.signature}</code>
              </span>
            ) : null}
          </span>
          <button
            type="button"
            onClick={hideSnackbar}
            className={cn('rounded px-2 py-1 font-semibold uppercase hover:bg-white/10', focusRing)}
          >
            {i18n._('snackbar.close')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
