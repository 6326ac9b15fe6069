import 'server-only';
import { Text, View } from '@react-pdf/renderer';
import { columnWidths } from '@/modules/bulletins/rules/column-widths';
import { Chip, type Styles } from './pdf-parts';

/** Width in points of a text in the bulletin's font. */
export type Measure = (text: string, size: number, bold?: boolean) => number;

type Cell = string | { fill: string; label: string };

const widest = (text: string, size: number, bold: boolean, measure: Measure) =>
  Math.max(
    0,
    ...text
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => measure(word, size, bold)),
  );

/**
 * A bulletin table whose columns are never narrower than their longest word: words are not broken
 * (a broken place or crop name reads badly) and never run into the next column.
 */
export function TablePdf({
  columns,
  rows,
  s,
  size,
  width,
  measure,
}: {
  columns: { header: string; weight: number }[];
  rows: Cell[][];
  s: Styles;
  size: number;
  width: number;
  measure: Measure;
}) {
  const padding = size * 0.3;
  const swatch = size * 1.05;
  const minimums = columns.map((column, i) => {
    const cells = rows.map((row) => row[i]!);
    const content = Math.max(
      widest(column.header, size, true, measure),
      ...cells.map((cell) => (typeof cell === 'string' ? widest(cell, size, false, measure) : swatch + widest(cell.label, size, false, measure))),
    );
    return { weight: column.weight, minimum: content + 2 * padding + 1 };
  });
  const widths = columnWidths(minimums, width);
  const cellStyle = (i: number) => ({ width: widths[i]!, paddingHorizontal: padding, paddingVertical: size * 0.2, borderBottom: '0.5pt solid #ccc' });
  return (
    <View style={{ borderTop: '0.75pt solid #999' }}>
      <View style={[s.row, { backgroundColor: '#eef5ec' }]} wrap={false}>
        {columns.map((column, i) => (
          <View key={i} style={cellStyle(i)}>
            <Text style={{ fontWeight: 700 }}>{column.header}</Text>
          </View>
        ))}
      </View>
      {rows.map((row, r) => (
        <View key={r} style={s.row} wrap={false}>
          {row.map((cell, i) => (
            <View key={i} style={cellStyle(i)}>
              {typeof cell === 'string' ? <Text>{cell}</Text> : <Chip s={s} fill={cell.fill} label={cell.label} />}
            </View>
          ))}
        </View>
      ))}
    </View>
  );
}
