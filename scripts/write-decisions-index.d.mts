export const FOLDER: string;
export function readDecisions(): { number: string; file: string; title: string; status: string }[];
export function decisionsIndex(): string;
