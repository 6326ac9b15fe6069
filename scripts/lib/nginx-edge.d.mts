export const NGINX: string;
export function fillTemplate(values: Record<string, string>): string;
export function writeNginxConfig(folder: string, options: { upstreamPort: number; port: number; extra?: string }): string;
