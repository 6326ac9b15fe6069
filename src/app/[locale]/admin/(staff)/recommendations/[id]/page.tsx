import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminNav } from '@/modules/staff/components/admin/admin-nav';
import { ConfirmDeleteButton } from '@/platform/ui/confirm-delete-button';
import { AlertReviewPanel } from '@/modules/recommendations/components/alert-review-panel';
import { RecommendationForm } from '@/modules/recommendations/components/recommendation-form';
import { recommendationFormOptions } from '@/modules/recommendations/components/recommendation-form-options';
import { PageHeading } from '@/modules/site/components/page-heading';
import { ALL_CROPS_KEY, GENERAL_STAGE } from '@/modules/recommendations/rules/recommendation-input';
import { can } from '@/modules/staff/rules/can';
import { resolvePageLocale } from '@/i18n/resolve-page-locale';
import { requireStaffPage } from '@/modules/staff/server/auth/require-staff-page';
import { getRecommendation } from '@/modules/recommendations/server/get-recommendation';
import { withDb } from '@/platform/startup/with-db';

export const metadata: Metadata = { title: 'Edit a recommendation', robots: { index: false } };

export default withDb(async function EditRecommendationPage(db, props: { params: Promise<{ locale: string; id: string }> }) {
  await resolvePageLocale(props);
  const { id: idText } = await props.params;
  const user = await requireStaffPage(db, `/admin/recommendations/${idText}`, 'recommendation.edit');
  const id = /^\d{1,9}$/.test(idText) ? Number(idText) : NaN;
  const item = Number.isNaN(id) ? null : await getRecommendation(db, id);
  if (!item) notFound();
  return (
    <>
      <AdminNav current="/admin/recommendations" user={user} />
      <PageHeading
        title={`Edit recommendation ${item.id}`}
        lead={`Last changed by ${item.updatedBy}.${item.isDemo ? ' Part of the demo set: saving makes it the office’s own.' : ''}`}
      />
      <RecommendationForm
        id={item.id}
        options={recommendationFormOptions()}
        initial={{
          type: item.type,
          crop: item.crop ?? ALL_CROPS_KEY,
          stage: item.stage ?? GENERAL_STAGE,
          farmOperation: item.farmOperation,
          trigger: item.trigger ?? '',
          risk: item.risk ?? '',
          impactEn: item.impact.en,
          impactTl: item.impact.tl,
          practiceEn: item.practice.en,
          practiceTl: item.practice.tl,
          sms: item.sms ?? '',
        }}
      />
      <AlertReviewPanel item={item} user={user} />
      {can(user, 'recommendation.delete') ? (
        <div className="mt-8 border-t border-neutral-300 pt-4">
          <ConfirmDeleteButton
            endpoint={`/api/recommendations/${item.id}`}
            label={`recommendation ${item.id}`}
            title="Delete this recommendation?"
            description="Pages and bulletins will no longer show it. This cannot be undone."
            successMessage="The recommendation was deleted."
            after="/admin/recommendations"
          />
        </div>
      ) : null}
    </>
  );
});
