import 'server-only';
import type { ProviderState } from '@/modules/sms/rules/gateway-outcome';

/** One text for a gateway: the ledger row's id travels with it so the gateway's record can be found again. */
export interface OutgoingText {
  messageId: string;
  subscriberId: string;
  /** E.164; opened from the phonebook at the moment of sending, never stored elsewhere. */
  to: string;
  text: string;
  parts: number;
}

/**
 * `waited`: nothing was sent because the provider asked to wait (429, 503, a Retry-After still running):
 * not a try of the text, so it does not count towards the five after which a text fails.
 */
export type SendResult = { messageId: string; gatewayMessageId: string } | { messageId: string; error: string; retry: boolean; waited?: boolean };

/** A text the gateway took, whose fate the provider may report. */
export interface SentText {
  messageId: string;
  gatewayMessageId: string;
  sentAt: Date;
}

/** What the provider says of one text; a text it did not mention is left as it was. */
export interface TextStatus {
  messageId: string;
  state: ProviderState;
  /** The provider's word for it (numbers hidden), for the ledger's error when it failed. */
  detail?: string;
}

/**
 * Every gateway behind one interface (decisions 065, 066). `send` answers text by text what is
 * certain, and throws when the outcome of a call is unknown (a timeout, a 5xx, an unreadable answer):
 * its texts stay `sending` and the next run looks them up with `find` before sending anything again.
 */
export interface SmsGateway {
  name: string;
  /** Texts per call; the sender sends at most this many at once. */
  batchSize: number;
  send(texts: OutgoingText[]): Promise<SendResult[]>;
  /** Milliseconds before the next call may go (a rate limit, the provider's Retry-After); absent: never held. */
  holdMs?(): number;
  /** The gateway's own record of a text whose outcome is unknown (a crash between the call and the ledger's update); null when it has none. */
  find(text: OutgoingText, since: Date): Promise<string | null>;
  /** Delivery reports of texts sent; absent where the gateway has none (the outbox). */
  status?(texts: SentText[]): Promise<TextStatus[]>;
}
