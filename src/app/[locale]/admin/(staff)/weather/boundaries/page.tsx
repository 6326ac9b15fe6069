import type { Metadata } from 'next';
import { count } from 'drizzle-orm';
import { AdminNav } from '@/modules/staff/components/admin/admin-nav';
import { FileUploadForm } from '@/platform/ui/single-file-upload-form';
import { PageHeading } from '@/modules/site/components/page-heading';
import { boundary } from '@/db/schema';
import { resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import { requireStaffPage } from '@/modules/staff/server/auth/require-staff-page';
import { withDb } from '@/platform/startup/with-db';

export const metadata: Metadata = { title: 'Boundaries', robots: { index: false } };

export default withDb(async function AdminBoundariesPage(db, props: LocaleParams) {
  await resolvePageLocale(props);
  const user = await requireStaffPage(db, '/admin/weather/boundaries', 'boundaries.manage');
  const [stored] = await db.select({ n: count() }).from(boundary);
  return (
    <>
      <AdminNav current="/admin/weather/boundaries" user={user} />
      <PageHeading
        title="Boundaries"
        lead={`Shapes of provinces and municipalities for the maps. ${stored?.n ?? 0} shapes are loaded; places without one are drawn as points.`}
      />
      <FileUploadForm
        endpoint="/api/boundaries"
        field="files"
        label="GeoJSON or TopoJSON files"
        hint="Features are matched by PSGC code, then by name; shapes are simplified for the web. Up to 20 files, 10 MB each and 20 MB together; larger sets: npm run acap -- boundaries:import."
        accept=".json,.geojson,.topojson,application/json,application/geo+json"
        multiple
        successMessage="The boundaries were saved."
        summarize="boundaries"
      />
    </>
  );
});
