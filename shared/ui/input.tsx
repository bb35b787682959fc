import type { ComponentProps } from 'react';
import { cn } from './cn';
import { useFieldControl } from './form/field';

/** A text input; `aria-invalid` turns the border red. Inside a `Field` it is wired to it. */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  const control = useFieldControl();
  return (
    <input
      {...control}
      className={cn(
        'block h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900',
        'placeholder:text-gray-500 shadow-sm transition-colors outline-none',
        'focus:border-primary focus:ring-2 focus:ring-primary/30',
        'aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:ring-red-600/30',
        'disabled:bg-gray-100 disabled:text-gray-500',
        className,
      )}
      {...props}
    />
  );
}
