import type { z } from 'zod';
import type { staffUserViewSchema } from '@/modules/staff/rules/users-contract';

/** A staff account as the user administration shows it (the users contract's answer). */
export type StaffUserView = z.output<typeof staffUserViewSchema>;

export const STAFF_STATUSES = ['active', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];
