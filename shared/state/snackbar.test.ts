import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hideSnackbar, showSnackbar, snackbar } from './snackbar';

describe('snackbar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    hideSnackbar();
    vi.useRealTimers();
  });

  it('hides after 8 s', () => {
    showSnackbar('error.networkIssue', { kind: 'error' });
    expect(snackbar.value).toMatchObject({ messageKey: 'error.networkIssue', kind: 'error' });
    vi.advanceTimersByTime(7999);
    expect(snackbar.value).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(snackbar.value).toBeNull();
  });

  it('keeps a persistent message and lets a newer message restart the timeout', () => {
    showSnackbar('error.conflict', { persistent: true });
    vi.advanceTimersByTime(60_000);
    expect(snackbar.value?.messageKey).toBe('error.conflict');
    showSnackbar('error.notFound');
    vi.advanceTimersByTime(5000);
    showSnackbar('error.unexpected');
    vi.advanceTimersByTime(5000);
    expect(snackbar.value?.messageKey).toBe('error.unexpected');
  });
});
