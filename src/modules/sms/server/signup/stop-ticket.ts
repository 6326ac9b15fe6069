import 'server-only';

/** Where a stop request's seal is bound (decision 068): a sealed value from elsewhere does not open as one. */
export const STOP_TICKET_CONTEXT = 'sms-signup.stop-request';

/**
 * A request to stop a number's texts, sealed into the code page's hidden field rather than kept in a
 * table: the subscriber's id (null when the number is not in the phonebook, which the page must not
 * reveal), the code's keyed hash, and when it expires. The reader can neither read nor change it.
 */
export interface StopTicket {
  id: string;
  subscriberId: string | null;
  codeHash: string;
  expiresAt: number;
}
