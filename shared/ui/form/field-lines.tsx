import type { ComponentProps } from 'react';
import { cn } from '../cn';
import { useDescribes, usePartId } from './field';

/*
 * The lines under a form's control beside `FieldError` (field.tsx): a hint, a counter, a live
 * status and the footer row. Apart from field.tsx so a widget's first paint, whose filters use
 * `Field` and `FieldError`, does not carry what only its booking forms show.
 */

/** A hint under the control, read out with it. */
export function FieldHint({ id, className, ...props }: ComponentProps<'p'>) {
  const partId = usePartId('hint', id);
  useDescribes(partId, true);
  return <p id={partId} className={cn('text-sm text-gray-600', className)} {...props} />;
}

/** Props of {@link FieldCounter}. */
export type FieldCounterProps = ComponentProps<'span'> & { length: number; max: number };

/**
 * "length / max" under the control, red past the limit. Hidden from screen readers: the
 * rule's error says when a text is too long, and a count read after every key would be noise.
 * It does not cut text off, so a pasted text keeps its end and the message says why.
 */
export function FieldCounter({ length, max, className, ...props }: FieldCounterProps) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'shrink-0 tabular-nums text-gray-600',
        length > max && 'font-semibold text-red-700',
        className,
      )}
      {...props}
    >
      {length} / {max}
    </span>
  );
}

/** The row under a control: messages on the left, a counter on the right. */
export function FieldFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mt-1.5 flex items-start justify-between gap-3 text-sm', className)}
      {...props}
    />
  );
}

/**
 * A polite live line under the control (e.g. why a typed date was refused). Always rendered,
 * as a live region must exist before its text changes to be announced; tied to the control
 * while it has text.
 */
export function FieldStatus({ id, className, children, ...props }: ComponentProps<'p'>) {
  const partId = usePartId('status', id);
  useDescribes(partId, Boolean(children));
  return (
    <p id={partId} role="status" className={cn('text-sm text-gray-800', className)} {...props}>
      {children ? <span className="mt-1.5 block">{children}</span> : null}
    </p>
  );
}
