import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CapAlertError, MAX_CAP_BYTES, readCapAlert, readCapDateTime } from './read-cap-alert';

const bytes = (text: string) => new TextEncoder().encode(text);
const CAP = 'urn:oasis:names:tc:emergency:cap:1.2';

const alert = (body: string, root = `<alert xmlns="${CAP}">`, end = '</alert>') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n${root}<identifier>PAGASA-TCWS-2025-11</identifier><sender>pagasa@example.ph</sender><sent>2025-10-22T23:00:00+08:00</sent><status>Actual</status><msgType>Alert</msgType><scope>Public</scope>${body}${end}`;

const INFO = `<info><language>en-US</language><category>Met</category><event>Typhoon KRISTINE</event><urgency>Expected</urgency><severity>Severe</severity><certainty>Likely</certainty><effective>2025-10-22T23:00:00+08:00</effective><headline>TCWS #2 &amp; more</headline><parameter><valueName>TCWS</valueName><value>2</value></parameter><area><areaDesc>Batangas</areaDesc><geocode><valueName>PSGC</valueName><value>0401000000</value></geocode></area></info>`;

const refusal = (text: string | Uint8Array) => {
  try {
    readCapAlert(typeof text === 'string' ? bytes(text) : text);
  } catch (error) {
    expect(error).toBeInstanceOf(CapAlertError);
    return (error as Error).message;
  }
  throw new Error('read without a refusal');
};

describe('readCapAlert', () => {
  it('reads the envelope and each info block: texts, parameters, areas and geocodes, codes kept as text', () => {
    const reading = readCapAlert(bytes(alert(INFO)));
    expect(reading).toMatchObject({ identifier: 'PAGASA-TCWS-2025-11', sender: 'pagasa@example.ph', sent: '2025-10-22T15:00:00.000Z', msgType: 'Alert' });
    expect(reading.infos).toEqual([
      {
        language: 'en-US',
        event: 'Typhoon KRISTINE',
        headline: 'TCWS #2 & more',
        description: '',
        effective: '2025-10-22T15:00:00.000Z',
        parameters: [{ valueName: 'TCWS', value: '2' }],
        areas: [{ areaDesc: 'Batangas', geocodes: [{ valueName: 'PSGC', value: '0401000000' }] }],
      },
    ]);
  });

  it('reads an alert written with a namespace prefix, and CAP’s default language', () => {
    const prefixed = alert(INFO.replace('<language>en-US</language>', ''), `<cap:alert xmlns:cap="${CAP}">`, '</cap:alert>').replace(
      /<(\/?)(?!cap:|\?)([a-zA-Z]+)/g,
      '<$1cap:$2',
    );
    const reading = readCapAlert(bytes(prefixed));
    expect(reading.infos[0]).toMatchObject({ language: 'en-US', event: 'Typhoon KRISTINE', areas: [{ areaDesc: 'Batangas' }] });
  });

  it('refuses what is not a CAP 1.2 alert, saying what is wrong', () => {
    expect(refusal('<feed xmlns="http://www.w3.org/2005/Atom"></feed>')).toBe('This is not a CAP 1.2 alert: the root element is <feed>, not <alert>.');
    expect(refusal(alert(INFO, '<alert xmlns="urn:oasis:names:tc:emergency:cap:1.1">'))).toContain('its namespace is "urn:oasis:names:tc:emergency:cap:1.1"');
    expect(refusal(alert(INFO, '<alert>'))).toContain('its namespace is missing');
    expect(refusal(alert(INFO).replace('2025-10-22T23:00:00+08:00</sent>', '2025-10-22T15:00:00Z</sent>'))).toMatch(
      /^sent is not a CAP date-time: "2025-10-22T15:00:00Z"/,
    );
    expect(refusal(alert(INFO).replace(/<sent>.*<\/sent>/, ''))).toBe('The alert has no <sent> time.');
    expect(refusal(alert(''))).toBe('The alert has no <info> block: it names no event and no area.');
    expect(refusal('<alert>')).toMatch(/^The document is not well-formed XML: Unclosed tag 'alert'/);
    expect(refusal('not xml at all')).toMatch(/^The document is not well-formed XML/);
    expect(refusal(new Uint8Array())).toBe('The alert is empty.');
    expect(refusal(Uint8Array.from([0x3c, 0x61, 0xff, 0xfe, 0x3e]))).toBe('The alert is not UTF-8 text, as CAP 1.2 alerts are.');
  });

  it('refuses a DTD, and with it every entity declaration (XXE, billion laughs)', () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE alert [<!ENTITY x SYSTEM "file:///etc/passwd">]>${alert(INFO.replace('Batangas<', '&x;<')).replace(/^<\?xml[^>]*>/, '')}`;
    expect(refusal(xxe)).toMatch(/declares a DTD or entities/);
    const laughs = `<!DOCTYPE a [<!ENTITY a "aaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]><a>&b;</a>`;
    expect(refusal(laughs)).toMatch(/declares a DTD/);
  });

  it('refuses a document over 1 MB before reading it', () => {
    expect(refusal(new Uint8Array(MAX_CAP_BYTES + 1).fill(0x20))).toBe('The alert is larger than 1 MB and was refused.');
  });

  it('never throws anything but its own error, whatever it is given', () => {
    const pieces = fc.constantFrom(
      '<alert xmlns="urn:oasis:names:tc:emergency:cap:1.2">',
      '</alert>',
      '<info>',
      '</info>',
      '<area>',
      '</area>',
      '<sent>',
      '</sent>',
      '<__proto__>',
      '<constructor>',
      '&amp;',
      '&#0;',
      '<![CDATA[',
      ']]>',
      '<!--',
      '-->',
      '<?xml version="1.0"?>',
      'x',
      '"',
      '<a b="1" b="2"/>',
    );
    const texts = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.array(pieces, { maxLength: 40 }).map((parts) => parts.join('')),
      fc.string({ unit: 'binary', maxLength: 100 }),
    );
    const isOwnError = (input: Uint8Array) => {
      try {
        readCapAlert(input);
        return true;
      } catch (error) {
        return error instanceof CapAlertError;
      }
    };
    fc.assert(
      fc.property(texts, (text) => isOwnError(bytes(text))),
      { numRuns: 500 },
    );
    fc.assert(fc.property(fc.uint8Array({ maxLength: 300 }), isOwnError), { numRuns: 300 });
    expect(isOwnError(bytes(`${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}`))).toBe(true);
  });
});

describe('readCapDateTime', () => {
  it('reads CAP’s date-times with their offset, and nothing else', () => {
    expect(readCapDateTime('2025-10-22T23:00:00+08:00')).toBe('2025-10-22T15:00:00.000Z');
    expect(readCapDateTime('2025-10-22T15:00:00-00:00')).toBe('2025-10-22T15:00:00.000Z');
    for (const bad of [
      '2025-10-22T15:00:00Z',
      '2025-10-22 15:00:00+08:00',
      '2025-02-30T10:00:00+08:00',
      '2025-10-22T24:00:00+08:00',
      '2025-10-22T15:00:00.5+08:00',
      '',
    ])
      expect(readCapDateTime(bad), bad).toBeNull();
  });
});
