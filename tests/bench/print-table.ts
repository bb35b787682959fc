/** Prints a titled table to the console, each column as wide as its widest cell. */
export function printTable(title: string, rows: string[][]) {
  console.log(`\n${title}`);
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows)
    console.log(`  ${row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')}`);
}
