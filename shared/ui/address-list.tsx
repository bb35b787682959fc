import { useLingui } from '@lingui/react';
import { Plus } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { AddressRowFieldset } from './address-row';
import { emptyAddress } from './address-rows';
import type { AddressRow } from './address-rows';
import { Button } from './button';
import { cn } from './cn';

/** Props of {@link AddressList}: the rows, their errors, and the rest of the outer fieldset. */
export type AddressListProps = Omit<
  ComponentProps<'fieldset'>,
  'ref' | 'children' | 'onChange' | 'defaultValue'
> & {
  value: readonly AddressRow[];
  /** Called with the new rows after every edit, addition and removal. */
  onValueChange: (rows: AddressRow[]) => void;
  /** An already translated message per row index, e.g. from {@link rowErrorsFromIssues}. */
  errors?: Readonly<Record<number, string | undefined>>;
  /** The caption of the whole list ("Addresses"); without it the list has none. */
  legend?: ReactNode;
  /** Disables every field and button (a native disabled fieldset). */
  disabled?: boolean;
  /** The base of the element ids (`{idPrefix}-{index}-street`…); generated when left out. */
  idPrefix?: string;
};

/** Where focus goes once the rows have changed: a row's street, or the add button. */
type FocusTarget = number | 'add';

/**
 * The address list of spec 000 §2: one fieldset per address ({@link AddressRowFieldset}), a
 * delete button on each row while more than one exists, and "Add address", which appends an
 * empty row with the country DE ({@link emptyAddress}). Focus follows: into the new row's
 * street after adding, to the previous row's street (or the add button) after removing.
 *
 * Callers start with `[emptyAddress()]` when a person has no address, so there is always a row
 * to fill in, and validate the rows with `addressListSchema` (shared/rules), turning its issues
 * into `errors` with {@link rowErrorsFromIssues}. Errors follow the index, so validate again
 * after a removal.
 */
export function AddressList({
  value,
  onValueChange,
  errors = {},
  legend,
  disabled = false,
  idPrefix,
  className,
  ...props
}: AddressListProps) {
  const { i18n } = useLingui();
  const generatedId = useId();
  const prefix = idPrefix ?? generatedId;
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const focusTarget = useRef<FocusTarget | null>(null);

  // Runs once the parent has rendered the changed rows. Looked up inside the list rather than by
  // document id: in a widget the list lives in a shadow root.
  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (target === null) return;
    const selector = target === 'add' ? '[data-address-add]' : `[data-address-street="${target}"]`;
    rootRef.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [value.length]);

  const add = () => {
    focusTarget.current = value.length;
    onValueChange([...value, emptyAddress()]);
  };
  const remove = (index: number) => {
    focusTarget.current = index > 0 ? index - 1 : 'add';
    onValueChange(value.filter((_, other) => other !== index));
  };
  const change = (index: number, row: AddressRow) =>
    onValueChange(value.map((other, position) => (position === index ? row : other)));
  const removable = value.length > 1;

  return (
    <fieldset ref={rootRef} disabled={disabled} className={cn('min-w-0', className)} {...props}>
      {legend ? (
        <legend className="mb-3 text-base font-semibold text-gray-900">{legend}</legend>
      ) : null}
      <div className="space-y-4">
        {value.map((row, index) => (
          <AddressRowFieldset
            // Rows are positional: ids, legends and errors follow the index, and every field is
            // controlled, so the index is the row's identity here (new rows have no id yet).
            key={index}
            row={row}
            index={index}
            id={`${prefix}-${index}`}
            error={errors[index]}
            showLegend={removable}
            onRowChange={(changed) => change(index, changed)}
            // Spec 000 §2: remove only while more than one row exists; the last row has no
            // button at all rather than a dead one.
            onRemove={removable ? () => remove(index) : undefined}
          />
        ))}
        <Button variant="secondary" data-address-add="" onClick={add}>
          <Plus aria-hidden="true" className="size-4" />
          {i18n._('addressList.add')}
        </Button>
      </div>
    </fieldset>
  );
}
