/** Prints rows (objects with the same keys) as an aligned plain-text table. */
export function printTable(rows) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const cells = [columns, ...rows.map((row) => columns.map((column) => String(row[column] ?? '')))];
  const widths = columns.map((_, index) => Math.max(...cells.map((line) => line[index].length)));
  for (const line of cells)
    console.log(
      line
        .map((cell, index) => cell.padEnd(widths[index]))
        .join('  ')
        .trimEnd(),
    );
}
