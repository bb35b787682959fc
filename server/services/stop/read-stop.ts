import { eq } from 'drizzle-orm';
import type { Stop } from '../../../shared/model/stop';
import type { Reader } from '../../db/database';
import { stops } from '../../db/schema';
import { notFound } from '../../errors';
import { stopColumns } from './list-stops';

/** `GET /api/stop/{id}`: one stop; 404 when there is none. */
export async function readStop(db: Reader, id: number): Promise<Stop> {
  const [row] = await db.select(stopColumns).from(stops).where(eq(stops.id, id));
  if (!row) throw notFound();
  return row;
}
