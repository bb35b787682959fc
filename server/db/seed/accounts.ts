import type { Gender, Role } from '../../../shared/model/enums';
import type { Database } from '../database';
import { userRoles, users } from '../schema';
import { insertAll, insertIds } from './insert';
import { insertPersons } from './persons';

/** The password of every demo account (README "Demo accounts"). */
export const DEMO_PASSWORD = 'kitebook-demo';

export interface DemoAccount {
  login: string;
  /** The role the account demonstrates; every account also has USER. */
  role: Role;
  givenName: string;
  familyName: string;
  gender: Gender;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    login: 'admin@kitebook.test',
    role: 'ADMIN',
    givenName: 'Alex',
    familyName: 'Morgan',
    gender: 'FEMALE',
  },
  {
    login: 'sysadmin@kitebook.test',
    role: 'SYS_ADMIN',
    givenName: 'Sam',
    familyName: 'Okafor',
    gender: 'MALE',
  },
  {
    login: 'instructor@kitebook.test',
    role: 'INSTRUCTOR',
    givenName: 'Jordan',
    familyName: 'Weber',
    gender: 'MALE',
  },
  {
    login: 'parent@kitebook.test',
    role: 'CUSTOMER',
    givenName: 'Julia',
    familyName: 'Becker',
    gender: 'FEMALE',
  },
  {
    login: 'newparent@kitebook.test',
    role: 'CUSTOMER',
    givenName: 'Daniel',
    familyName: 'Novak',
    gender: 'MALE',
  },
  {
    login: 'neueltern@kitebook.test',
    role: 'CUSTOMER',
    givenName: 'Lena',
    familyName: 'Hoffmann',
    gender: 'FEMALE',
  },
  {
    login: 'member@kitebook.test',
    role: 'MEMBER',
    givenName: 'Sophie',
    familyName: 'Laurent',
    gender: 'FEMALE',
  },
  {
    login: 'guardian@kitebook.test',
    role: 'GUARDIAN',
    givenName: 'Maria',
    familyName: 'Schulz',
    gender: 'FEMALE',
  },
  {
    login: 'provider@kitebook.test',
    role: 'EXT_PROVIDER',
    givenName: 'Robin',
    familyName: 'Hayes',
    gender: 'MALE',
  },
];

export const demoAccount = (role: Role) =>
  DEMO_ACCOUNTS.find((account) => account.role === role) as DemoAccount;
/** The logins whose persons come with a customer record (see demo-families.ts). */
export const CUSTOMER_LOGINS = [
  'parent@kitebook.test',
  'newparent@kitebook.test',
  'member@kitebook.test',
  'neueltern@kitebook.test',
];

export interface AccountIds {
  userId: number;
  personId: number;
}

/**
 * Creates the demo users. Customers' persons already exist (their families are seeded first);
 * the staff, guardian and provider get their persons here.
 */
export async function insertDemoUsers(
  db: Database,
  passwordHash: string,
  customerPersonIds: ReadonlyMap<string, number>,
): Promise<Map<string, AccountIds>> {
  const others = DEMO_ACCOUNTS.filter((account) => !customerPersonIds.has(account.login));
  const otherIds = await insertPersons(
    db,
    others.map((account, index) => ({
      givenName: account.givenName,
      familyName: account.familyName,
      gender: account.gender,
      email: account.login,
      birthday: `${1972 + index * 3}-0${1 + index}-1${index}`,
      address: null,
      contacts: [{ contactType: 'MOBILE', value: `+4917012300${10 + index}` }],
      languages: ['EN', 'DE'],
    })),
  );
  const personIds = new Map(customerPersonIds);
  others.forEach((account, index) => personIds.set(account.login, otherIds[index] as number));

  const userIds = await insertIds(
    db,
    users,
    DEMO_ACCOUNTS.map((account) => ({
      login: account.login,
      passwordHash,
      personId: personIds.get(account.login) as number,
    })),
  );
  await insertAll(
    db,
    userRoles,
    DEMO_ACCOUNTS.flatMap((account, index) => [
      { userId: userIds[index] as number, role: account.role },
      { userId: userIds[index] as number, role: 'USER' as const },
    ]),
  );
  return new Map(
    DEMO_ACCOUNTS.map((account, index) => [
      account.login,
      { userId: userIds[index] as number, personId: personIds.get(account.login) as number },
    ]),
  );
}

/** Gives some ordinary families a customer account too, so user lists and e-mails have content. */
export async function insertFamilyUsers(
  db: Database,
  passwordHash: string,
  families: readonly { personId: number; email: string | null }[],
): Promise<number> {
  const withLogin = families.filter((family) => family.email !== null);
  const userIds = await insertIds(
    db,
    users,
    withLogin.map((family) => ({
      login: (family.email as string).toLowerCase(),
      passwordHash,
      personId: family.personId,
    })),
  );
  await insertAll(
    db,
    userRoles,
    userIds.flatMap((userId) => [
      { userId, role: 'CUSTOMER' as const },
      { userId, role: 'USER' as const },
    ]),
  );
  return userIds.length;
}
