import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApprovalBlock } from './approval-block';
import { WithdrawnNotice } from './withdrawn-notice';

const ADDRESS = 'https://acap.example/bulletins/0f9a54c2-5d0e-4a59-8f4f-3c1d2b9e7a61';
const approvedAt = new Date('2026-11-26T06:05:00Z');
// Stands in for makeBulletinQr's markup (tested with it): the block draws whatever code it is handed.
const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 5 5"><path stroke="#000000" d="M2 2.5h1"/></svg>';

describe('ApprovalBlock', () => {
  it('shows the approval lines the PDF prints and the QR code as one labelled image, in the bulletin language', () => {
    const props = { preparedBy: 'Ana Reyes', approvedBy: 'Jose Cruz', approvedAt, webAddress: ADDRESS, qrSvg: QR_SVG };
    const en = renderToStaticMarkup(h(ApprovalBlock, { ...props, language: 'en' }));
    expect(en).toContain('lang="en"');
    expect(en).toContain('Prepared by Ana Reyes · Approved by Jose Cruz');
    expect(en).toContain('Approved on November 26, 2026, 14:05 PHT');
    expect(en).toContain(`<span role="img" aria-label="QR code of this bulletin&#x27;s address: ${ADDRESS}"`);
    expect(en).toContain(QR_SVG);
    // The address is its own text, with break opportunities after the path's slashes only.
    expect(en).toContain(`<a href="${ADDRESS}">https://acap.example/<wbr/>bulletins/<wbr/>0f9a54c2-5d0e-4a59-8f4f-3c1d2b9e7a61</a>`);

    const tl = renderToStaticMarkup(h(ApprovalBlock, { ...props, language: 'tag' }));
    expect(tl).toContain('lang="tl"');
    expect(tl).toContain('Inihanda ni Ana Reyes · Inaprubahan ni Jose Cruz');
    expect(tl).toContain('Inaprubahan noong Nobyembre 26, 2026, 14:05 PHT');
    expect(tl).toContain(`aria-label="QR code ng address ng abisong ito: ${ADDRESS}"`);
  });
});

describe('WithdrawnNotice', () => {
  it('says when the bulletin was withdrawn and not to follow it, with the reason, as a note rather than an alert', () => {
    const out = renderToStaticMarkup(h(WithdrawnNotice, { language: 'en', withdrawnAt: approvedAt, reason: 'A newer outlook replaced it.' }));
    expect(out).toContain('This bulletin was withdrawn on November 26, 2026, 14:05 PHT. Do not follow its advice.');
    expect(out).toContain('Reason: A newer outlook replaced it.');
    expect(out).toContain('role="note"');
    expect(out).not.toContain('role="alert"');
    expect(out).toMatch(/<svg[^>]*aria-hidden="true"/);
  });

  it('says it in Tagalog, without a reason line when none was given', () => {
    const out = renderToStaticMarkup(h(WithdrawnNotice, { language: 'tag', withdrawnAt: approvedAt }));
    expect(out).toContain('lang="tl"');
    expect(out).toContain('Binawi ang abisong ito noong Nobyembre 26, 2026, 14:05 PHT. Huwag sundin ang payo nito.');
    expect(out).not.toContain('Dahilan');
  });
});
