import 'server-only';

/** One text for a gateway: the ledger row's id travels with it so the gateway's record can be found again. */
export interface OutgoingText {
  messageId: string;
  subscriberId: string;
  /** E.164; opened from the phonebook at the moment of sending, never stored elsewhere. */
  to: string;
  text: string;
  parts: number;
}

export type SendResult = { messageId: string; gatewayMessageId: string } | { messageId: string; error: string; retry: boolean };

/** Every gateway behind one interface (decision 065). */
export interface SmsGateway {
  name: string;
  /** Texts per call; the sender sends at most this many at once. */
  batchSize: number;
  send(texts: OutgoingText[]): Promise<SendResult[]>;
  /** The gateway's own record of a text whose outcome is unknown (a crash between the call and the ledger's update); null when it has none. */
  find(text: OutgoingText, since: Date): Promise<string | null>;
}
