import 'server-only';
import { createHash, createHmac } from 'node:crypto';
import { auditLinkText, type ChainAlgorithm, type ChainedAuditRow } from '@/modules/staff/rules/audit-chain';
import { getEnv } from '@/platform/env/get-env';

/**
 * A row's link in the audit chain, made with `algorithm` (by default HMAC-SHA256 under ACAP_DATA_KEY
 * when it is set, else SHA-256). Without the key anyone who can write the table could rebuild the
 * links after an edit; with it, only who holds the key.
 */
export function makeAuditLink(previousLink: string | null, row: ChainedAuditRow, algorithm?: ChainAlgorithm): string {
  const key = getEnv().ACAP_DATA_KEY;
  const chosen = algorithm ?? (key ? 'hmac-sha256' : 'sha256');
  const text = auditLinkText(previousLink, row);
  if (chosen === 'sha256') return `sha256:${createHash('sha256').update(text).digest('hex')}`;
  if (!key) throw new Error('ACAP_DATA_KEY is not set: a keyed link cannot be made or checked.');
  return `hmac-sha256:${createHmac('sha256', key).update(text).digest('hex')}`;
}
