import type { BulletinDocument } from '@/modules/bulletins/rules/bulletin-document';

export type SummarisedBulletin = Pick<BulletinDocument, 'province' | 'municipality' | 'crop' | 'period' | 'weather' | 'stages'>;

const LISTED = 4;

const list = (items: string[]) => (items.length > LISTED ? [...items.slice(0, LISTED), '…'] : items).join('; ');

/** What the bulletin's outlook says, in the bulletin's language (the labels are stored in it). */
function outlookOf(weather: BulletinDocument['weather']): string {
  switch (weather.kind) {
    case 'ten_day':
      return list(weather.days.map((day) => `${day.label}: ${day.rainfall.label}`));
    case 'seasonal':
      return list(weather.months.map((month) => `${month.label}: ${month.category.label}`));
    case 'special_weather':
      return [weather.cyclone.name, weather.signal.label].filter(Boolean).join(': ');
  }
}

/**
 * A feed entry's summary in the bulletin's own language: place, crop and period, what the outlook
 * says and the crop's stages. Plain text: every word of it is already in the stored document.
 */
export function bulletinSummary(doc: SummarisedBulletin): string {
  const stages = doc.stages.map((stage) => stage.label);
  return [
    `${doc.municipality.name}, ${doc.province.name} · ${doc.crop.name} · ${doc.period.label}`,
    outlookOf(doc.weather),
    stages.length > 0 ? list(stages) : null,
  ]
    .filter(Boolean)
    .join('. ');
}
