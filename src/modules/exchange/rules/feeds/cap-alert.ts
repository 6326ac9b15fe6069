import type { CapLevel, CapMsgType, CapStatus } from './cap-levels';
import { capTime } from './cap-time';
import { element, renderXmlDocument, textElement } from './xml-document';

export const CAP_NAMESPACE = 'urn:oasis:names:tc:emergency:cap:1.2';

export interface CapArea {
  areaDesc: string;
  /** `lat,lon …` rings, first = last (`capPolygons`). */
  polygons: string[];
  geocodes: { valueName: string; value: string }[];
}

/** One `<info>`: a language and a level, with the areas it is about. */
export interface CapInfo {
  language: string;
  event: string;
  level: CapLevel;
  effective: Date | null;
  expires: Date;
  senderName: string;
  headline: string;
  description: string;
  instruction: string | null;
  web: string;
  contact: string;
  parameters: { valueName: string; value: string }[];
  areas: CapArea[];
}

export interface CapAlert {
  identifier: string;
  sender: string;
  sent: Date;
  status: CapStatus;
  msgType: CapMsgType;
  source: string;
  note: string;
  /** The earlier alerts this one updates or cancels. */
  references: { sender: string; identifier: string; sent: Date }[];
  infos: CapInfo[];
}

const pair = (name: string, entry: { valueName: string; value: string }) =>
  element(name, [textElement('valueName', entry.valueName), textElement('value', entry.value)]);

function infoElement(info: CapInfo) {
  return element('info', [
    textElement('language', info.language),
    textElement('category', 'Met'),
    textElement('event', info.event),
    textElement('responseType', info.level.responseType),
    textElement('urgency', info.level.urgency),
    textElement('severity', info.level.severity),
    textElement('certainty', info.level.certainty),
    info.effective && textElement('effective', capTime(info.effective)),
    textElement('expires', capTime(info.expires)),
    textElement('senderName', info.senderName),
    textElement('headline', info.headline),
    textElement('description', info.description),
    textElement('instruction', info.instruction),
    textElement('web', info.web),
    textElement('contact', info.contact),
    ...info.parameters.map((parameter) => pair('parameter', parameter)),
    ...info.areas.map((area) =>
      element('area', [
        textElement('areaDesc', area.areaDesc),
        ...area.polygons.map((polygon) => textElement('polygon', polygon)),
        ...area.geocodes.map((geocode) => pair('geocode', geocode)),
      ]),
    ),
  ]);
}

/** The alert as a CAP 1.2 document, its elements in the order the standard's schema requires. */
export function capAlertXml(alert: CapAlert): string {
  const references = alert.references.map((earlier) => `${earlier.sender},${earlier.identifier},${capTime(earlier.sent)}`).join(' ');
  return renderXmlDocument(
    element(
      'alert',
      [
        textElement('identifier', alert.identifier),
        textElement('sender', alert.sender),
        textElement('sent', capTime(alert.sent)),
        textElement('status', alert.status),
        textElement('msgType', alert.msgType),
        textElement('source', alert.source),
        textElement('scope', 'Public'),
        textElement('note', alert.note),
        textElement('references', references),
        ...alert.infos.map(infoElement),
      ],
      { xmlns: CAP_NAMESPACE },
    ),
  );
}
