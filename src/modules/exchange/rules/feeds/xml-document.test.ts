import fc from 'fast-check';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { element, escapeXml, renderXmlDocument, textElement } from './xml-document';

describe('renderXmlDocument', () => {
  it('writes a well-formed document whatever the text holds, and reads back the same text', () => {
    const hostile = `Tom & Jerry's <b>"storm"</b> ]]> \u0007bell \uD800lone 😀`;
    const xml = renderXmlDocument(
      element('alert', [textElement('note', hostile), element('info', [textElement('event', 'Wind')])], { xmlns: 'urn:x', title: hostile }),
    );
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', htmlEntities: true }).parse(xml);
    const readable = `Tom & Jerry's <b>"storm"</b> ]]> bell lone 😀`;
    expect(parsed.alert.note).toBe(readable);
    expect(parsed.alert['@title']).toBe(readable);
    expect(parsed.alert.info.event).toBe('Wind');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<alert xmlns="urn:x"')).toBe(true);
  });

  it('reads back any text, less the characters XML cannot hold, in elements and attributes', () => {
    const reader = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      htmlEntities: true,
      parseTagValue: false,
      parseAttributeValue: false,
      trimValues: false,
    });
    const pieces = fc.constantFrom(
      '&',
      '<',
      '>',
      '"',
      "'",
      ']]>',
      '&amp;',
      '&#39;',
      '<![CDATA[',
      '\u0000',
      '\u0008',
      '\u000b',
      '\u001f',
      '\uFFFE',
      '\uD800',
      '\t',
      '\u202E',
      '\u2067',
      'é',
      '😀',
      'a',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string({ unit: 'binary' })), { maxLength: 8 }), (parts) => {
        const text = `x${parts.join('')}x`;
        const xml = renderXmlDocument(element('a', [textElement('b', text)], { c: text }));
        expect(XMLValidator.validate(xml)).toBe(true);
        const read = reader.parse(xml);
        // Readers turn a carriage return into a line feed, as XML's end-of-line handling says.
        // Bidirectional controls go too: a feed shows text in the order it is stored.
        const kept = text
          .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
          .replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, '')
          .replace(/\r\n?/g, '\n');
        expect(read.a.b).toBe(kept);
        expect(read.a['@c']).toBe(kept);
      }),
    );
  });

  it('leaves out elements without text and children that are not there', () => {
    const xml = renderXmlDocument(element('a', [textElement('b', '  '), textElement('c', null), null, false, textElement('d', 'x')]));
    expect(xml).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<a>\n  <d>x</d>\n</a>\n');
    expect(renderXmlDocument(element('empty', []))).toContain('<empty/>');
  });

  it('escapes the characters markup would read', () => {
    expect(escapeXml(`<a href="x">&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;');
  });
});
