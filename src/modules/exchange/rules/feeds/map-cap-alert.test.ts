import { describe, expect, it } from 'vitest';
import { capAlertXml, type CapAlert, type CapInfo } from './cap-alert';
import { SIGNAL_LEVELS } from './cap-levels';
import { normalizePlaceName } from '@/modules/places/rules/normalize-place-name';
import { PROVINCES } from '@/modules/places/rules/region';
import { createRegionPlaceMatcher, REGION_PLACES } from '@/modules/places/rules/region-places';
import { mapCapAlert, type CapRegion } from './map-cap-alert';
import { CapAlertError, readCapAlert } from './read-cap-alert';

const REGION: CapRegion = {
  provinces: PROVINCES,
  municipalities: REGION_PLACES.map((place) => ({ psgc: place.psgc, name: place.name, provincePsgc: place.province })),
  matcher: createRegionPlaceMatcher(),
  elsewhere: new Set(['Bulacan', 'Metro Manila', 'Marinduque', 'Baler', 'Aurora', 'Rizal', 'Quezon'].map(normalizePlaceName)),
};
const QUEZON = '0405600000';
const INFANTA = '0405620000';
const BATANGAS = '0401000000';

const read = (xml: string) => mapCapAlert(readCapAlert(new TextEncoder().encode(xml)), REGION);

/** An alert as the portal writes it (compose-cap-alert.ts): an info per language and signal, PSGC geocodes, the signal as a parameter. */
function portalAlert(msgType: CapAlert['msgType'] = 'Alert'): string {
  const info = (language: string, signal: 'signal_number_1' | 'signal_number_2', areas: [string, string][]): CapInfo => ({
    language,
    event: language === 'tl' ? 'Babala ng hangin ng bagyo' : 'Tropical cyclone wind signal',
    level: SIGNAL_LEVELS[signal],
    effective: new Date('2025-10-22T15:00:00Z'),
    expires: new Date('2025-10-23T15:00:00Z'),
    senderName: 'DA 4A',
    headline: `Signal No. ${signal.slice(-1)}: tropical cyclone Kristine (Quezon)`,
    description: "From PAGASA's tropical cyclone bulletin no. 11, issued October 22, 2025, 11:00 PM PHT.",
    instruction: null,
    web: 'https://acap.example.ph/weather-services/special',
    contact: 'DA 4A',
    parameters: [
      { valueName: 'source', value: 'PAGASA' },
      { valueName: 'windSignal', value: signal },
      { valueName: 'pagasaBulletinNumber', value: '11' },
    ],
    areas: areas.map(([areaDesc, psgc]) => ({ areaDesc, polygons: [], geocodes: [{ valueName: 'PSGC', value: psgc }] })),
  });
  return capAlertXml({
    identifier: 'acap-4a-advisory-1',
    sender: 'acap@example.ph',
    sent: new Date('2025-10-22T15:30:00Z'),
    status: 'Actual',
    msgType,
    source: 'PAGASA tropical cyclone bulletin no. 11',
    note: 'relayed',
    references: [],
    infos: [
      info('en-US', 'signal_number_2', [['Infanta, Quezon', INFANTA]]),
      info('en-US', 'signal_number_1', [['Batangas (whole province)', BATANGAS]]),
      info('tl', 'signal_number_2', [['Infanta, Quezon', INFANTA]]),
      info('tl', 'signal_number_1', [['Batangas (buong lalawigan)', BATANGAS]]),
    ],
  });
}

const pagasa = (infos: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><alert xmlns="urn:oasis:names:tc:emergency:cap:1.2"><identifier>PAGASA-1</identifier><sender>pagasa.dost.gov.ph</sender><sent>2025-11-08T17:00:00+08:00</sent><status>Actual</status><msgType>Alert</msgType><scope>Public</scope>${infos}</alert>`;
const pagasaInfo = (headline: string, areas: string[], extra = '') =>
  `<info><language>en</language><category>Met</category><event>Typhoon PEPITO</event><urgency>Expected</urgency><severity>Severe</severity><certainty>Likely</certainty><headline>${headline}</headline>${extra}${areas.map((area) => `<area>${area}</area>`).join('')}</info>`;

describe('mapCapAlert', () => {
  it('reads back an alert the portal sent: name, PAGASA’s issue time and bulletin number, a signal per place from the English blocks', () => {
    const imported = read(portalAlert());
    expect(imported.values).toEqual({
      name: 'Kristine',
      category: null,
      bulletinNumber: '11',
      issuedAt: '2025-10-22T15:00:00.000Z',
      signals: { [INFANTA]: 'signal_number_2', [BATANGAS]: 'signal_number_1' },
    });
    expect(imported.places).toEqual([
      { psgc: INFANTA, name: 'Infanta, Quezon', signal: 'signal_number_2' },
      { psgc: BATANGAS, name: 'Batangas (whole province)', signal: 'signal_number_1' },
    ]);
    expect(imported.alert).toMatchObject({ identifier: 'acap-4a-advisory-1', language: 'en-US', msgType: 'Alert' });
    expect([...imported.ignored, ...imported.unknown, ...imported.problems]).toEqual([]);
  });

  it('refuses a cancellation: the form has its own “No active cyclone”', () => {
    expect(() => read(portalAlert('Cancel'))).toThrow(CapAlertError);
  });

  it('reads PAGASA-style names: signals from the area, the headline or a parameter; ambiguous names, unknown names and places elsewhere set aside', () => {
    const imported = read(
      pagasa(
        pagasaInfo('TCWS #3 for Typhoon PEPITO (MAN-YI)', [
          '<areaDesc>Quezon</areaDesc>',
          '<areaDesc>Rosario</areaDesc>',
          '<areaDesc>Marinduque</areaDesc>',
          '<areaDesc>Atlantis</areaDesc>',
          '<areaDesc>Wind Signal No. 2: Lipa City, Batangas</areaDesc>',
          '<areaDesc>Baler, Aurora</areaDesc>',
        ]) +
          pagasaInfo(
            'Tropical Cyclone Wind Signal',
            [
              '<areaDesc>Laguna, Rizal and Metro Manila</areaDesc>',
              '<areaDesc>Cavite</areaDesc><geocode><valueName>psgc_code</valueName><value>042100000</value></geocode>',
            ],
            '<parameter><valueName>WindSignal</valueName><value>1</value></parameter>',
          ),
      ),
    );
    expect(imported.values).toMatchObject({ name: 'PEPITO', category: 'typhoon', issuedAt: '2025-11-08T09:00:00.000Z', bulletinNumber: null });
    expect(imported.values.signals).toEqual({
      [QUEZON]: 'signal_number_3',
      '0401014000': 'signal_number_2',
      '0403400000': 'signal_number_1',
      '0405800000': 'signal_number_1',
      '0402100000': 'signal_number_1',
    });
    expect(imported.problems).toEqual(['"Rosario" matches 2 places: Rosario (Batangas) and Rosario (Cavite); set its signal by hand.']);
    expect(imported.unknown).toEqual(['Atlantis']);
    expect(imported.ignored).toEqual(['Marinduque', 'Baler, Aurora', 'Metro Manila']);
  });

  it('checks PSGC codes against the region, takes the stronger of two signals, and says which places lack one', () => {
    const imported = read(
      pagasa(
        pagasaInfo('Signal No. 1', [
          '<areaDesc>Somewhere</areaDesc><geocode><valueName>PSGC</valueName><value>0401099000</value></geocode>',
          '<areaDesc>Bulacan</areaDesc><geocode><valueName>PSGC</valueName><value>0301400000</value></geocode>',
          '<areaDesc>Infanta</areaDesc><geocode><valueName>PSGC</valueName><value>0405620000</value></geocode>',
        ]) +
          pagasaInfo('Signal No. 2', ['<areaDesc>Infanta, Quezon</areaDesc>']) +
          pagasaInfo('Heavy rainfall', ['<areaDesc>Rizal</areaDesc>']),
      ),
    );
    expect(imported.values.signals).toEqual({ [INFANTA]: 'signal_number_2' });
    expect(imported.ignored).toEqual(['Bulacan (PSGC 0301400000)']);
    expect(imported.problems).toEqual([
      'Somewhere: PSGC 0401099000 is not a province, city or municipality of CALABARZON.',
      'Infanta, Quezon is given Signal No. 1 and Signal No. 2; Signal No. 2 was kept.',
      'Rizal (whole province): the alert gives no wind signal for it.',
    ]);
  });

  it('refuses an alert with no area in CALABARZON, naming what it does name', () => {
    expect(() => read(pagasa(pagasaInfo('TCWS #1', ['<areaDesc>Bulacan</areaDesc>', '<areaDesc>Metro Manila</areaDesc>'])))).toThrow(
      'The alert has no area in CALABARZON (it names Bulacan; Metro Manila).',
    );
  });

  it('takes the first block’s language when none is English', () => {
    const tagalog = pagasa(
      pagasaInfo('Babala Blg. 1 — TCWS #1', ['<areaDesc>Cavite</areaDesc>']).replace('<language>en</language>', '<language>tl</language>'),
    );
    expect(read(tagalog).values.signals).toEqual({ '0402100000': 'signal_number_1' });
  });
});
