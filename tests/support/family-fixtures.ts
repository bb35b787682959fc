/**
 * A family of its own for a test, built through the API on a {@link newCustomer}: bank data,
 * the person's gender and phone (the profile form requires both), a spouse, children. A test
 * that books or edits makes its family with these instead of using a demo family, so tests
 * running side by side or in any order never see each other's bookings.
 *
 * ```ts
 * const parent = await newCustomer(playwrightCaller(request), 'Ida', { familyName: 'Roth' });
 * await addPaymentData(parent);                     // no payment dialog, no payment step
 * await addChild(parent, { givenName: 'Mia', grade: 'P3', schoolYear: offer.schoolYear });
 * ```
 */
import type { CustomerPayment, PersonRecord, SpouseSaved } from '../../shared/model/customer';
import type { Gender, Grade } from '../../shared/model/enums';
import type {
  ClassLanguage,
  ClassPostfix,
  ParticipantRecord,
} from '../../shared/model/participant';
import { expectOk, type CustomerFixture } from './api-fixtures';

/** The bank data of every fixture family: the spec's example IBAN, valid by mod 97. */
export const FIXTURE_PAYMENT = {
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  bankName: 'Commerzbank',
  address: { street: 'Gartenweg 7', zip: '60316', city: 'Frankfurt am Main', country: 'DE' },
} as const;

/**
 * Saves bank data, SEPA mandate and address (`PUT /api/customer/payment`), which also makes the
 * customer record: the portal's payment dialog and the widgets' payment step stay away after it.
 */
export async function addPaymentData(customer: CustomerFixture): Promise<CustomerPayment> {
  const current = (await expectOk(
    await customer.call('GET', '/api/customer/payment'),
    `Reading the payment of ${customer.login}`,
  )) as CustomerPayment;
  return (await expectOk(
    await customer.call('PUT', '/api/customer/payment', {
      body: { ...FIXTURE_PAYMENT, hasAgreedSepa: true, version: current.version },
    }),
    `Saving the payment of ${customer.login}`,
  )) as CustomerPayment;
}

/**
 * Completes the customer's own person (`PUT /api/person/`, multipart) with a gender and a
 * private mobile number, which a sign-up leaves out and the profile form requires.
 */
export async function completePerson(
  customer: CustomerFixture,
  { gender = 'FEMALE', mobile = '+4915112345678' }: { gender?: Gender; mobile?: string } = {},
): Promise<PersonRecord> {
  const person = (await expectOk(
    await customer.call('GET', `/api/person/${customer.personId}`),
    `Reading the person of ${customer.login}`,
  )) as PersonRecord;
  const changed = { ...person, gender, contactSet: [{ contactType: 'MOBILE', value: mobile }] };
  return (await expectOk(
    await customer.call('PUT', '/api/person/', { form: { person: JSON.stringify(changed) } }),
    `Saving the person of ${customer.login}`,
  )) as PersonRecord;
}

/**
 * Gives the customer a spouse (`PUT /api/customer/spouse`). The customer record must exist:
 * call {@link addPaymentData} (or {@link addChild}) first.
 */
export async function addSpouse(
  customer: CustomerFixture,
  { givenName, familyName = customer.familyName, gender = 'MALE' }: SpouseFixture,
): Promise<SpouseSaved> {
  const { version } = (await expectOk(
    await customer.call('GET', '/api/customer/payment'),
    `Reading the customer version of ${customer.login}`,
  )) as CustomerPayment;
  return (await expectOk(
    await customer.call('PUT', '/api/customer/spouse', {
      body: { spouse: { givenName, familyName, gender }, version },
    }),
    `Saving the spouse of ${customer.login}`,
  )) as SpouseSaved;
}

/** What {@link addSpouse} needs; the family name is the customer's unless given. */
export interface SpouseFixture {
  givenName: string;
  familyName?: string;
  gender?: Gender;
}

/** What {@link addChild} needs: the class is in `schoolYear` (an offer's `schoolYear`). */
export interface ChildFixture {
  givenName: string;
  grade: Grade;
  schoolYear: string;
  gender?: Gender;
  language?: ClassLanguage;
  postfix?: ClassPostfix;
}

/** Adds a child of the customer (`PUT /api/participant/`), in the customer's family name. */
export async function addChild(
  customer: CustomerFixture,
  { givenName, grade, schoolYear, gender = 'FEMALE', language = 'EN', postfix = 'A' }: ChildFixture,
): Promise<ParticipantRecord> {
  return (await expectOk(
    await customer.call('PUT', '/api/participant/', {
      form: {
        person: JSON.stringify({
          person: { givenName, familyName: customer.familyName, gender },
          clazzes: { [schoolYear]: { grade, language, postfix } },
        }),
      },
    }),
    `Adding ${givenName} to ${customer.login}`,
  )) as ParticipantRecord;
}
