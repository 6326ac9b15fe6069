import { operation } from '@/platform/contracts/api-operation';
import { SIGNUP_LIMITS } from './signup-limits';

const tag = 'SMS';
const access = { kind: 'public' } as const;
const page = { type: 'text/html', description: "A short page in the form's language (English, or Tagalog under /tl)." };
const limits = `429 with Retry-After past ${SIGNUP_LIMITS.perNumber.answers} codes a day for one number or ${SIGNUP_LIMITS.perAddress.answers} an hour from one address`;

/**
 * The public texts page's forms (decision 068): plain posts that work without script, each answered
 * with a page. A browser (Accept: text/html) gets every answer as a page with its status; other
 * clients get errors as JSON. The number is never in an address, a log or a page but the form's own.
 */
export const SMS_SIGNUP_CONTRACT = {
  subscribe: operation({
    method: 'POST',
    path: '/sms/subscribe',
    tag,
    summary: 'Asks for farm texts: texts a one-time code to the number, and answers with the page that asks for it',
    description: `Fields: \`number\` (a Philippine mobile number), \`town\` (a city or municipality's PSGC code), \`crop\` (a crop's key), \`language\` (en or tag) and \`consent\` (yes). Nothing is subscribed until the code comes back: the code lives ${SIGNUP_LIMITS.codeMinutes} minutes. A form with problems is answered 400 with the form again, each problem named; a number on the do-not-text list 409; ${limits}.`,
    access,
    upload: { field: 'number', description: 'with town, crop, language and consent', type: 'application/x-www-form-urlencoded' },
    produces: page,
  }),
  confirm: operation({
    method: 'POST',
    path: '/sms/subscribe/confirm',
    tag,
    summary: 'The texted code typed back: the number starts receiving the farm texts it asked for',
    description: `Fields: \`request\` (the id the code page carries) and \`code\` (6 digits). A wrong code is 400 with the tries left; the ${SIGNUP_LIMITS.wrongCodes}th wrong one, an expired or a used request 410; an unknown request 404; ${SIGNUP_LIMITS.codesPerAddress.answers} codes an hour from one address, then 429.`,
    access,
    upload: { field: 'code', description: 'with request', type: 'application/x-www-form-urlencoded' },
    produces: page,
  }),
  stop: operation({
    method: 'POST',
    path: '/sms/stop',
    tag,
    summary: 'Asks to stop all texts to a number: texts it a one-time code if the phonebook has it, and answers with the page that asks for it',
    description: `Field: \`number\`. The answer is the same whether or not the number is in the phonebook. An unreadable number is 400; ${limits}.`,
    access,
    upload: { field: 'number', description: 'the number to stop', type: 'application/x-www-form-urlencoded' },
    produces: page,
  }),
  stopConfirm: operation({
    method: 'POST',
    path: '/sms/stop/confirm',
    tag,
    summary: 'The texted code typed back: all sending to the number stops at once',
    description: `Fields: \`request\` (the sealed request the code page carries) and \`code\`. As for a subscription's code: 400 with the tries left, 410 after ${SIGNUP_LIMITS.wrongCodes} wrong codes or once expired, 404 for a request that does not open.`,
    access,
    upload: { field: 'code', description: 'with request', type: 'application/x-www-form-urlencoded' },
    produces: page,
  }),
};
