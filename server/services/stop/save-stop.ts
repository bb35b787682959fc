import { and, eq, ne, sql } from 'drizzle-orm';
import type { Stop } from '../../../shared/model/stop';
import { STOP_KEYS, type StopInput } from '../../../shared/rules/stop';
import type { Database } from '../../db/database';
import { stops } from '../../db/schema';
import { invalidInput, notFound, staleVersion } from '../../errors';
import { isUniqueViolation } from '../register/is-unique-violation';
import { stopColumns } from './list-stops';

const nameTaken = () => invalidInput([{ path: 'name', message: STOP_KEYS.nameTaken }]);

/**
 * `POST /api/stop/`: creates a stop, or updates the one `id` names when `version` still
 * matches (409 otherwise, 404 for an unknown id). A name another stop has answers 400 on
 * `name` (`stops.rules.name-taken`), also when two saves race for it. Nothing is half-saved:
 * each save is one statement after its checks, in one transaction.
 */
export async function saveStop(db: Database, input: StopInput): Promise<Stop> {
  const columns = { name: input.name, street: input.street, imageUrl: input.imageUrl || null };
  try {
    return await db.transaction(async (tx) => {
      const clash = await tx
        .select({ id: stops.id })
        .from(stops)
        .where(
          input.id
            ? and(eq(stops.name, input.name), ne(stops.id, input.id))
            : eq(stops.name, input.name),
        );
      if (clash.length > 0) throw nameTaken();
      if (input.id === undefined || input.id === null) {
        const [created] = await tx.insert(stops).values(columns).returning(stopColumns);
        return created as Stop;
      }
      const id = input.id;
      const [current] = await tx
        .select({ version: stops.version })
        .from(stops)
        .where(eq(stops.id, id))
        .for('update');
      if (!current) throw notFound();
      if (current.version !== input.version) throw staleVersion();
      const [updated] = await tx
        .update(stops)
        .set({ ...columns, version: sql`${stops.version} + 1` })
        .where(eq(stops.id, id))
        .returning(stopColumns);
      return updated as Stop;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}
