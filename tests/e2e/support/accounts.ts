/** The demo accounts (server/db/seed) with the start page spec 000 §4 gives each role. */
export const DEMO_PASSWORD = 'kitebook-demo';

export const DEMO_LANDINGS = [
  { login: 'admin@kitebook.test', landing: '/dashboard' },
  { login: 'sysadmin@kitebook.test', landing: '/dashboard' },
  { login: 'instructor@kitebook.test', landing: '/dashboard' },
  { login: 'provider@kitebook.test', landing: '/credentials' },
  { login: 'parent@kitebook.test', landing: '/my/dashboard' },
  { login: 'newparent@kitebook.test', landing: '/my/dashboard' },
  { login: 'member@kitebook.test', landing: '/my/dashboard' },
  { login: 'guardian@kitebook.test', landing: '/my/dashboard' },
] as const;
