/**
 * Widths of a table's columns in points: each column gets its share by weight, but never less than
 * its minimum (its longest word, so no word is broken or runs into the next column). What the wider
 * columns give up comes out of their room above their own minimum.
 */
export function columnWidths(columns: readonly { weight: number; minimum: number }[], total: number): number[] {
  const weights = columns.reduce((sum, column) => sum + column.weight, 0);
  const widths = columns.map((column) => Math.max(column.minimum, (column.weight / weights) * total));
  const excess = widths.reduce((sum, width) => sum + width, 0) - total;
  if (excess <= 0) return widths;
  const slack = widths.map((width, i) => width - columns[i]!.minimum);
  const room = slack.reduce((sum, s) => sum + s, 0);
  // Too narrow for every minimum: share the page by minimums (the renderer then picks a smaller text size).
  if (room < excess) return columns.map((column) => (column.minimum / columns.reduce((sum, c) => sum + c.minimum, 0)) * total);
  return widths.map((width, i) => width - (slack[i]! / room) * excess);
}
