import { useLingui } from '@lingui/react';
import { Phone } from 'lucide-react';
import { useState } from 'react';
import type { MyGuardian } from '../../../shared/model/my-guardian';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/dialog';
import { roleLabel } from '../participant-persons/role-label';

/** Props of {@link GuardianList}. */
export interface GuardianListProps {
  guardians: readonly MyGuardian[];
  /** Change and Remove, for the parents; without them the list only shows (a guardian's). */
  onEdit?: (guardian: MyGuardian) => void;
  /** Removes them; a rejection keeps the question open (the caller reports why). */
  onRemove?: (guardian: MyGuardian) => Promise<unknown>;
}

const nameOf = (guardian: MyGuardian) => `${guardian.givenName} ${guardian.familyName}`;

/** The pick-up persons: name, relationship, phone and the children they may collect. */
export function GuardianList({ guardians, onEdit, onRemove }: GuardianListProps) {
  const { i18n } = useLingui();
  const [asking, setAsking] = useState<MyGuardian | null>(null);
  return (
    <>
      <ul className="divide-y divide-gray-200" aria-label={i18n._('myGuardians.listLabel')}>
        {guardians.map((guardian) => {
          const name = nameOf(guardian);
          return (
            <li key={guardian.id} className="flex flex-wrap items-start gap-3 py-3">
              <div className="min-w-0 flex-1 space-y-0.5">
                <p className="font-medium text-gray-900">
                  {name}
                  {guardian.relationship ? (
                    <span className="font-normal text-gray-700">
                      {' · '}
                      {roleLabel(i18n, guardian.relationship)}
                    </span>
                  ) : null}
                </p>
                <p className="flex items-center gap-1 text-sm text-gray-700">
                  <Phone aria-hidden="true" className="size-4" />
                  {guardian.phone ?? i18n._('myGuardians.noPhone')}
                </p>
                <p className="text-sm text-gray-700">
                  {i18n._('myGuardians.mayPickUp', {
                    names: guardian.children.map((child) => child.givenName).join(', '),
                  })}
                </p>
              </div>
              {onEdit && onRemove ? (
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    size="md"
                    aria-label={i18n._('myGuardians.changeOf', { name })}
                    onClick={() => onEdit(guardian)}
                  >
                    {i18n._('myGuardians.change')}
                  </Button>
                  <Button
                    variant="secondary"
                    size="md"
                    aria-label={i18n._('myGuardians.removeOf', { name })}
                    onClick={() => setAsking(guardian)}
                  >
                    {i18n._('myGuardians.remove')}
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={i18n._('myGuardians.removeTitle')}
        text={asking ? i18n._('myGuardians.removeText', { name: nameOf(asking) }) : null}
        confirmLabel={i18n._('myGuardians.remove')}
        variant="destructive"
        onConfirm={() => (asking && onRemove ? onRemove(asking) : undefined)}
      />
    </>
  );
}
