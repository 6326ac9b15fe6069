import { AUDIT_CONTRACT } from '@/modules/staff/rules/audit-contract';
import { BOUNDARIES_CONTRACT } from '@/modules/places/rules/boundaries-contract';
import { REPORTS_CONTRACT } from '@/modules/bulletins/rules/reports-contract';
import { CALENDAR_CONTRACT } from '@/modules/calendar/rules/calendar-contract';
import type { ApiOperation } from '@/platform/contracts/api-operation';
import { CROPS_CONTRACT } from '@/modules/calendar/rules/crops/crops-contract';
import { EXPORTS_CONTRACT } from '@/modules/exchange/rules/exports-contract';
import { NATIONAL_CONTRACT } from '@/modules/exchange/rules/national/national-contract';
import { PAGASA_CONTRACT } from '@/modules/pagasa/rules/pagasa-contract';
import { DRAFTS_CONTRACT } from '@/modules/pagasa/rules/drafts-contract';
import { SMS_INBOUND_CONTRACT } from '@/modules/sms/rules/inbound-contract';
import { PHONEBOOK_CONTRACT } from '@/modules/sms/rules/phonebook-contract';
import { FEEDBACK_CONTRACT } from '@/modules/feedback/rules/feedback-contract';
import { FEEDS_CONTRACT } from '@/modules/exchange/rules/feeds/feeds-contract';
import { PLACES_CONTRACT } from '@/modules/places/rules/places-contract';
import { PROFILE_CONTRACT } from '@/modules/staff/rules/profile-contract';
import { RECOMMENDATIONS_CONTRACT } from '@/modules/recommendations/rules/recommendations-contract';
import { REVIEW_CONTRACT } from '@/modules/bulletins/rules/review-contract';
import { SITE_CONTRACT } from '@/modules/site/rules/site-contract';
import { SMS_CONTRACT } from '@/modules/sms/rules/sms-contract';
import { SMS_SENDING_CONTRACT } from '@/modules/sms/rules/sms-sending-contract';
import { TIMELINESS_CONTRACT } from '@/modules/timeliness/rules/timeliness-contract';
import { SET_PASSWORD_CONTRACT } from '@/modules/staff/rules/set-password-contract';
import { USERS_CONTRACT } from '@/modules/staff/rules/users-contract';
import { WEATHER_CONTRACT } from '@/modules/weather/rules/weather-contract';
import { WEATHER_WRITES_CONTRACT } from '@/modules/weather/rules/weather-writes-contract';

/** Every feature's contract: the routes are built from these operations, and the staff document lists them. */
const CONTRACTS = {
  audit: AUDIT_CONTRACT,
  boundaries: BOUNDARIES_CONTRACT,
  calendar: CALENDAR_CONTRACT,
  crops: CROPS_CONTRACT,
  exports: EXPORTS_CONTRACT,
  nationalExports: NATIONAL_CONTRACT,
  pagasa: PAGASA_CONTRACT,
  drafts: DRAFTS_CONTRACT,
  phonebook: PHONEBOOK_CONTRACT,
  feedback: FEEDBACK_CONTRACT,
  feeds: FEEDS_CONTRACT,
  places: PLACES_CONTRACT,
  profile: PROFILE_CONTRACT,
  recommendations: RECOMMENDATIONS_CONTRACT,
  reports: REPORTS_CONTRACT,
  review: REVIEW_CONTRACT,
  setPassword: SET_PASSWORD_CONTRACT,
  site: SITE_CONTRACT,
  sms: SMS_CONTRACT,
  smsSending: SMS_SENDING_CONTRACT,
  smsInbound: SMS_INBOUND_CONTRACT,
  timeliness: TIMELINESS_CONTRACT,
  users: USERS_CONTRACT,
  weather: WEATHER_CONTRACT,
  weatherEntry: WEATHER_WRITES_CONTRACT,
};

interface Named extends ApiOperation {
  /** `users.list`, `reports.seasonal.create`: where it is in the contracts, and its OpenAPI operationId. */
  name: string;
}

const isOperation = (value: object): value is ApiOperation => 'method' in value && 'path' in value;

function flatten(group: object, prefix: string): Named[] {
  return Object.entries(group).flatMap(([key, value]: [string, object]) =>
    isOperation(value) ? [{ ...value, name: `${prefix}${key}` }] : flatten(value, `${prefix}${key}.`),
  );
}

export const API_OPERATIONS: readonly Named[] = flatten(CONTRACTS, '');
