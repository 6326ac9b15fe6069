import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { REGION_TITLE } from '@/modules/places/rules/region';
import { fitPreviewCard, PREVIEW_SIZE, readableTextOn, type PreviewCard } from '@/modules/site/rules/preview-card';

const GREEN = '#1b5e20';
const DARK_GREEN = '#0f3d13';
const PALE = '#f3f6f1';
const WARNING = '#b3261e';

type Font = { name: string; data: ArrayBuffer; weight: 400 | 700; style: 'normal' };
let fonts: Promise<Font[]> | undefined;

/** Noto Sans from npm, as the bulletins use (ñ and every Tagalog letter); read once. */
function loadFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    [
      ['400Regular', 'NotoSans_400Regular.ttf', 400],
      ['700Bold', 'NotoSans_700Bold.ttf', 700],
    ].map(async ([folder, file, weight]) => {
      const bytes = await readFile(path.join(process.cwd(), 'node_modules/@expo-google-fonts/noto-sans', String(folder), String(file)));
      return {
        name: 'Noto Sans',
        data: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
        weight: weight as 400 | 700,
        style: 'normal' as const,
      };
    }),
  ).catch((error: unknown) => {
    fonts = undefined;
    throw error;
  });
  return fonts;
}

/** A link preview as PNG bytes: the portal's band, the title, the period and the outlook chips. */
export async function renderPreviewPng(card: PreviewCard, portalName: string): Promise<Uint8Array<ArrayBuffer>> {
  const { title, subtitle, rows, note } = fitPreviewCard(card);
  // Five chips a line; fewer, wider ones when there are only a few (a place's signal, five provinces).
  const perLine = rows.length <= 5 ? Math.max(rows.length, 1) : 5;
  const chipWidth = Math.floor((PREVIEW_SIZE.width - 96 - (perLine - 1) * 16) / perLine);
  const image = new ImageResponse(
    <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', background: PALE, fontFamily: 'Noto Sans' }}>
      <div style={{ display: 'flex', flexDirection: 'column', background: GREEN, color: '#ffffff', padding: '22px 48px' }}>
        <div style={{ fontSize: 34, fontWeight: 700 }}>{portalName}</div>
        <div style={{ fontSize: 26 }}>{REGION_TITLE}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', padding: '24px 48px 0', flexGrow: 1 }}>
        <div style={{ fontSize: title.length > 40 ? 50 : 60, fontWeight: 700, color: DARK_GREEN, lineHeight: 1.1 }}>{title}</div>
        <div style={{ fontSize: 30, color: '#262626', marginTop: 10 }}>{subtitle}</div>
        {note ? <div style={{ fontSize: 28, fontWeight: 700, color: WARNING, marginTop: 8 }}>{note}</div> : null}
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, marginTop: 24 }}>
          {rows.map((row, index) => (
            <div
              key={index}
              style={{
                display: 'flex',
                flexDirection: 'column',
                width: chipWidth,
                padding: '8px 12px',
                borderRadius: 10,
                border: '2px solid #00000033',
                background: row.colour,
                color: readableTextOn(row.colour),
              }}
            >
              <div style={{ fontSize: 22 }}>{row.label}</div>
              <div style={{ fontSize: 24, fontWeight: 700, lineHeight: 1.15 }}>{row.value}</div>
            </div>
          ))}
        </div>
      </div>
    </div>,
    { ...PREVIEW_SIZE, fonts: await loadFonts() },
  );
  return new Uint8Array(await image.arrayBuffer());
}
