import { useLingui } from '@lingui/react';
import type { PersonAddress } from '../../../shared/model/customer';
import type { ContactPerson } from '../../../shared/model/participant-office';
import { countryName } from '../../../shared/ui/country-names';

/** An address on one line; the country only when it is not Germany (spec 001 §2.2). */
export function addressLine(address: PersonAddress, locale: string): string {
  const place = [address.zip, address.city].filter(Boolean).join(' ');
  const country =
    address.country && address.country !== 'DE' ? countryName(address.country, locale) : '';
  return [address.street, place, country].filter(Boolean).join(', ');
}

/**
 * The contact list (spec 001 §2.2 shared widgets, contact viewer): each person's name and
 * type (customer, spouse, otherwise escort), addresses, mobile, phone and e-mail. Read-only.
 */
export function ContactList({ contacts }: { contacts: readonly ContactPerson[] }) {
  const { i18n } = useLingui();
  const typeLabel = (type: ContactPerson['type']) =>
    i18n._(
      type === 'CUSTOMER'
        ? 'participants.contactType.CUSTOMER'
        : type === 'SPOUSE'
          ? 'participants.contactType.SPOUSE'
          : 'participants.contactType.ESCORT',
    );
  return (
    <ul className="divide-y divide-gray-200" aria-label={i18n._('participants.contacts')}>
      {contacts.map((contact) => (
        <li key={contact.personId} className="py-3">
          <p className="font-medium text-gray-900">
            {[contact.title, contact.givenName, contact.familyName].filter(Boolean).join(' ')}{' '}
            <span className="text-sm font-normal text-gray-600">({typeLabel(contact.type)})</span>
          </p>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-gray-800">
            {contact.addresses.map((address, index) => (
              <div key={index} className="contents">
                <dt className="text-gray-600">{i18n._('participants.contact.address')}</dt>
                <dd>{addressLine(address, i18n.locale)}</dd>
              </div>
            ))}
            {contact.mobile ? (
              <>
                <dt className="text-gray-600">{i18n._('participants.contact.mobile')}</dt>
                <dd>
                  <a className="underline" href={`tel:${contact.mobile}`}>
                    {contact.mobile}
                  </a>
                </dd>
              </>
            ) : null}
            {contact.phone ? (
              <>
                <dt className="text-gray-600">{i18n._('participants.contact.phone')}</dt>
                <dd>
                  <a className="underline" href={`tel:${contact.phone}`}>
                    {contact.phone}
                  </a>
                </dd>
              </>
            ) : null}
            {contact.email ? (
              <>
                <dt className="text-gray-600">{i18n._('participants.contact.email')}</dt>
                <dd>
                  <a className="underline" href={`mailto:${contact.email}`}>
                    {contact.email}
                  </a>
                </dd>
              </>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}
