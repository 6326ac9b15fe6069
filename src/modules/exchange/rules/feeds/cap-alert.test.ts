import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { capAlertXml, type CapAlert, type CapInfo } from './cap-alert';
import { SIGNAL_LEVELS } from './cap-levels';

const info: CapInfo = {
  language: 'en-US',
  event: 'Tropical cyclone wind signal',
  level: SIGNAL_LEVELS.signal_number_2,
  effective: new Date('2025-10-23T05:00:00+08:00'),
  expires: new Date('2025-10-24T05:00:00+08:00'),
  senderName: 'Regional office',
  headline: 'Signal No. 2: tropical cyclone Kristine (Laguna)',
  description: 'Gale-force winds.',
  instruction: null,
  web: 'https://acap.example.ph/weather-services/special',
  contact: 'Regional office, https://calabarzon.da.gov.ph/',
  parameters: [{ valueName: 'source', value: 'PAGASA' }],
  areas: [{ areaDesc: 'Laguna (whole province)', polygons: ['14,121 14,121.1 14.1,121 14,121'], geocodes: [{ valueName: 'PSGC', value: '0403400000' }] }],
};
const alert: CapAlert = {
  identifier: 'acap-4a-tcws-2',
  sender: 'acap.example.ph',
  sent: new Date('2025-10-23T06:10:00+08:00'),
  status: 'Actual',
  msgType: 'Update',
  source: 'PAGASA tropical cyclone bulletin no. 12',
  note: 'Relayed.',
  references: [
    { sender: 'acap.example.ph', identifier: 'acap-4a-tcws-0', sent: new Date('2025-10-22T23:00:00+08:00') },
    { sender: 'acap.example.ph', identifier: 'acap-4a-tcws-1', sent: new Date('2025-10-23T02:00:00+08:00') },
  ],
  infos: [info, { ...info, language: 'tl', instruction: 'Anihin na ang mga hinog na bunga.' }],
};

/** The child element names of an element, in document order (fast-xml-parser's preserveOrder form). */
const order = (nodes: Record<string, unknown>[]) => nodes.map((node) => Object.keys(node).find((key) => key !== ':@'));

describe('capAlertXml', () => {
  const xml = capAlertXml(alert);
  const ordered = new XMLParser({ preserveOrder: true, ignoreAttributes: false }).parse(xml) as Record<string, unknown>[];
  const root = ordered.find((node) => 'alert' in node) as { alert: Record<string, Record<string, unknown>[]>[]; ':@': Record<string, string> };

  it('is a well-formed CAP 1.2 alert in its namespace', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(root[':@']['@_xmlns']).toBe('urn:oasis:names:tc:emergency:cap:1.2');
  });

  it('writes the elements in the order the CAP 1.2 schema requires', () => {
    expect(order(root.alert)).toEqual(['identifier', 'sender', 'sent', 'status', 'msgType', 'source', 'scope', 'note', 'references', 'info', 'info']);
    const infoNode = root.alert.find((node) => 'info' in node)!.info as unknown as Record<string, unknown>[];
    expect(order(infoNode)).toEqual([
      'language',
      'category',
      'event',
      'responseType',
      'urgency',
      'severity',
      'certainty',
      'effective',
      'expires',
      'senderName',
      'headline',
      'description',
      'web',
      'contact',
      'parameter',
      'area',
    ]);
    const area = infoNode.find((node) => 'area' in node)!.area as Record<string, unknown>[];
    expect(order(area)).toEqual(['areaDesc', 'polygon', 'geocode']);
  });

  it('writes times with the +08:00 offset and references as sender,identifier,sent', () => {
    const parsed = new XMLParser().parse(xml);
    expect(parsed.alert.sent).toBe('2025-10-23T06:10:00+08:00');
    expect(parsed.alert.references).toBe('acap.example.ph,acap-4a-tcws-0,2025-10-22T23:00:00+08:00 acap.example.ph,acap-4a-tcws-1,2025-10-23T02:00:00+08:00');
    expect(parsed.alert.info[0].instruction).toBeUndefined();
    expect(parsed.alert.info[1].instruction).toBe('Anihin na ang mga hinog na bunga.');
    expect(parsed.alert.info[0]).toMatchObject({ category: 'Met', urgency: 'Expected', severity: 'Moderate', certainty: 'Likely', responseType: 'Prepare' });
  });

  it('leaves references out of an alert that updates nothing', () => {
    expect(capAlertXml({ ...alert, msgType: 'Alert', references: [] })).not.toContain('<references>');
  });
});
