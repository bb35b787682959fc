import * as v from 'valibot';
import { BUSINESS_AREAS, ROLES } from '../model/enums';
import { idSchema, versionSchema } from '../model/storable';
import { emailSchema } from './email';
import { personFields } from './person';
import { textSchema } from './text';

/** The message keys of the user dialog and its calls (spec 001 §5 "User", §8). */
export const USER_KEYS = {
  /** The login is not a valid e-mail, or another user has it. */
  loginValidation: 'users.message.loginValidation',
  /** No role chosen. */
  roles: 'users.message.roles',
  /** The change would leave no unlocked SYS_ADMIN. */
  lastSysAdmin: 'users.message.lastSysAdmin',
  /** Granting or taking ADMIN or SYS_ADMIN, or locking a SYS_ADMIN, takes a SYS_ADMIN. */
  sysAdminOnly: 'users.message.sysAdminOnly',
  /** "Create user for existing person": that person has a user already. */
  personHasUser: 'users.message.personHasUser',
  /** What an external provider serves (their API keys' reach) is set by a SYS_ADMIN. */
  servedAreasSysAdminOnly: 'users.message.servedAreasSysAdminOnly',
} as const;

/**
 * What an external provider serves (issue 21.4): the business areas whose routes their API keys
 * read. Given twice counts once; absent keeps what is stored.
 */
export const servedAreasSchema = v.pipe(
  v.array(v.picklist(BUSINESS_AREAS, 'error.invalidInput')),
  v.maxLength(BUSINESS_AREAS.length * 2, 'error.invalidInput'),
  v.transform((areas) => BUSINESS_AREAS.filter((area) => areas.includes(area))),
);

/** The roles only a SYS_ADMIN may grant or take away (spec 001 §6, issue 17.4). */
export const ADMIN_ROLES = ['ADMIN', 'SYS_ADMIN'] as const;

/** A login: a valid e-mail, else `loginValidation` (spec 001 §5); stored in lower case. */
export const loginSchema = v.pipe(
  v.string(USER_KEYS.loginValidation),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const checked = v.safeParse(emailSchema({ required: true }), dataset.value);
    if (checked.success) return checked.output.toLowerCase();
    addIssue({ message: USER_KEYS.loginValidation });
    return NEVER;
  }),
);

/** At least one role, each once (spec 001 §5: roles required). */
export const userRolesSchema = v.pipe(
  v.array(v.picklist(ROLES, USER_KEYS.roles), USER_KEYS.roles),
  v.minLength(1, USER_KEYS.roles),
  v.transform((roles) => [...new Set(roles)]),
);

/**
 * The body of `PUT /api/user` (spec 001 §2.2 user dialog, §4.3, §5): the login, the roles and
 * the person (the person form's rules; no phone required for staff). Without `id` a user is
 * created: with `person.id` for that existing person ("create user for existing person"),
 * without it together with a new person ("create user and person").
 */
/* @__NO_SIDE_EFFECTS__ */ export function userInputSchema({ today }: { today: string }) {
  return v.object({
    id: v.nullish(idSchema),
    version: v.nullish(versionSchema),
    login: loginSchema,
    roles: userRolesSchema,
    servedAreas: v.optional(servedAreasSchema),
    person: v.object({
      ...personFields({ today }),
      notes: v.optional(v.nullable(textSchema())),
    }),
  });
}

/** A user as the rules yield it. */
export type UserInput = v.InferOutput<ReturnType<typeof userInputSchema>>;

/** The body of `PUT /api/user/{id}/lock`: lock (true) or unlock (false). */
export const userLockSchema = v.object({ locked: v.boolean() });
