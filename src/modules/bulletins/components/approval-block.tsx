import { Fragment } from 'react';
import { approvalLines, qrCodeLabel } from '@/modules/bulletins/rules/approval-lines';
import { localeOfLanguage, type BulletinLanguage } from '@/modules/bulletins/rules/bulletin-document';

/** After each slash of the path (not those of `https://`): where a phone may break the address. */
const PATH_BREAKS = /(?<=[^/]\/)(?=[^/])/;

/**
 * A published bulletin's approval block, the lines its PDF prints (who prepared it, who approved it,
 * when in Philippine time), beside the QR code of its address, so a phone can take the page away from
 * a shared screen. The code is inline SVG: no extra request, a few KB on a cached page.
 */
export function ApprovalBlock({
  language,
  preparedBy,
  approvedBy,
  approvedAt,
  samePerson,
  webAddress,
  qrSvg,
}: {
  language: BulletinLanguage;
  preparedBy: string;
  approvedBy: string;
  approvedAt: Date;
  /** The approver prepared it too (a superadmin's own bulletin). */
  samePerson?: boolean;
  webAddress: string;
  /** `makeBulletinQr(webAddress).svg`: markup drawn from the address by the server, never a person's text. */
  qrSvg: string;
}) {
  const lines = approvalLines({ preparedBy, approvedBy, approvedAt, samePerson }, language);
  const when = lines.at(-1);
  return (
    <section
      lang={localeOfLanguage(language)}
      className="mt-6 flex flex-col items-start gap-3 rounded-md border border-neutral-300 p-3 text-sm sm:flex-row sm:items-center sm:gap-4"
      data-testid="approval-block"
    >
      <span
        role="img"
        aria-label={qrCodeLabel(webAddress, language)}
        className="block size-28 shrink-0 bg-white [&>svg]:size-full"
        dangerouslySetInnerHTML={{ __html: qrSvg }}
      />
      <div className="min-w-0">
        <p className="font-semibold">{lines.slice(0, -1).join(' · ')}</p>
        <p>{when}</p>
        <p className="mt-1 break-words">
          {/* A phone breaks the address after a slash, never inside a word. */}
          <a href={webAddress}>
            {webAddress.split(PATH_BREAKS).map((part, i) => (
              <Fragment key={i}>
                {i > 0 ? <wbr /> : null}
                {part}
              </Fragment>
            ))}
          </a>
        </p>
      </div>
    </section>
  );
}
