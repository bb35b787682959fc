import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { reportSignature } from './report-signature';

const NOW = new Date('2026-11-24T14:03:12.345Z');

describe('reportSignature', () => {
  it('joins the answer time, the request id, the not-found flag and 823419', () => {
    const error = ApiError.fromResponse(
      500,
      { message: 'error.unexpected', requestId: '3F9A2C1B-77d0-4c4e-9a51-0c2f1b9d8e11' },
      { at: new Date('2026-11-24T14:03:10Z') },
    );
    expect(reportSignature(error, NOW)).toBe('20261124T140310Z-3f9a2c1b-0-823419');
  });

  it('sets the flag for a valid request whose resource was not found', () => {
    const error = ApiError.fromResponse(
      404,
      { message: 'error.notFound', requestValidButResourceNotFound: true },
      { requestId: 'abcdef12-0000', at: NOW },
    );
    expect(reportSignature(error)).toBe('20261124T140312Z-abcdef12-1-823419');
  });

  it('carries the backend error code the server sent (538721 long-term fatal)', () => {
    const error = ApiError.fromResponse(500, {
      message: 'error.longTermFatal',
      backendErrorCode: 538721,
      requestId: 'deadbeef-1',
    });
    expect(reportSignature(error, NOW)).toBe('20261124T140312Z-deadbeef-0-538721');
  });

  it('falls back to the browser’s clock and zeros without an answer', () => {
    expect(reportSignature(ApiError.networkIssue(), NOW)).toBe(
      '20261124T140312Z-00000000-0-823419',
    );
  });
});
