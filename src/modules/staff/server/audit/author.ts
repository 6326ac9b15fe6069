import 'server-only';
import type { AuditEntry } from './write-audit';

/** Who makes a change: a signed-in staff member, or the portal itself (seeds, automatic loads). */
export type Author = { id: string; email: string } | 'system';

export function authorName(author: Author): string {
  return author === 'system' ? 'system' : author.email;
}

/** The staff account behind a change, or null when the portal made it. */
export function authorId(author: Author): string | null {
  return author === 'system' ? null : author.id;
}

export function auditActor(author: Author): AuditEntry['actor'] {
  return author === 'system' ? 'system' : { id: author.id };
}
