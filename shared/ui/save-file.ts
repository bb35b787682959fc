/**
 * Hands a downloaded blob to the browser as a file of that name: an object URL on a hidden
 * link with `download`, revoked once the browser took it.
 * @example saveFile(await fetchMembersCsv(client), `members-${schoolToday()}.csv`);
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers read the URL after the click's task.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
