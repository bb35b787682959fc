import { useLingui } from '@lingui/react';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../dialog/confirm-dialog';
import type { MailOwner } from './use-mail-check';

/** "Family, Given" of the person who has the e-mail (names known). */
export function mailOwnerName(owner: MailOwner): string {
  return [owner.familyName, owner.givenName].filter(Boolean).join(', ');
}

/** Props of {@link MailOverwriteDialog}. */
export interface MailOverwriteDialogProps {
  /** Who else has the e-mail now (the debounced check), or null. */
  owner: MailOwner | null;
  /** The person edited: their e-mail as loaded is what cancel puts back. */
  personId: number | null;
  email: string;
  /** Cancel: put this e-mail back into the form. */
  onRestore: (previous: string) => void;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The overwrite question of spec 001 §8: when the e-mail typed belongs to another person, name
 * that person and offer to keep the address anyway (accept) or to go back to the e-mail the
 * person had when loaded (cancel, also Escape). An address once accepted, and the one the
 * person was loaded with, are not asked about.
 */
export function MailOverwriteDialog({
  owner,
  personId,
  email,
  onRestore,
}: MailOverwriteDialogProps) {
  const { i18n } = useLingui();
  const accepted = useRef<string | null>(null);
  const [answered, setAnswered] = useState<MailOwner | null>(null);
  const loaded = useRef({ personId, email });
  // A person loaded into the form (or cleared) starts over: their e-mail is the one to go back to.
  if (loaded.current.personId !== personId) {
    loaded.current = { personId, email };
    accepted.current = null;
  }
  if (!owner) return null;
  const open =
    owner !== answered &&
    !same(owner.mail, loaded.current.email) &&
    !(accepted.current !== null && same(owner.mail, accepted.current));
  const name = owner.familyName === null ? null : mailOwnerName(owner);

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        setAnswered(owner);
        // Closing without accepting is the cancel: the e-mail as loaded comes back.
        if (accepted.current === null || !same(accepted.current, owner.mail))
          onRestore(loaded.current.email);
      }}
      title={i18n._('person.overwrite.title')}
      text={
        name === null
          ? i18n._('person.overwrite.textUnnamed', { mail: owner.mail })
          : i18n._('person.overwrite.text', { name, mail: owner.mail })
      }
      confirmLabel={i18n._('person.overwrite.accept')}
      cancelLabel={i18n._('person.overwrite.cancel')}
      onConfirm={() => {
        accepted.current = owner.mail;
      }}
    />
  );
}
