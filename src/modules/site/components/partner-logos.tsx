import { LOGOS } from '@/modules/site/rules/logos';

export function PartnerLogos({ label }: { label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap items-center justify-center gap-4">
      {LOGOS.map((logo) => (
        <li key={logo.file}>
          {/* Plain img: these small SVGs need no optimisation and must work without JavaScript. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={`/logos/${logo.file}`} alt={logo.alt} width={logo.width} height={logo.height} loading="lazy" />
        </li>
      ))}
    </ul>
  );
}
