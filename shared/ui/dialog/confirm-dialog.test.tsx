// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, mount, settle } from '../form/test-harness';
import { ConfirmDialog } from './confirm-dialog';

let view: ReturnType<typeof mount>;

function Harness({ onConfirm }: { onConfirm: () => unknown }) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      variant="destructive"
      title="Delete the stop?"
      text="It cannot be undone."
      confirmLabel="Delete"
      onConfirm={onConfirm}
      trigger={<button type="button">Delete stop</button>}
    />
  );
}

const button = (text: string) =>
  [...document.querySelectorAll('button')].find((element) => element.textContent === text)!;
const alertDialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]');

afterEach(() => {
  view.unmount();
  document.body.innerHTML = '';
});

describe('ConfirmDialog', () => {
  it('starts on Cancel when destructive and returns focus to the trigger', async () => {
    const onConfirm = vi.fn();
    view = mount(<Harness onConfirm={onConfirm} />);
    const trigger = button('Delete stop');
    trigger.focus();
    click(trigger);
    expect(alertDialog()!.getAttribute('aria-labelledby')).toBeTruthy();
    expect(alertDialog()!.textContent).toContain('It cannot be undone.');
    expect(document.activeElement).toBe(button('dialog.cancel'));
    click(button('dialog.cancel'));
    expect(alertDialog()).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    await settle();
    expect(document.activeElement).toBe(trigger);
  });

  it('confirms, then closes; a failed act keeps it open', async () => {
    const onConfirm = vi.fn().mockRejectedValueOnce(new Error('409')).mockResolvedValueOnce(1);
    view = mount(<Harness onConfirm={onConfirm} />);
    click(button('Delete stop'));
    click(button('Delete'));
    await settle();
    expect(alertDialog()).not.toBeNull();
    click(button('Delete'));
    await settle();
    expect(onConfirm).toHaveBeenCalledTimes(2);
    expect(alertDialog()).toBeNull();
  });
});
