import type { ComponentProps } from 'react';
import { cn } from './cn';
import { focusRing } from './focus-ring';

const variants = {
  primary: 'bg-primary text-white shadow-sm hover:bg-primary-700 active:bg-primary-800',
  secondary:
    'border border-gray-300 bg-white text-gray-900 shadow-sm hover:bg-gray-50 active:bg-gray-100',
  ghost: 'text-gray-700 hover:bg-gray-100 active:bg-gray-200',
  /** For what cannot be undone (delete, discard changes). */
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800 active:bg-red-900',
} as const;

const sizes = {
  md: 'h-10 px-4 text-sm',
  lg: 'h-11 px-5 text-base',
} as const;

/** Props of {@link Button}: a native button plus variant and size. */
export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
};

/** Options of {@link buttonClass}. */
export interface ButtonClassOptions {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  className?: string;
}

/** The classes of a button, for a link that looks like one (shadcn's `buttonVariants`). */
export function buttonClass({
  variant = 'primary',
  size = 'md',
  className,
}: ButtonClassOptions = {}) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60',
    focusRing,
    variants[variant],
    sizes[size],
    className,
  );
}

/** The portal's button; `type` defaults to "button" so only a real submit submits a form. */
export function Button({
  variant = 'primary',
  size = 'md',
  type = 'button',
  className,
  ...props
}: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}
