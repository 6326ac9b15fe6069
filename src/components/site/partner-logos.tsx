// The files in public/logos are the project's own marks; an office replaces them with its own files.
const LOGOS = [
  { file: 'regional-office.svg', alt: 'Department of Agriculture Regional Field Office IV-A', width: 65, height: 65 },
  { file: 'programme.svg', alt: 'Agro-Climatic Advisory Portal (ACAP)', width: 250, height: 60 },
  { file: 'foundation.svg', alt: 'UPLB Foundation, Inc.', width: 65, height: 65 },
  { file: 'alliance.svg', alt: 'Alliance of Bioversity International and CIAT', width: 120, height: 50 },
  { file: 'weather-agency.svg', alt: 'PAGASA, the national weather agency', width: 60, height: 60 },
] as const;

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
