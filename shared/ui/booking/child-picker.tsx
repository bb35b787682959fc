import { useLingui } from '@lingui/react';
import { UserPlus } from 'lucide-react';
import type { ParticipantRecord } from '../../model/participant';
import { Button } from '../button';

/** Props of {@link ChildPicker}. */
export interface ChildPickerProps {
  childList: ParticipantRecord[];
  selected: number | null;
  onSelect: (id: number) => void;
  onAdd: () => void;
  /** The service's school year, to show each child's class in it. */
  schoolYear: string;
}

/** "Who is the booking for?": the parent's children as radio buttons, and "Add a child". */
export function ChildPicker({
  childList,
  selected,
  onSelect,
  onAdd,
  schoolYear,
}: ChildPickerProps) {
  const { i18n } = useLingui();
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-semibold text-gray-900">
        {i18n._('booking.flow.whichChild')}
      </legend>
      {childList.map((child) => {
        const grade = child.clazzes[schoolYear]?.grade;
        return (
          <label
            key={child.id}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-gray-200 px-3 py-2 has-[:checked]:border-primary-500 has-[:checked]:bg-primary-50"
          >
            <input
              type="radio"
              name="participant"
              value={child.id}
              checked={selected === child.id}
              onChange={() => onSelect(child.id)}
              className="size-4 accent-primary-600"
            />
            <span className="text-sm text-gray-900">
              {child.person.givenName} {child.person.familyName}
            </span>
            {grade ? (
              <span className="ml-auto text-xs text-gray-700">
                {i18n._('booking.child.gradeShort', { grade })}
              </span>
            ) : null}
          </label>
        );
      })}
      <Button type="button" variant="ghost" onClick={onAdd}>
        <UserPlus aria-hidden="true" className="size-4" />
        {i18n._('booking.flow.addChild')}
      </Button>
    </fieldset>
  );
}
