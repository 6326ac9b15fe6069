import 'server-only';
// react-pdf's image takes no alt text (the PDF is not tagged): the legend in words below says what the colours mean.
import { Image as PdfImage, View } from '@react-pdf/renderer';
import type { BulletinMap } from '@/modules/bulletins/rules/bulletin-map';
import { BODY_PT, Chip, type Styles } from './pdf-parts';

/** A picture for the PDF: PNG bytes and the size it is placed at, in points. */
export interface PdfPicture {
  png: Buffer;
  width: number;
  height: number;
}

/**
 * The province map as the HTML view shows it (`drawBulletinMap`, as a picture), its place named on it,
 * and the legend in words below (colour is never the only cue).
 */
export function MapFigurePdf({ picture, legend, s }: { picture: PdfPicture; legend: BulletinMap['legend']; s: Styles }) {
  return (
    <View style={{ width: picture.width }}>
      <PdfImage src={{ data: picture.png, format: 'png' }} style={{ width: picture.width, height: picture.height }} />
      {legend.length > 0 ? (
        <View style={{ marginTop: 3, fontSize: BODY_PT, lineHeight: 1.25 }}>
          {legend.map((entry) => (
            <Chip key={entry.code} s={s} fill={entry.fill} label={entry.label} />
          ))}
        </View>
      ) : null}
    </View>
  );
}
