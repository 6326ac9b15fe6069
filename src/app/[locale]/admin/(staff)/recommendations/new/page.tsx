import type { Metadata } from 'next';
import { AdminNav } from '@/modules/staff/components/admin/admin-nav';
import { RecommendationForm } from '@/modules/recommendations/components/recommendation-form';
import { recommendationFormOptions } from '@/modules/recommendations/components/recommendation-form-options';
import { PageHeading } from '@/modules/site/components/page-heading';
import { resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import { requireStaffPage } from '@/modules/staff/server/auth/require-staff-page';
import { withDb } from '@/platform/startup/with-db';

export const metadata: Metadata = { title: 'Add a recommendation', robots: { index: false } };

export default withDb(async function NewRecommendationPage(db, props: LocaleParams) {
  await resolvePageLocale(props);
  const user = await requireStaffPage(db, '/admin/recommendations/new', 'recommendation.edit');
  return (
    <>
      <AdminNav current="/admin/recommendations" user={user} />
      <PageHeading title="Add a recommendation" />
      <RecommendationForm
        id={null}
        options={recommendationFormOptions()}
        initial={{
          type: 'tenday',
          crop: 'rice',
          stage: '',
          farmOperation: '',
          trigger: '',
          risk: '',
          impactEn: '',
          impactTl: '',
          practiceEn: '',
          practiceTl: '',
          sms: '',
        }}
      />
    </>
  );
});
