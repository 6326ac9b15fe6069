import 'server-only';

/** Where sealed numbers and names are kept, bound into their seal: a value copied elsewhere does not open. */
export const PHONE_CONTEXT = 'sms_subscriber.phone';
export const NAME_CONTEXT = 'sms_subscriber.name';
