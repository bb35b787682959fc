import { GRADES, type Grade } from '../../../shared/model/enums';
import { DEMO_ACCOUNTS, type DemoAccount } from './accounts';
import { addDays, type SchoolYearCalendar } from './calendar';
import { birthdayForGrade, type ChildSpec, type FamilySpec } from './families';
import { germanIban } from './iban';
import type { PersonSpec } from './persons';

function child(
  calendar: SchoolYearCalendar,
  parent: PersonSpec,
  givenName: string,
  gender: PersonSpec['gender'],
  grade: Grade,
  day: number,
): ChildSpec {
  return {
    person: {
      ...parent,
      givenName,
      gender,
      email: null,
      title: null,
      entitledToCustody: false,
      birthday: birthdayForGrade(calendar.startYear, GRADES.indexOf(grade), day),
      contacts: [],
    },
    grade,
    classLanguage: 'EN',
    postfix: 'B',
    escortType: 'GUARDIAN',
    homeAlone: false,
  };
}

function adult(login: string): PersonSpec {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.login === login) as DemoAccount;
  return {
    givenName: account.givenName,
    familyName: account.familyName,
    gender: account.gender,
    email: account.login,
    birthday: '1984-03-14',
    entitledToCustody: true,
    address: { street: 'Grüneburgweg 12', zip: '60323', city: 'Frankfurt am Main' },
    contacts: [{ contactType: 'MOBILE', value: '+4915112345678' }],
    languages: ['DE', 'EN'],
  };
}

/**
 * The families behind the customer demo logins: parent (complete payment data, two children),
 * newparent (no bank data and no address yet, so the payment dialog appears; one child) and
 * member (parents' association member, one child); neueltern is a German-speaking new parent
 * like newparent, so the payment dialog can be shown in both languages.
 */
export function demoFamilies(calendar: SchoolYearCalendar, today: string): FamilySpec[] {
  const parent = adult('parent@kitebook.test');
  const spouse: PersonSpec = {
    ...parent,
    givenName: 'Thomas',
    gender: 'MALE',
    email: 'thomas.becker@example.com',
    birthday: '1982-11-02',
    contacts: [{ contactType: 'MOBILE', value: '+4916098765432' }],
  };
  const newParent: PersonSpec = {
    ...adult('newparent@kitebook.test'),
    birthday: '1990-06-21',
    address: null,
    languages: ['EN', 'PL'],
  };
  const neueltern: PersonSpec = {
    ...adult('neueltern@kitebook.test'),
    birthday: '1988-03-14',
    address: null,
    contacts: [{ contactType: 'MOBILE', value: '+4917612345987' }],
    languages: ['DE'],
  };
  const member: PersonSpec = {
    ...adult('member@kitebook.test'),
    birthday: '1981-09-30',
    address: { street: 'Oeder Weg 48', zip: '60318', city: 'Frankfurt am Main' },
    contacts: [
      { contactType: 'MOBILE', value: '+4917655501234' },
      { contactType: 'PHONE', value: '+49697654321' },
    ],
    languages: ['FR', 'EN', 'DE'],
  };
  return [
    {
      customer: parent,
      spouse,
      payment: {
        iban: germanIban('37040044', '0532013000'),
        bic: 'COBADEFFXXX',
        bankName: 'Commerzbank',
        mandateId: 'KB-M-DEMO-1',
        mandateDate: addDays(today, -400),
      },
      membershipId: null,
      children: [
        child(calendar, parent, 'Mia', 'FEMALE', 'P3', 120),
        child(calendar, parent, 'Noah', 'MALE', 'S1', 40),
      ],
      pickUp: null,
    },
    {
      customer: newParent,
      spouse: null,
      payment: null,
      membershipId: null,
      children: [child(calendar, newParent, 'Ella', 'FEMALE', 'P1', 200)],
      pickUp: null,
    },
    {
      customer: member,
      spouse: null,
      payment: {
        iban: germanIban('50010517', '5407324396'),
        bic: 'INGDDEFFXXX',
        bankName: 'ING-DiBa',
        mandateId: 'KB-M-DEMO-2',
        mandateDate: addDays(today, -700),
      },
      membershipId: 'ELV-DEMO-1',
      children: [
        {
          ...child(calendar, member, 'Lucas', 'MALE', 'P5', 75),
          classLanguage: 'FR',
          postfix: 'UNKNOWN',
          escortType: 'ALONE',
          homeAlone: true,
        },
      ],
      pickUp: null,
    },
    {
      customer: neueltern,
      spouse: null,
      payment: null,
      membershipId: null,
      children: [child(calendar, neueltern, 'Paul', 'MALE', 'P2', 160)],
      pickUp: null,
    },
  ];
}
