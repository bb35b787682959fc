import { vi } from 'vitest';

/** What is written to stderr (where the logger writes) while `run` goes on; tests only. */
export async function stderrDuring(run: () => Promise<unknown>): Promise<string> {
  const chunks: string[] = [];
  const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    chunks.push(String(chunk));
    return true;
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return chunks.join('');
}
