import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';
import { focusRing } from './focus-ring';

/** Props of {@link Switch}: an on/off button with its label and an optional description. */
export type SwitchProps = Omit<ComponentProps<'button'>, 'onChange' | 'role'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  description?: ReactNode;
};

/**
 * A setting that takes effect at once (not a form field waiting for Save): a `role="switch"`
 * button, toggled by click, Space or Enter, named by its label and described by its text.
 */
export function Switch({
  checked,
  onCheckedChange,
  label,
  description,
  id,
  className,
  disabled,
  ...props
}: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const descriptionId = `${switchId}-description`;
  return (
    <div className={cn('flex items-start justify-between gap-4', className)}>
      <div>
        <label htmlFor={switchId} className="text-sm font-medium text-gray-900">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="mt-1 text-sm text-gray-600">
            {description}
          </p>
        ) : null}
      </div>
      <button
        id={switchId}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={description ? descriptionId : undefined}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
          'disabled:cursor-not-allowed disabled:opacity-60',
          checked ? 'bg-primary' : 'bg-gray-400',
          focusRing,
        )}
        {...props}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none',
            checked ? 'translate-x-5.5' : 'translate-x-0.5',
          )}
        />
      </button>
    </div>
  );
}
