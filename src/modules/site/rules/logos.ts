// The files in public/logos are the project's own marks; an office replaces them with its own files.
// The footer of every page and the header of every bulletin draw them from this one list.
export const LOGOS = [
  { file: 'regional-office.svg', alt: 'Department of Agriculture Regional Field Office IV-A', width: 65, height: 65 },
  { file: 'programme.svg', alt: 'Agro-Climatic Advisory Portal (ACAP)', width: 250, height: 60 },
  { file: 'foundation.svg', alt: 'UPLB Foundation, Inc.', width: 65, height: 65 },
  { file: 'alliance.svg', alt: 'Alliance of Bioversity International and CIAT', width: 120, height: 50 },
  { file: 'weather-agency.svg', alt: 'PAGASA, the national weather agency', width: 60, height: 60 },
] as const;
