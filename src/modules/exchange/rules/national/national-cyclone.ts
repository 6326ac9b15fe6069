import { REGION } from '@/modules/places/rules/region';
import type { WindSignal } from '@/modules/weather/rules/conditions';
import type { ExchangeCollection } from '../exchange-document';
import type { IssuanceInput } from '../issuance-input';
import { nationalManilaDay } from './national-dates';
import type { NationalCycloneDocument } from './national-schemas';

/** What the national cyclone document is made of: a stored special outlook (the server's SpecialOutlook has these fields). */
export interface CycloneAdvisoryInput {
  issuance: IssuanceInput;
  advisory: {
    activeCyclone: boolean;
    name: string | null;
    bulletinNumber: string | null;
    issuedAt: string | null;
    centre: string | null;
    movement: string | null;
    strength: string | null;
    forecastPositions: { at: string; location: string }[];
    trackImageUrl: string | null;
  };
  signals: { province: { id: string; label: string }; municipality: { id: string; label: string } | null; signal: WindSignal }[];
  places: { id: string; label: string; province: string; signal: WindSignal }[];
}

export const NATIONAL_CYCLONE_MAPPING = [
  'national/special_weather: one document per advisory (id: the issuance id) in the national portal’s cyclone_advisory shape.',
  'data.meta holds bulletin_number, typhoon_name and issued_at (ISO); data.details the titles "Location of Eye/center", "Movement", "Strength" (strings) and "Forecast Position" (a list of "time: place").',
  'data.signal lists each raised signal ("SIGNAL NO. 1" …) with content [{provinces, island}]: provinces the province names, a province only partly under the signal followed by its places in brackets; island Luzon (all of CALABARZON).',
  'data.affected gives per province and signal: id (the province’s PSGC code), province, signal (1-5), value (the signal code, signal_number_1 … signal_number_5) and the municipalities under it.',
  'img and img_lowres are the track image’s address on this portal (one size is kept), or null; has_cyclone is false for an advisory saying no cyclone affects the region.',
] as const;

const signalNumber = (signal: WindSignal) => (signal === 'general_no_signal' ? 0 : Number(signal.slice(-1)));

function signalGroups(input: CycloneAdvisoryInput) {
  const raised = [...new Set(input.places.map((place) => place.signal))].filter((signal) => signalNumber(signal) > 0).sort();
  return raised.map((signal) => {
    const byProvince = new Map<string, { id: string; label: string; places: string[]; whole: boolean }>();
    for (const row of input.signals.filter((entry) => entry.signal === signal)) {
      const entry = byProvince.get(row.province.id) ?? { id: row.province.id, label: row.province.label, places: [], whole: false };
      if (row.municipality) entry.places.push(row.municipality.label);
      else entry.whole = true;
      byProvince.set(row.province.id, entry);
    }
    return { signal, provinces: [...byProvince.values()] };
  });
}

/** A cyclone advisory as the national portal's `cyclone_advisory` document. */
export function shapeNationalCyclone(input: CycloneAdvisoryInput): ExchangeCollection<NationalCycloneDocument> {
  const { advisory } = input;
  const groups = signalGroups(input);
  const created = new Date(input.issuance.dateCreated._seconds * 1000);
  const highest = groups.at(-1);
  const summary = !advisory.activeCyclone
    ? `No tropical cyclone affects ${REGION.abbreviation}.`
    : `${advisory.name ?? 'Tropical cyclone'}${advisory.bulletinNumber ? `, bulletin no. ${advisory.bulletinNumber}` : ''}: ${
        highest ? `up to Signal No. ${signalNumber(highest.signal)} in ${REGION.abbreviation}.` : `no wind signal in ${REGION.abbreviation}.`
      }`;
  return {
    path: 'national/special_weather',
    documents: [
      {
        id: input.issuance.id,
        data: {
          summary,
          has_cyclone: advisory.activeCyclone,
          img: advisory.trackImageUrl,
          img_lowres: advisory.trackImageUrl,
          data: {
            meta: { bulletin_number: advisory.bulletinNumber, typhoon_name: advisory.name, issued_at: advisory.issuedAt },
            details: [
              { title: 'Location of Eye/center', value: advisory.centre ?? '' },
              { title: 'Movement', value: advisory.movement ?? '' },
              { title: 'Strength', value: advisory.strength ?? '' },
              { title: 'Forecast Position', value: advisory.forecastPositions.map((position) => `${position.at}: ${position.location}`) },
            ],
            signal: groups.map((group) => ({
              title: `SIGNAL NO. ${signalNumber(group.signal)}`,
              content: [
                {
                  provinces: group.provinces
                    .map((province) => (province.whole ? province.label : `${province.label} (${province.places.join(', ')})`))
                    .join(', '),
                  island: 'Luzon',
                },
              ],
            })),
            affected: groups.flatMap((group) =>
              group.provinces.map((province) => ({
                id: province.id,
                province: province.label,
                signal: signalNumber(group.signal),
                value: group.signal,
                municipalities: input.places.filter((place) => place.province === province.id && place.signal === group.signal).map((place) => place.label),
              })),
            ),
          },
          source: 'PAGASA',
          type: 'cyclone_advisory' as const,
          date_created: created.getTime(),
          date_created_str: nationalManilaDay(created),
        },
      },
    ],
  };
}
