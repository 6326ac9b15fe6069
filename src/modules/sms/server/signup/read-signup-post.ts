import 'server-only';
import { checkPublicFormOrigin } from '@/platform/request/rules/check-request-origin';
import { AppError } from '@/platform/errors/app-error';
import { readFormData } from '@/platform/http/read-form-data';
import { getOwnOrigins } from '@/platform/request/get-own-origins';

// The largest form (number, town, crop, language, consent, or a sealed stop request) with room to spare.
const FORM_LIMIT = 4 * 1024;

/**
 * A post of the public form: refused when it came from another site (a page elsewhere must not text
 * codes in a visitor's name), read as a form of at most 4 KB. Basic-phone browsers that send neither
 * Origin nor Sec-Fetch-Site are taken, as for the feedback form.
 */
export async function readSignupPost(request: Request): Promise<FormData> {
  const origin = checkPublicFormOrigin({ origin: request.headers.get('origin'), secFetchSite: request.headers.get('sec-fetch-site') }, getOwnOrigins(request));
  if (!origin.ok)
    throw new AppError('FORBIDDEN', `This form was sent from another site (${origin.from}) and nothing was done. Fill it in on the texts page.`, {
      details: { reason: 'other_site' },
    });
  return readFormData(request, FORM_LIMIT, {
    tooLarge: 'The form is larger than 4 KB and was refused.',
    notAForm: 'Send the form as a form (application/x-www-form-urlencoded or multipart/form-data), as the texts page does.',
  });
}
