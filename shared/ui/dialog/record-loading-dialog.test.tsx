// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, mount } from '../form/test-harness';
import { RecordLoadingDialog } from './record-loading-dialog';

let view: ReturnType<typeof mount>;

/** A button by its text or, for the icon-only ×, its accessible name. */
const button = (name: string) =>
  [...document.querySelectorAll('button')].find(
    (element) => element.textContent === name || element.getAttribute('aria-label') === name,
  );
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

afterEach(() => {
  view.unmount();
  document.body.innerHTML = '';
});

describe('RecordLoadingDialog', () => {
  it('says it is loading under the record dialog’s title, and closes', () => {
    const onClose = vi.fn();
    view = mount(
      <RecordLoadingDialog
        title="Edit instructor"
        state={{ status: 'loading' }}
        failedTitleKey="instructors.recordFailed"
        onRetry={() => {}}
        onClose={onClose}
      />,
    );
    expect(dialog()!.textContent).toContain('Edit instructor');
    expect(dialog()!.querySelector('[role="status"]')!.textContent).toBe('app.loading');
    click(button('dialog.close')!);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('names a failed load and tries again', () => {
    const onRetry = vi.fn();
    view = mount(
      <RecordLoadingDialog
        title="Edit customer"
        state={{ status: 'failed', messageKey: 'error.networkIssue', error: new Error('offline') }}
        failedTitleKey="customers.recordFailed"
        onRetry={onRetry}
        onClose={() => {}}
      />,
    );
    expect(dialog()!.textContent).toContain('customers.recordFailed');
    expect(dialog()!.textContent).toContain('error.networkIssue');
    click(button('content.retry')!);
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
