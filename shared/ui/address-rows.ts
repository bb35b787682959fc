import * as v from 'valibot';
import type { FieldIssue } from '../model/errors';
import type { Address } from '../rules/address';
import type { MessageId } from '../model/message-ids';
import { issueMessage } from '../model/errors';

/** One row of the {@link AddressList}: the `Address` of shared/rules (id, version, four fields). */
export type AddressRow = Address;

/** A new, empty row: no id yet, the country preset to DE (spec 000 §3). */
export function emptyAddress(): AddressRow {
  return { id: null, version: null, street: '', zip: '', city: '', country: 'DE' };
}

/** An issue of `addressListSchema` (valibot) or of the server's 400 answer (dotted path). */
export type AddressListIssue = v.BaseIssue<unknown> | FieldIssue;

/** Options of {@link rowErrorsFromIssues}. */
export interface RowErrorsOptions {
  /**
   * The list's field when the issues come from a whole form (`addressSet` of the person
   * schema, paths like `addressSet.1.zip`); leave it out for issues of `addressListSchema`
   * itself (paths like `1`).
   */
  field?: string;
}

/**
 * The `errors` prop of the {@link AddressList} from validation issues: the first issue of each
 * row, translated, on the row's index. A field issue inside a row (`1.street`: too long) counts
 * for its row. Issues of other fields, and the list-wide one of `atLeastOne` with no rows at all,
 * are left out: keep at least one row on screen and that one cannot occur.
 *
 * @example rowErrorsFromIssues(result.issues ?? [], (key) => i18n._(key), { field: 'addressSet' })
 */
export function rowErrorsFromIssues(
  issues: readonly AddressListIssue[],
  translate: (key: MessageId) => string,
  { field }: RowErrorsOptions = {},
): Record<number, string> {
  const prefix = field ? `${field}.` : '';
  const errors: Record<number, string> = {};
  for (const issue of issues) {
    const path = 'kind' in issue ? v.getDotPath(issue) : issue.path;
    if (!path?.startsWith(prefix)) continue;
    const index = /^(\d+)(?:\.|$)/.exec(path.slice(prefix.length))?.[1];
    if (index === undefined || Number(index) in errors) continue;
    errors[Number(index)] = translate('kind' in issue ? issueMessage(issue) : issue.message);
  }
  return errors;
}
