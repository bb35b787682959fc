import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { FieldIssue } from '../../model/errors';
import { flattenIssueValues, flattenIssues, lastSegmentOf, toFieldIssue } from './issues';

const schema = v.object({
  name: v.pipe(v.string(), v.nonEmpty('!.rules.name')),
  room: v.pipe(v.string(), v.nonEmpty('!.rules.room'), v.maxLength(3, '!.rules.max')),
  address: v.object({ zip: v.pipe(v.string(), v.nonEmpty('!.rules.zip')) }),
});
const issuesOf = (input: unknown) => v.safeParse(schema, input).issues ?? [];
/** Server issues with made-up keys: the flattener's mechanics do not depend on the catalogs. */
const server = (issues: { path: string; message: string; values?: Record<string, unknown> }[]) =>
  issues as FieldIssue[];

describe('flattenIssues', () => {
  it('places valibot issues and server issues on the same fields', () => {
    const client = flattenIssues(issuesOf({ name: '', room: '', address: { zip: '' } }));
    const fromServer = flattenIssues(
      server([
        { path: 'name', message: '!.rules.name' },
        { path: 'room', message: '!.rules.room' },
        { path: 'address.zip', message: '!.rules.zip' },
      ]),
    );
    expect(client).toEqual(fromServer);
    expect(client).toEqual({
      name: '!.rules.name',
      room: '!.rules.room',
      'address.zip': '!.rules.zip',
    });
  });

  it('keeps the first message per field', () => {
    const errors = flattenIssues(
      server([
        { path: 'room', message: 'first' },
        { path: 'room', message: 'second' },
      ]),
    );
    expect(errors).toEqual({ room: 'first' });
  });

  it('drops paths outside `fields` unless `fieldOf` places them', () => {
    const issues = server([
      { path: 'name', message: 'a' },
      { path: 'address.zip', message: 'b' },
      { path: '', message: 'root' },
    ]);
    expect(flattenIssues(issues, { fields: ['name'] })).toEqual({ name: 'a' });
    expect(flattenIssues(issues, { fieldOf: lastSegmentOf(['name', 'zip']) })).toEqual({
      name: 'a',
      zip: 'b',
    });
  });

  it('reads a valibot issue as a dotted path', () => {
    const [issue] = issuesOf({ name: 'x', room: 'x', address: { zip: '' } });
    expect(toFieldIssue(issue!)).toEqual({ path: 'address.zip', message: '!.rules.zip' });
  });

  it("keeps a server message's interpolation values beside it", () => {
    const issues = server([
      { path: 'capacity', message: 'location.capacityBelowMax', values: { services: 'Chess' } },
      { path: 'capacity', message: 'later', values: { services: 'other' } },
      { path: 'name', message: '!.rules.name' },
    ]);
    expect(flattenIssueValues(issues)).toEqual({ capacity: { services: 'Chess' } });
  });

  it('answers no errors for no issues', () => {
    expect(flattenIssues(undefined)).toEqual({});
  });
});
