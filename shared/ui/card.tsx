import type { ComponentProps } from 'react';
import { cn } from './cn';

/** A white panel with a soft border and shadow. */
export function Card({ className, ...props }: ComponentProps<'section'>) {
  return (
    <section
      className={cn('rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8', className)}
      {...props}
    />
  );
}
