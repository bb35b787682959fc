// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventBaseData } from '../../../../shared/model/base-data';
import type { EventRecord } from '../../../../shared/model/event-record';
import { newEventRecord } from '../../../../shared/rules/event-defaults';
import { eventInputSchema, type EventInput } from '../../../../shared/rules/event';
import { useForm } from '../../../../shared/ui/form/use-form';
import { click, mount, settle, typeInto } from '../../../../shared/ui/form/test-harness';
import type { EventForm, EventTabProps } from '../event-tab-props';
import { toEventInput, toEventValues, type EventValues } from '../event-values';
import { EmailTab } from './email-tab';
import { PermissionsTab } from './permissions-tab';
import { PriceTab } from './price-tab';
import { StopsTab } from './stops-tab';

const BASE: EventBaseData = {
  actionPermissions: ['ADMIN', 'CUSTOMER', 'USER', 'ANONYMOUS'],
  businessAreas: ['SCHOOL_BUS', 'ECA', 'CHILDMINDING'],
  discountModels: [{ id: 7, name: 'Siblings', percent: 10 }],
  eventTypes: [],
  grades: [],
  languages: [],
  instructors: [],
  locations: [],
  stops: [
    { id: 1, name: 'ESF', street: 'Schoolstreet 1', imageUrl: null },
    { id: 2, name: 'Park', street: 'Parkway 3', imageUrl: null },
    { id: 3, name: 'Mill', street: 'Mill Lane 9', imageUrl: null },
  ],
  schoolYears: [{ id: 1, name: '2026/27' }],
  bookingPhaseSchoolYear: { id: 1, name: '2026/27' },
};

let form: EventForm;
let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

type Tab = (props: EventTabProps) => React.ReactNode;

function Harness({
  record,
  Tab,
  canManage = true,
}: {
  record: EventRecord;
  Tab: Tab;
  canManage?: boolean;
}) {
  form = useForm<EventValues, EventInput, string>({
    initial: toEventValues(record),
    schema: eventInputSchema,
    toInput: toEventInput,
    fieldOf: (path) => path,
    idPrefix: 'event',
    onSubmit: () => undefined,
  });
  return <Tab form={form} baseData={BASE} canManage={canManage} canConfigure={canManage} />;
}

function render(Tab: Tab, patch: Partial<EventRecord> = {}, canManage = true) {
  const record = { ...newEventRecord({ schoolYearId: 1, schoolYear: '2026/27' }), ...patch };
  const mounted = mount(<Harness record={record} Tab={Tab} canManage={canManage} />);
  unmount = mounted.unmount;
  return mounted.container;
}

const stopNames = () => form.values.busStops.map((row) => [row.name, row.distance]);
const byLabel = (container: HTMLElement, text: string) =>
  [...container.querySelectorAll('label')]
    .filter((label) => label.textContent?.startsWith(text))
    .map((label) => document.getElementById(label.htmlFor) as HTMLInputElement);

const buttonWith = (container: HTMLElement, text: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent?.includes(text))!;

describe('StopsTab', () => {
  it('starts an empty afternoon line with ESF at 0 and re-adds it as the inbound flag flips', async () => {
    const container = render(StopsTab, {
      businessArea: 'SCHOOL_BUS',
      inbound: false,
      busStops: [],
    });
    await settle();
    expect(stopNames()).toEqual([['ESF', '0']]);
    // Another stop, 12 minutes out.
    click(buttonWith(container, 'eventTabs.stops.add'));
    await settle();
    const [, select] = [...container.querySelectorAll('select')];
    act(() => {
      select!.value = '2';
      select!.dispatchEvent(new Event('change', { bubbles: true }));
    });
    typeInto(byLabel(container, 'eventTabs.stops.distance')[1]!, '12');
    expect(stopNames()).toEqual([
      ['ESF', '0'],
      ['Park', '12'],
    ]);
    // The morning bus: ESF without distance, last.
    act(() => form.setValue('inbound', true));
    await settle();
    expect(stopNames()).toEqual([
      ['Park', '12'],
      ['ESF', ''],
    ]);
    expect(form.allErrors['busStops.1.distance']).toBe('event.rules.distance');
    act(() => form.setValue('inbound', false));
    await settle();
    expect(stopNames()).toEqual([
      ['ESF', '0'],
      ['Park', '12'],
    ]);
  });

  it('adds one row without a stop at a time and keeps the last row', async () => {
    const container = render(StopsTab, {
      businessArea: 'SCHOOL_BUS',
      inbound: false,
      busStops: [],
    });
    await settle();
    const remove = container.querySelector<HTMLButtonElement>(
      'button[aria-label^="eventTabs.stops.remove"]',
    )!;
    expect(remove.disabled).toBe(true);
    const add = buttonWith(container, 'eventTabs.stops.add');
    click(add);
    expect(add.disabled).toBe(true);
    expect(container.textContent).toContain('eventTabs.stops.chooseFirst');
    expect(form.values.busStops).toHaveLength(2);
  });
});

describe('read only (an instructor)', () => {
  it('changes nothing: no ESF added, no buttons, inputs disabled', async () => {
    const container = render(StopsTab, { businessArea: 'SCHOOL_BUS', busStops: [] }, false);
    await settle();
    expect(form.values.busStops).toEqual([]);
    expect(form.dirty).toBe(false);
    expect(container.querySelectorAll('button')).toHaveLength(0);
    unmount?.();
    const email = render(EmailTab, { reminderTexts: [{ name: 'a', text: '<p>x</p>' }] }, false);
    expect(email.textContent).not.toContain('eventTabs.email.reminderTexts');
    expect(byLabel(email, 'eventTabs.email.notificationEmail')[0]!.disabled).toBe(true);
  });
});

describe('EmailTab', () => {
  it('refuses two reminder texts of one name and drops empty rows', async () => {
    const container = render(EmailTab, {
      reminderTexts: [
        { name: 'pickup', text: '<p>At the gate</p>' },
        { name: 'pickup', text: '<p>At the door</p>' },
        { name: '', text: '' },
      ],
    });
    await settle();
    expect(form.allErrors['reminderTexts.1.name']).toBe('event.reminderNameCollision');
    typeInto(byLabel(container, 'eventTabs.email.reminderName')[1]!, 'dropOff2');
    expect(form.allErrors['reminderTexts.1.name']).toBeUndefined();
    typeInto(byLabel(container, 'eventTabs.email.reminderName')[0]!, '1pickup');
    expect(form.allErrors['reminderTexts.0.name']).toBe('event.rules.reminderName');
  });
});

describe('PriceTab', () => {
  it('takes a decimal comma and hides member and total price for childminding', async () => {
    const container = render(PriceTab, { businessArea: 'ECA' });
    typeInto(byLabel(container, 'eventTabs.price.member')[0]!, '12,5');
    typeInto(byLabel(container, 'eventTabs.price.total')[0]!, '0');
    expect(form.allErrors.memberPrice).toBeUndefined();
    expect(container.textContent).toContain('eventTabs.price.costItems');
    unmount?.();
    const childminding = render(PriceTab, { businessArea: 'CHILDMINDING' });
    expect(byLabel(childminding, 'eventTabs.price.member')).toHaveLength(0);
    expect(byLabel(childminding, 'eventTabs.price.total')).toHaveLength(0);
  });
});

describe('PermissionsTab', () => {
  it('toggles roles of the read and register permissions', () => {
    const container = render(PermissionsTab);
    const anonymousRead = byLabel(container, 'roles.ANONYMOUS')[0]!;
    expect(anonymousRead.checked).toBe(true);
    click(anonymousRead);
    expect(form.values.readPermissions).not.toContain('ANONYMOUS');
    const userRegister = byLabel(container, 'roles.USER')[1]!;
    click(userRegister);
    expect(form.values.registerPermissions).toContain('USER');
  });
});
