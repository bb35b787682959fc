import { describe, expect, it, vi } from 'vitest';
import { createLatestEditQueue } from './latest-edit-queue';

/** A save whose answers the test releases one by one. */
function controlledSave() {
  const calls: { value: string; resolve: () => void; reject: (error: Error) => void }[] = [];
  const save = (value: string) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ value, resolve: () => resolve(`stored ${value}`), reject });
    });
  return { calls, save };
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createLatestEditQueue', () => {
  it('sends one edit at a time, drops older waiting ones and reports the newest only', async () => {
    const { calls, save } = controlledSave();
    const saved = vi.fn();
    const failed = vi.fn();
    const queue = createLatestEditQueue(save, { saved, failed });
    queue.submit('a');
    queue.submit('b');
    queue.submit('c');
    expect(calls.map((call) => call.value)).toEqual(['a']);
    expect(queue.busy()).toBe(true);

    calls[0]!.resolve();
    await flush();
    // 'b' was dropped: the newest waiting edit goes next.
    expect(calls.map((call) => call.value)).toEqual(['a', 'c']);
    expect(saved).not.toHaveBeenCalled();

    calls[1]!.resolve();
    await flush();
    expect(saved).toHaveBeenCalledExactlyOnceWith('stored c', 'c');
    expect(failed).not.toHaveBeenCalled();
    expect(queue.busy()).toBe(false);
  });

  it('reports a failure of the newest edit, not of one a newer edit replaced', async () => {
    const { calls, save } = controlledSave();
    const saved = vi.fn();
    const failed = vi.fn();
    const queue = createLatestEditQueue(save, { saved, failed });
    queue.submit('a');
    queue.submit('b');
    calls[0]!.reject(new Error('offline'));
    await flush();
    expect(failed).not.toHaveBeenCalled();
    calls[1]!.reject(new Error('offline'));
    await flush();
    expect(failed).toHaveBeenCalledOnce();
    expect(failed.mock.calls[0]![1]).toBe('b');

    queue.submit('c');
    calls[2]!.resolve();
    await flush();
    expect(saved).toHaveBeenCalledExactlyOnceWith('stored c', 'c');
  });
});
