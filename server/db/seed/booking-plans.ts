import type { BusinessArea } from '../../../shared/model/enums';
import type { BookingPlanner, BookingSpec, BookOptions } from './booking-planner';
import type { ChildRecord, FamilyRecord } from './family-insert';
import type { Random } from './random';
import type { ServiceRecord } from './services';

/** The services by business area, and by name for the hand-made demo bookings. */
export class ServiceIndex {
  private readonly byName: Map<string, ServiceRecord>;

  constructor(readonly all: readonly ServiceRecord[]) {
    this.byName = new Map(all.map((service) => [service.draft.name, service]));
  }

  named(name: string): ServiceRecord {
    const service = this.byName.get(name);
    if (!service) throw new Error(`seed: no service named ${name}`);
    return service;
  }

  area(area: BusinessArea): ServiceRecord[] {
    return this.all.filter((service) => service.draft.businessArea === area);
  }

  /** Services of an area whose grades include the child's (services without grades fit all). */
  forChild(area: BusinessArea, child: ChildRecord): ServiceRecord[] {
    return this.area(area).filter(
      (service) => service.draft.grades.length === 0 || service.draft.grades.includes(child.grade),
    );
  }
}

/** Random bookings for one child of an ordinary demo family. */
export function planChild(
  planner: BookingPlanner,
  random: Random,
  services: ServiceIndex,
  family: FamilyRecord,
  child: ChildRecord,
): BookingSpec[] {
  const specs: BookingSpec[] = [];
  const book = (service: ServiceRecord, options: Partial<BookOptions> = {}) =>
    specs.push(
      planner.book(child, family, service, { status: planner.randomStatus(service), ...options }),
    );

  // At most one activity per weekday, so a child's afternoons do not collide.
  const wanted = random.weighted([
    [0, 20],
    [1, 40],
    [2, 28],
    [3, 12],
  ] as const);
  const days = new Set<string>();
  for (const service of random.sample(services.forChild('ECA', child), 12)) {
    if (days.size >= wanted) break;
    const slots = service.draft.recurrences.map((recurrence) => recurrence.dayOfWeek);
    if (slots.some((day) => days.has(day))) continue;
    slots.forEach((day) => days.add(day));
    book(service);
  }

  if (random.chance(0.22)) {
    const line = random.int(0, services.area('SCHOOL_BUS').length / 2 - 1);
    const [morning, afternoon] = services.area('SCHOOL_BUS').slice(line * 2, line * 2 + 2) as [
      ServiceRecord,
      ServiceRecord,
    ];
    const stop = random.pick(
      morning.draft.busStops.filter((candidate) => candidate.stop !== 'ESF'),
    ).stop;
    const recurrences = planner.busDays();
    const direction = random.weighted([
      ['both', 70],
      ['morning', 15],
      ['afternoon', 15],
    ] as const);
    if (direction !== 'afternoon') book(morning, { stop, recurrences });
    if (direction !== 'morning') book(afternoon, { stop, recurrences });
  }

  const childminding = services.forChild('CHILDMINDING', child);
  if (childminding[0] && random.chance(0.18))
    book(childminding[0], { recurrences: planner.childmindingDays() });

  const camps = services.forChild('HOLIDAY_CAMP', child);
  if (camps.length > 0 && random.chance(0.25)) book(random.pick(camps));

  const school = services.forChild('SCHOOL', child);
  if (school[0] && random.chance(0.05)) book(school[0], { status: 'ACCEPTED' });
  return specs;
}

/**
 * The demo logins' bookings, by hand: parent's Mia and Noah in several services and statuses,
 * member's Lucas in two; newparent books nothing.
 */
export function planDemoFamilies(
  planner: BookingPlanner,
  services: ServiceIndex,
  parent: FamilyRecord,
  member: FamilyRecord,
): BookingSpec[] {
  const [mia, noah] = parent.children as [ChildRecord, ChildRecord];
  const [lucas] = member.children as [ChildRecord];
  const book = (family: FamilyRecord, child: ChildRecord, name: string, options: BookOptions) =>
    planner.book(child, family, services.named(name), options);
  const campStatus = (name: string) =>
    services.named(name).draft.endDate < planner.today ? 'FINISHED' : 'ACCEPTED';
  return [
    book(parent, mia, 'Robotics', { status: 'ACCEPTED' }),
    book(parent, mia, 'Choir', { status: 'ACCEPTED' }),
    book(parent, mia, 'Swimming (Advanced)', { status: 'PENDING' }),
    book(parent, mia, 'Afternoon Childminding', { status: 'ACCEPTED', recurrences: [0, 4] }),
    book(parent, mia, 'Bus Line 1 North (morning)', { status: 'ACCEPTED', stop: 'Dornbusch' }),
    book(parent, mia, 'Bus Line 1 North (afternoon)', { status: 'ACCEPTED', stop: 'Dornbusch' }),
    book(parent, mia, 'Easter Science Camp', { status: 'WAITING_LIST' }),
    book(parent, noah, 'Football (Juniors)', { status: 'ACCEPTED' }),
    book(parent, noah, 'Chess Club', { status: 'ACCEPTED' }),
    book(parent, noah, 'Python Coding', { status: 'CANCELED' }),
    book(parent, noah, 'Drama', { status: 'WAITING_LIST' }),
    book(parent, noah, 'Autumn Football Camp', { status: campStatus('Autumn Football Camp') }),
    book(member, lucas, 'Chess Club', { status: 'ACCEPTED' }),
    book(member, lucas, 'Judo', { status: 'PENDING' }),
  ];
}
