import type { ComponentProps } from 'react';
import { cn } from './cn';

/** A form label; pass `htmlFor` to tie it to its control. */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('block text-sm font-medium text-gray-800', className)} {...props} />;
}
