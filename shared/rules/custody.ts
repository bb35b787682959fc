import * as v from 'valibot';

/** The message of the custody rule. */
export const CUSTODY_KEY = '!.rules.custody';

/** The two flags of spec 001 §3, named as the `persons` table names them. */
export type CustodyFlags = { entitledToCustody?: boolean | null; ecbMember?: boolean | null };

/** Whether at least one of the two custody flags is set. */
export function hasCustodyFlag({ entitledToCustody, ecbMember }: CustodyFlags): boolean {
  return Boolean(entitledToCustody) || Boolean(ecbMember);
}

/**
 * The custody rule: valid when `entitledToCustody` or `ecbMember` is set. The issue lands on
 * `entitledToCustody`, the first of the two checkboxes, so the form can show it there.
 */
export const custodySchema = v.pipe(
  v.object({
    entitledToCustody: v.optional(v.boolean(), false),
    ecbMember: v.optional(v.boolean(), false),
  }),
  v.forward(
    v.check((flags) => hasCustodyFlag(flags), CUSTODY_KEY),
    ['entitledToCustody'],
  ),
);
