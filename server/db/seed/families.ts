import {
  CLASS_LANGUAGES,
  GRADES,
  type EscortType,
  type Gender,
  type Grade,
  type Language,
  type RelationshipType,
} from '../../../shared/model/enums';
import { addDays, type SchoolYearCalendar } from './calendar';
import { DEMO_BANKS, germanIban } from './iban';
import { ADDRESSES, emailPart, FAMILY_LANGUAGES, NAMES } from './names';
import type { PersonSpec } from './persons';
import type { Random } from './random';

export interface ChildSpec {
  person: PersonSpec;
  grade: Grade;
  classLanguage: Language;
  postfix: string;
  escortType: EscortType;
  homeAlone: boolean;
}

export interface PaymentSpec {
  iban: string;
  bic: string;
  bankName: string;
  mandateId: string;
  mandateDate: string;
}

export interface FamilySpec {
  customer: PersonSpec;
  spouse: PersonSpec | null;
  payment: PaymentSpec | null;
  membershipId: string | null;
  children: ChildSpec[];
  /** A further person who may pick the children up. */
  pickUp: { person: PersonSpec; relationship: RelationshipType } | null;
}

export interface FamilyOptions {
  /** Keeps e-mails, mandate and membership ids of different generators apart. */
  prefix: string;
  emailDomain: string;
}

const PICK_UP_RELATIONSHIPS: RelationshipType[] = [
  'GRANDPARENT',
  'AU_PAIR',
  'BABYSITTER',
  'FAMILY_FRIEND',
  'NEIGHBOR',
  'AUNT_UNCLE',
];
const HEALTH: [string, string | null][] = [
  ['Peanut allergy', 'Adrenaline auto-injector in the school bag'],
  ['Asthma', 'Inhaler in the school bag'],
  ['Lactose intolerance', null],
];
/**
 * A birthday fitting a grade: children in M1 (grade index 0) are born between August five years
 * and July four years before the school year starts, each further grade a year earlier.
 */
export function birthdayForGrade(startYear: number, gradeIndex: number, dayOfYear: number): string {
  return addDays(`${startYear - 5 - gradeIndex}-08-01`, dayOfYear);
}

/** Generates realistic, reproducible families: parents, spouses, children, bank data. */
export class FamilyGenerator {
  private readonly emails = new Set<string>();

  constructor(
    private readonly random: Random,
    private readonly calendar: SchoolYearCalendar,
    private readonly today: string,
    private readonly options: FamilyOptions,
  ) {}

  family(index: number, childCount?: number): FamilySpec {
    const r = this.random;
    const language = r.weighted(FAMILY_LANGUAGES);
    const pool = NAMES[language] ?? (NAMES.EN as NonNullable<(typeof NAMES)['EN']>);
    const familyName = r.pick(pool.family);
    const [street, zip, city] = r.pick(ADDRESSES);
    const address = { street: `${street} ${r.int(1, 140)}`, zip, city };
    const languages: Language[] =
      language === 'EN' || r.chance(0.3) ? [language] : [language, 'EN'];
    const customerGender: Gender = r.chance(0.6) ? 'FEMALE' : 'MALE';
    const customer = this.adult(language, customerGender, familyName, address, languages, true);
    const spouse = r.chance(0.8)
      ? this.adult(
          language,
          customerGender === 'FEMALE' ? 'MALE' : 'FEMALE',
          r.chance(0.75) ? familyName : r.pick(pool.family),
          address,
          languages,
          false,
        )
      : null;
    const serial = `${this.options.prefix}${String(index + 1).padStart(5, '0')}`;
    const bank = r.pick(DEMO_BANKS);
    const payment = r.chance(0.85)
      ? {
          iban: germanIban(bank.code, r.digits(10)),
          bic: bank.bic,
          bankName: bank.name,
          mandateId: `KB-M-${serial}`,
          mandateDate: addDays(this.today, -r.int(20, 900)),
        }
      : null;
    const count =
      childCount ??
      r.weighted([
        [1, 35],
        [2, 45],
        [3, 20],
      ] as const);
    const classLanguage = (CLASS_LANGUAGES as readonly Language[]).includes(language)
      ? language
      : r.chance(0.8)
        ? 'EN'
        : 'DE';
    const children = this.gradeIndexes(count).map((gradeIndex) =>
      this.child(pool, familyName, gradeIndex, classLanguage, address, languages),
    );
    const pickUp = r.chance(0.3) ? this.pickUp(language, familyName) : null;
    return {
      customer,
      spouse,
      payment,
      membershipId: r.chance(0.25) ? `ELV-${serial}` : null,
      children,
      pickUp,
    };
  }

  private uniqueEmail(givenName: string, familyName: string): string {
    const base = `${emailPart(givenName)}.${emailPart(familyName)}`;
    let email = `${base}@${this.options.emailDomain}`;
    for (let n = 2; this.emails.has(email); n++) email = `${base}${n}@${this.options.emailDomain}`;
    this.emails.add(email);
    return email;
  }

  private mobile = () =>
    `+49${this.random.pick(['151', '160', '170', '176'])}${this.random.digits(8)}`;

  private adult(
    language: Language,
    gender: Gender,
    familyName: string,
    address: PersonSpec['address'],
    languages: Language[],
    isCustomer: boolean,
  ): PersonSpec {
    const r = this.random;
    const pool = NAMES[language] ?? (NAMES.EN as NonNullable<(typeof NAMES)['EN']>);
    const givenName = r.pick(gender === 'FEMALE' ? pool.female : pool.male);
    const year = this.calendar.startYear - r.int(30, 50);
    const contacts: PersonSpec['contacts'] = [{ contactType: 'MOBILE', value: this.mobile() }];
    if (isCustomer && r.chance(0.5))
      contacts.push({ contactType: 'PHONE', value: `+4969${r.digits(7)}` });
    if (r.chance(0.15)) contacts.push({ contactType: 'MOBILE_BUSINESS', value: this.mobile() });
    return {
      givenName,
      familyName,
      gender,
      email: this.uniqueEmail(givenName, familyName),
      birthday: `${year}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`,
      title: r.chance(0.08) ? 'Dr.' : null,
      entitledToCustody: true,
      address,
      contacts,
      languages,
    };
  }

  /** Siblings' grades lie within six years of each other and differ. */
  private gradeIndexes(count: number): number[] {
    const last = GRADES.indexOf('S7');
    const first = this.random.int(0, last);
    const nearby = Array.from({ length: last + 1 }, (_, i) => i).filter(
      (i) => i !== first && Math.abs(i - first) <= 6,
    );
    return [first, ...this.random.sample(nearby, count - 1)].sort((a, b) => a - b);
  }

  private child(
    pool: NonNullable<(typeof NAMES)['EN']>,
    familyName: string,
    gradeIndex: number,
    classLanguage: Language,
    address: PersonSpec['address'],
    languages: Language[],
  ): ChildSpec {
    const r = this.random;
    const gender: Gender = r.chance(0.5) ? 'FEMALE' : 'MALE';
    const [problem, medication] = r.chance(0.1) ? r.pick(HEALTH) : [null, null];
    const grade = GRADES[gradeIndex] as Grade;
    return {
      person: {
        givenName: r.pick(gender === 'FEMALE' ? pool.female : pool.male),
        familyName,
        gender,
        email: null,
        birthday: birthdayForGrade(this.calendar.startYear, gradeIndex, r.int(0, 364)),
        healthProblems: problem,
        emergencyMedication: medication,
        address,
        contacts: [],
        languages,
      },
      grade,
      classLanguage,
      postfix:
        classLanguage === 'EN' || classLanguage === 'DE' ? r.pick(['A', 'B', 'C']) : 'UNKNOWN',
      // The youngest (M1, M2, P1) may not leave alone (spec 001 §4.4).
      escortType: gradeIndex <= GRADES.indexOf('P1') || r.chance(0.4) ? 'GUARDIAN' : 'ALONE',
      homeAlone: gradeIndex > GRADES.indexOf('P1') && r.chance(0.3),
    };
  }

  private pickUp(language: Language, familyName: string): FamilySpec['pickUp'] {
    const r = this.random;
    const relationship = r.pick(PICK_UP_RELATIONSHIPS);
    const pool = NAMES[language] ?? (NAMES.EN as NonNullable<(typeof NAMES)['EN']>);
    const gender: Gender = r.chance(0.7) ? 'FEMALE' : 'MALE';
    const givenName = r.pick(gender === 'FEMALE' ? pool.female : pool.male);
    const name =
      relationship === 'GRANDPARENT' || relationship === 'AUNT_UNCLE'
        ? familyName
        : r.pick(pool.family);
    return {
      relationship,
      person: {
        givenName,
        familyName: name,
        gender,
        email: r.chance(0.5) ? this.uniqueEmail(givenName, name) : null,
        birthday: null,
        address: null,
        contacts: [{ contactType: 'MOBILE', value: this.mobile() }],
        languages: [language],
      },
    };
  }
}
