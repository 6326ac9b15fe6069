import 'server-only';
import { Circle, Path, Rect, Svg, Text as SvgText, View } from '@react-pdf/renderer';
import { MAP_OUTLINE, type BulletinMap } from '@/domain/bulletins/bulletin-map';
import { BODY_PT, Chip, PDF_FONT, type Styles } from './pdf-parts';
import type { Measure } from './table-pdf';

export { MAP_OUTLINE };
const LABEL_PT = BODY_PT;

/**
 * The province coloured by the bulletin's outlook, its place outlined and named on the map (which says
 * what the map is), and the legend in words below (colour is never the only cue). Places without a
 * boundary are dots. Everything is in `map`, gathered when the bulletin was composed.
 */
export function OutlookMapPdf({ map, place, s, width, measure }: { map: BulletinMap; place: string; s: Styles; width: number; measure: Measure }) {
  const unit = width / map.width; // points per map unit
  const own = map.shapes.find((shape) => shape.selected);
  const label = own ? placeLabel(own, place, map, unit, measure) : null;
  return (
    <View style={{ width }}>
      <Svg width={width} height={map.height * unit} viewBox={`0 0 ${map.width} ${map.height}`}>
        {map.shapes.map((shape) =>
          shape.path ? (
            <Path
              key={shape.psgc}
              d={shape.path}
              fillRule="evenodd"
              fill={shape.fill}
              stroke={shape.selected ? MAP_OUTLINE : '#ffffff'}
              strokeWidth={shape.selected ? 3.5 : 0.8}
            />
          ) : (
            <Circle
              key={shape.psgc}
              cx={shape.x}
              cy={shape.y}
              r={shape.selected ? 7 : 5}
              fill={shape.fill}
              stroke={shape.selected ? MAP_OUTLINE : '#555555'}
              strokeWidth={shape.selected ? 3 : 0.8}
            />
          ),
        )}
        {label ? (
          <>
            <Rect x={label.x - 2} y={label.y - label.size} width={label.width + 4} height={label.size * 1.3} fill="#ffffff" fillOpacity={0.85} />
            <SvgText x={label.x} y={label.y} fill={MAP_OUTLINE} style={{ fontFamily: PDF_FONT, fontSize: label.size, fontWeight: 700 }}>
              {place}
            </SvgText>
          </>
        ) : null}
      </Svg>
      {map.legend.length > 0 ? (
        <View style={{ marginTop: 3, fontSize: BODY_PT, lineHeight: 1.25 }}>
          {map.legend.map((entry) => (
            <Chip key={entry.code} s={s} fill={entry.fill} label={entry.label} />
          ))}
        </View>
      ) : null}
    </View>
  );
}

/** Where the place's name goes: above its point (below when near the top), kept inside the map. */
function placeLabel(shape: BulletinMap['shapes'][number], name: string, map: BulletinMap, unit: number, measure: Measure) {
  const size = LABEL_PT / unit;
  const width = measure(name, LABEL_PT, true) / unit;
  const x = Math.min(Math.max(shape.x - width / 2, 3), Math.max(3, map.width - width - 3));
  const above = shape.y - size * 0.9;
  const y = above - size > 2 ? above : shape.y + size * 1.6;
  return { x, y, width, size };
}
