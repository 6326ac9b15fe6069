import 'server-only';
import { createHmac } from 'node:crypto';
import { auditCheckpointText, type AuditCheckpoint } from '@/modules/staff/rules/audit-chain';
import { dataKeys } from '@/platform/crypto/data-keys';

/**
 * A checkpoint's MAC under each data key, the current one first (ACAP_DATA_KEY, then
 * ACAP_DATA_KEY_PREVIOUS while rotating): signing takes the first, a check accepts any. Empty without a key.
 */
export function signAuditCheckpoint(checkpoint: Omit<AuditCheckpoint, 'mac'>): string[] {
  const text = auditCheckpointText(checkpoint);
  return dataKeys('audit-checkpoint').map(({ key }) => `hmac-sha256:${createHmac('sha256', key).update(text).digest('hex')}`);
}
