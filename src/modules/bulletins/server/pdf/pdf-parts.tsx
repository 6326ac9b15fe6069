import 'server-only';
import path from 'node:path';
import { StyleSheet, Text, View } from '@react-pdf/renderer';

export const PDF_FONT = 'Noto Sans';
/**
 * A face of the bulletin's font, from its npm package: Noto Sans covers ñ and every Tagalog letter.
 * The working directory is always the project's root (scripts/start.mjs, the tests' portals).
 */
export const fontFile = (face: '400Regular' | '400Regular_Italic' | '700Bold' | '700Bold_Italic') =>
  path.join(process.cwd(), 'node_modules/@expo-google-fonts/noto-sans', face, `NotoSans_${face}.ttf`);
/** Body text size at scale 1: the smallest a bulletin ever prints. */
export const BODY_PT = 10;
export const PAGE = { width: 595.28, height: 841.89, side: 30, top: 22 };
const FOOTER = { bottom: 16, lineHeight: 1.25, gap: 10 };
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.side;

export const STAGE_FILLS: Record<string, string> = {
  prep: '#d7ccc8',
  seed: '#dcedc8',
  plant: '#aed581',
  estab: '#80cbc4',
  veg: '#81c784',
  vegleaf: '#a5d6a7',
  vegtass: '#e6ee9c',
  repro: '#ffe082',
  mat: '#ffcc80',
};

/** The footer's QR code of the web address: 20.5 mm printed, which a phone reads from a hand's length. */
export const QR = { size: 58, gap: 8 };
/** Room beside the QR code for the footer's lines. */
const FOOTER_TEXT_WIDTH = CONTENT_WIDTH - QR.size - QR.gap;

/**
 * The lines one footer paragraph takes at 10 pt: its words wrapped at spaces (no-break spaces hold),
 * with the font's own widths, as react-pdf wraps them; the gap above the footer absorbs rounding.
 */
function wrappedLines(text: string, measure: (text: string, size: number) => number): number {
  let lines = 1;
  let line = '';
  for (const word of text.split(' ')) {
    const longer = line ? `${line} ${word}` : word;
    if (line && measure(longer, BODY_PT) > FOOTER_TEXT_WIDTH) {
      lines += 1;
      line = word;
    } else line = longer;
  }
  return lines;
}

/** What the fixed footer takes at the bottom of every page: its lines at 10 pt, or the QR code beside them when taller. */
export function footerSpace(lines: string[], measure: (text: string, size: number) => number): number {
  const count = lines.reduce((sum, line) => sum + wrappedLines(line, measure), 0);
  return FOOTER.bottom + 6 + Math.max(count * BODY_PT * FOOTER.lineHeight, QR.size) + FOOTER.gap;
}

/** Line height of body text; a scale below 1 keeps 10 pt text and tightens lines and gaps instead. */
// Below the tightest gaps (the ladder's very last rung) the lines close up too: 1.12 still keeps a
// Noto Sans line's accents clear of the line above.
export const lineHeightAt = (scale: number) => (scale < 0.75 ? 1.12 : scale < 1 ? 1.2 : 1.3);

export function styles(scale: number, footer: number) {
  const body = BODY_PT * Math.max(1, scale);
  const gap = body * 0.8 * Math.min(1, scale) ** 4;
  return StyleSheet.create({
    page: {
      fontFamily: PDF_FONT,
      fontSize: body,
      paddingTop: PAGE.top,
      paddingHorizontal: PAGE.side,
      paddingBottom: footer,
      color: '#1a1a1a',
      lineHeight: lineHeightAt(scale),
    },
    header: {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
      borderBottom: '1.5pt solid #1b5e20',
      paddingBottom: 5,
      marginBottom: 4,
    },
    logos: { flexDirection: 'row', alignItems: 'center', gap: 5 },
    office: { fontSize: 10.5, lineHeight: 1.2, fontWeight: 700, color: '#0f3d13', textAlign: 'right' },
    address: { fontSize: BODY_PT, lineHeight: 1.2, color: '#444', textAlign: 'right' },
    // In the top margin, above the header: seen first, and it takes no room from the bulletin.
    draft: { position: 'absolute', top: 7, right: PAGE.side, fontSize: BODY_PT, lineHeight: 1.2, fontWeight: 700, color: '#b71c1c' },
    title: { fontSize: body * 1.6, lineHeight: 1.15, fontWeight: 700, color: '#1b5e20', marginTop: gap * 0.6 },
    demo: { fontWeight: 700, color: '#8a5300', marginTop: 2 },
    metaLabel: { color: '#555' },
    approval: { marginTop: body * 0.4, paddingLeft: body * 0.5, borderLeft: '2pt solid #1b5e20', color: '#333' },
    // Printed in black on white with a thick border and the signal in words: it reads on a grey photocopy too.
    storm: { marginTop: gap * 0.6, padding: body * 0.4, border: '2pt solid #b71c1c', fontWeight: 700, color: '#000' },
    expired: { marginTop: gap * 0.6, padding: body * 0.4, border: '1.5pt solid #8a5300', backgroundColor: '#fff4e0', fontWeight: 700, color: '#5c3700' },
    heading: { fontSize: body * 1.2, lineHeight: 1.2, fontWeight: 700, color: '#0f3d13', marginTop: gap * 1.1, marginBottom: gap * 0.4 },
    row: { flexDirection: 'row' },
    swatch: { width: body * 0.75, height: body * 0.75, marginRight: body * 0.3, border: '0.5pt solid #555', flexShrink: 0 },
    chip: { flexDirection: 'row', alignItems: 'center' },
    stage: {
      paddingHorizontal: body * 0.4,
      paddingVertical: body * 0.15,
      border: '0.5pt solid #777',
      borderRadius: 2,
      marginRight: body * 0.4,
      marginBottom: body * 0.3,
    },
    advice: { marginBottom: gap, paddingLeft: body * 0.5, borderLeft: '2pt solid #1b5e20' },
    adviceTitle: { fontWeight: 700 },
    label: { fontWeight: 700, color: '#444', marginTop: body * 0.2 },
    note: { color: '#333', marginTop: body * 0.2 },
    footer: {
      position: 'absolute',
      left: PAGE.side,
      right: PAGE.side,
      bottom: FOOTER.bottom,
      flexDirection: 'row',
      alignItems: 'flex-end',
      borderTop: '0.75pt solid #1b5e20',
      paddingTop: 4,
      fontSize: BODY_PT,
      lineHeight: FOOTER.lineHeight,
      color: '#333',
    },
  });
}

export type Styles = ReturnType<typeof styles>;

export function Chip({ fill, label, s }: { fill: string; label: string; s: Styles }) {
  return (
    <View style={s.chip}>
      <View style={[s.swatch, { backgroundColor: fill }]} />
      <Text style={{ flexShrink: 1 }}>{label}</Text>
    </View>
  );
}
