import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { failureOutcome } from './failures';

const NOW = new Date('2026-11-24T14:03:12Z');
const meta = { requestId: '3f9a2c1b-aaaa', at: NOW };

describe('failureOutcome (spec 002 §8)', () => {
  it('shows the error page with the context message and a 538721 signature for a long-term fatal error', () => {
    const error = ApiError.fromResponse(
      500,
      { message: 'error.longTermFatal', backendErrorCode: 538721, requestId: '3f9a2c1b-aaaa' },
      meta,
    );
    expect(failureOutcome(error, 'locations.loadFailed', NOW)).toEqual({
      kind: 'page',
      failure: {
        messageKey: 'locations.loadFailed',
        status: 500,
        global: true,
        suggestReload: false,
        signature: '20261124T140312Z-3f9a2c1b-0-538721',
      },
    });
  });

  it('shows a snackbar with the process message and an 823419 signature for any other error', () => {
    const error = ApiError.fromResponse(500, { message: 'error.unexpected' }, meta);
    expect(failureOutcome(error, 'locations.empty', NOW)).toEqual({
      kind: 'snackbar',
      messageKey: 'locations.empty',
      signature: '20261124T140312Z-3f9a2c1b-0-823419',
      notFound: false,
    });
  });

  it('puts 823419 into the signature even when the answer named another code', () => {
    const error = ApiError.fromResponse(409, { message: 'x', backendErrorCode: 4711 }, meta);
    const outcome = failureOutcome(error, 'stops.loadFailed', NOW);
    expect(outcome).toMatchObject({ signature: '20261124T140312Z-3f9a2c1b-0-823419' });
  });

  it('honours requestValidButResourceNotFound: flag 1, and tells the screen the record is gone', () => {
    const error = ApiError.fromResponse(
      404,
      { message: 'error.notFound', requestValidButResourceNotFound: true },
      meta,
    );
    expect(failureOutcome(error, 'locations.empty', NOW)).toEqual({
      kind: 'snackbar',
      messageKey: 'locations.empty',
      signature: '20261124T140312Z-3f9a2c1b-1-823419',
      notFound: true,
    });
  });

  it('keeps the spec 000 rules: 504 error page, network snackbar, nothing more on 401', () => {
    expect(failureOutcome(ApiError.fromResponse(504, {}), 'error.unexpected', NOW)).toMatchObject({
      kind: 'page',
      failure: { status: 504, global: true },
    });
    expect(failureOutcome(ApiError.networkIssue(), 'error.unexpected', NOW)).toEqual({
      kind: 'snackbar',
      messageKey: 'error.networkIssue',
      notFound: false,
    });
    expect(failureOutcome(ApiError.fromResponse(401, {}), 'error.unexpected', NOW)).toEqual({
      kind: 'none',
    });
  });

  it('signs an error of the browser’s own code with its clock and no process id', () => {
    expect(failureOutcome(new TypeError('x is undefined'), 'error.unexpected', NOW)).toMatchObject({
      kind: 'snackbar',
      signature: '20261124T140312Z-00000000-0-823419',
    });
  });
});
