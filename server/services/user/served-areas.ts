import { asc, eq } from 'drizzle-orm';
import { can } from '../../../shared/access/capabilities';
import type { RoleHolder } from '../../../shared/access/has-role';
import { BUSINESS_AREAS, type BusinessArea } from '../../../shared/model/enums';
import { USER_KEYS } from '../../../shared/rules/user';
import type { Reader, Transaction } from '../../db/database';
import { providerBusinessAreas } from '../../db/schema';
import { AppError } from '../../errors';

/** The areas a person serves as an external provider, in the order of {@link BUSINESS_AREAS}. */
export async function readServedAreas(db: Reader, personId: number): Promise<BusinessArea[]> {
  const rows = await db
    .select({ area: providerBusinessAreas.businessArea })
    .from(providerBusinessAreas)
    .where(eq(providerBusinessAreas.personId, personId))
    .orderBy(asc(providerBusinessAreas.businessArea));
  const areas = rows.map((row) => row.area);
  return BUSINESS_AREAS.filter((area) => areas.includes(area));
}

/**
 * Makes what the person serves exactly `areas` (the user dialog's save). Only a caller who
 * manages every API key (`apiKey.manage`, SYS_ADMIN) changes it: it widens what an outside
 * machine reads. Anyone else may send the stored areas back unchanged (403 otherwise).
 */
export async function writeServedAreas(
  tx: Transaction,
  caller: RoleHolder,
  personId: number,
  areas: readonly BusinessArea[],
): Promise<void> {
  const stored = await readServedAreas(tx, personId);
  if (stored.join() === areas.join()) return;
  if (!can(caller, 'apiKey.manage'))
    throw new AppError(403, { message: USER_KEYS.servedAreasSysAdminOnly });
  await tx.delete(providerBusinessAreas).where(eq(providerBusinessAreas.personId, personId));
  if (areas.length > 0)
    await tx
      .insert(providerBusinessAreas)
      .values(areas.map((businessArea) => ({ personId, businessArea })));
}
