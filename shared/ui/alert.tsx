import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';

const variants = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-green-200 bg-green-50 text-green-800',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  info: 'border-primary-200 bg-primary-50 text-primary-900',
} as const;

/** Props of {@link Alert}. */
export type AlertProps = ComponentProps<'div'> & {
  variant?: keyof typeof variants;
  title?: ReactNode;
};

/**
 * A message box. An error is announced at once (`role="alert"`), other kinds politely
 * (`role="status"`).
 */
export function Alert({ variant = 'info', title, className, children, ...props }: AlertProps) {
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn('rounded-lg border px-4 py-3 text-sm', variants[variant], className)}
      {...props}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? <div className={title ? 'mt-1' : undefined}>{children}</div> : null}
    </div>
  );
}
