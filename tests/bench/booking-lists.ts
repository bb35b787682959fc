/**
 * The office's booking list on the large seed (issue 18.1): `GET /api/booking/list` filtered by
 * the service with the most places taken and by a child's name ('Given Family', as
 * `/booking?plan=` asks), first page with the total, as the admin sees it. service-lists.ts
 * measures these rows with its own (same goal, same prefix; BENCH_ROWS=booking keeps them):
 *
 *   BENCH_ROWS=booking BENCH_LARGE_DATA_DIR=/tmp/kb-large npx tsx tests/bench/service-lists.ts
 */

interface Page<T> {
  items: T[];
  total?: number;
}

async function getJson<T>(url: string, headers: Record<string, string>): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The booking list's rows, by row name → path. */
export async function bookingListPaths(
  url: string,
  headers: Record<string, string>,
): Promise<(readonly [string, string])[]> {
  const [busiest] = (
    await getJson<Page<{ id: number; participants: number }>>(
      `${url}/api/event/?orderBy=participants&asc=false&pageSize=1`,
      headers,
    )
  ).items;
  // A child with bookings: the newest booking's.
  const [newest] = (
    await getJson<Page<{ givenName: string; familyName: string }>>(
      `${url}/api/booking/list?pageSize=1`,
      headers,
    )
  ).items;
  if (!busiest || !newest) throw new Error('booking-lists: no bookings on this database');
  const child = encodeURIComponent(`${newest.givenName} ${newest.familyName}`);
  return [
    [
      `GET /api/booking/list?serviceId (${busiest.participants} places taken)`,
      `/api/booking/list?serviceId=${busiest.id}`,
    ],
    [`GET /api/booking/list?child={a child's name}`, `/api/booking/list?child=${child}`],
  ];
}
