import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../model/enums';

/**
 * DESIGN §8 "Capabilities, not role lists": outside `shared/access`, code asks `can(holder,
 * 'x.y')` and names no group of roles. A test rather than a lint rule, because it also sees what
 * no import rule can: a literal `['CUSTOMER', 'MEMBER']` handed to a helper, `roles.includes`.
 */
const ROOT = join(import.meta.dirname, '../..');
const SOURCES = ['server', 'shared', 'admin', 'widgets'];

/** Roles as data, not as a permission: these files may name roles. */
const ROLE_DATA: Record<string, string> = {
  'shared/model/enums.ts': 'the list of roles itself',
  'server/db/': 'the schema enum and the demo seed',
  'server/services/register/confirm-email.ts':
    'AUTO_APPROVED_ROLES: what an auto-approved sign-up is given, a policy, not a check',
  'admin/features/registrations/assignable-roles.ts':
    'the roles a SYS_ADMIN may grant on approval: choices of a form, not a check',
  'shared/rules/user.ts':
    'ADMIN_ROLES: the roles only a SYS_ADMIN may grant (spec 001 §6), choices of the user form',
  'server/services/user/save-user.ts':
    "the edited user's own roles: the last unlocked SYS_ADMIN is kept (spec 001 §6), a rule about the role itself",
  'admin/features/users/user-dialog.tsx':
    "the edited user's own roles: a SYS_ADMIN's account is read-only for an ADMIN (the server answers 403)",
  'admin/features/users/user-tabs.tsx':
    "the edited user's own roles: what a provider serves is asked only of an EXT_PROVIDER user",
  'shared/rules/event-defaults.ts':
    "a new service's read and register permissions (spec 002 §4): data the service stores, not a check",
  'shared/model/email-wildcards.ts':
    'e-mail person types (spec 002 §3: recipient kinds that share names with roles), not a check',
  'server/services/email/booking-mails.ts':
    "the booking mails' recipients are of the e-mail person type CUSTOMER (a recipient kind), not a check",
  'admin/features/email/composer/template-rules.ts':
    "a new template's e-mail person types (recipient kinds), not a check",
};

/**
 * Files still declaring roles until the endpoint contracts replace them (issue 14, contracts-a
 * and contracts-b). Remove an entry once its file is converted; the last test fails as a
 * reminder when an entry is no longer needed.
 */
const TRANSITIONAL: Record<string, string> = {};

const role = `'(?:${ROLES.join('|')})'`;
/** What counts as a role list or a check by role, each with how to replace it. */
const PATTERNS: { name: string; pattern: RegExp }[] = [
  { name: 'hasAnyRole( — use can(holder, capability)', pattern: /\bhasAnyRole\(/g },
  {
    name: 'user.roles.includes/some/every( — use can(holder, capability)',
    pattern: /\.roles\??\.(?:includes|some|every)\(/g,
  },
  {
    name: "a list of roles (['ADMIN', …]) — name a capability of shared/access/capabilities.ts",
    pattern: new RegExp(`\\[\\s*${role}(?:\\s*,\\s*${role})*\\s*,?\\s*\\]`, 'g'),
  },
  {
    name: "allow('ROLE', …) — mount the route from an endpoint contract with `can`",
    pattern: new RegExp(`\\ballow(?:Widget)?\\(\\s*(?:${role}|\\.\\.\\.)`, 'g'),
  },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const listed = (table: Record<string, string>, file: string) =>
  Object.keys(table).find((entry) =>
    entry.endsWith('/') ? file.startsWith(entry) : file === entry,
  );

/** Every use of a role list in `file`, as `file:line  what`. */
function findings(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return PATTERNS.flatMap(({ name, pattern }) =>
    [...text.matchAll(pattern)].map((match) => {
      const line = text.slice(0, match.index).split('\n').length;
      return `${relative(ROOT, join(ROOT, file))}:${line}  ${name}`;
    }),
  );
}

const files = SOURCES.flatMap(sourceFiles).filter((file) => !file.startsWith('shared/access/'));

describe('no role list outside shared/access', () => {
  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('uses capabilities, not role lists', () => {
    const found = files
      .filter((file) => !listed(ROLE_DATA, file) && !listed(TRANSITIONAL, file))
      .flatMap(findings);
    expect(found).toEqual([]);
  });

  it('still needs every transitional entry', () => {
    const stale = Object.keys(TRANSITIONAL).filter(
      (entry) => !files.some((file) => listed({ [entry]: '' }, file) && findings(file).length > 0),
    );
    expect(stale, 'converted: remove these from TRANSITIONAL').toEqual([]);
  });
});
