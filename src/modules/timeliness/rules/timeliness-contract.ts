import { operation } from '@/platform/contracts/api-operation';
import { timelinessSummaryQuerySchema } from './timeliness-query';

export const TIMELINESS_CONTRACT = {
  summary: operation({
    method: 'GET',
    path: '/api/timeliness/summary',
    tag: 'Timeliness',
    summary: 'A month of bulletin timeliness per province, as CSV',
    description:
      'Outlooks that began in the month (Philippine dates), per province: outlooks issued, bulletins published, on time and late (published more than 2 Philippine calendar days after the outlook began), the median delay in days, and covered places left without a bulletin, once per outlook. Without `province`, every province and the region.',
    access: { kind: 'action', action: 'adminArea.use' },
    input: timelinessSummaryQuerySchema,
    produces: { type: 'text/csv', description: 'The summary, one row per province.' },
    notFound: { description: 'The province is not one of the region’s.', example: 'No province 0499000000 in Region 4a.' },
  }),
};
