import type { z } from 'zod';
import type { ownSessionSchema } from '@/modules/staff/rules/profile-contract';

/** One of the signed-in person's sessions, as the profile page lists it (the profile contract's answer). */
export type OwnSessionView = z.output<typeof ownSessionSchema>;
