import { productName } from '../../shared/state/config';
import { useSignals } from '../../shared/state/signals';

/** The logo mark and the product name from the configuration. */
export function Brand() {
  useSignals();
  return (
    <span className="flex min-w-0 items-center gap-2.5">
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path d="M16 5 26 15 16 27 6 15Z" fill="#fff" />
        <path d="M16 5v22M6 15h20" className="stroke-primary" strokeWidth="1.5" />
      </svg>
      <span className="truncate text-lg font-semibold tracking-tight text-gray-900">
        {productName.value}
      </span>
    </span>
  );
}
