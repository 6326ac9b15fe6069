import Link from 'next/link';
import { pageNumbers, recommendationPageHref, type RecommendationPageQuery } from '@/modules/recommendations/rules/recommendation-page-query';

const link = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-neutral-400 px-3 no-underline hover:bg-primary-light';

/**
 * Previous, numbered pages and next, as plain links keeping the filters: every page has its own
 * address, as in the public archive. The current page is marked in words for screen readers, not by
 * its colour alone.
 */
export function PageLinks({ query, pages }: { query: RecommendationPageQuery; pages: number }) {
  if (pages <= 1) return null;
  const current = Math.min(query.page, pages);
  return (
    <nav aria-label="Pages of recommendations" className="mb-10">
      <ul className="flex flex-wrap items-center gap-2 text-sm">
        {query.page > 1 ? (
          <li>
            <Link href={recommendationPageHref(query, { page: Math.min(query.page - 1, pages) })} prefetch={false} rel="prev" className={link}>
              Previous
            </Link>
          </li>
        ) : null}
        {pageNumbers(current, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                href={recommendationPageHref(query, { page: n })}
                prefetch={false}
                aria-current={n === query.page ? 'page' : undefined}
                className={n === query.page ? `${link} border-primary bg-primary font-semibold text-white hover:bg-primary-dark` : link}
              >
                <span className="sr-only">Page </span>
                {n}
              </Link>
            </li>
          ),
        )}
        {query.page < pages ? (
          <li>
            <Link href={recommendationPageHref(query, { page: query.page + 1 })} prefetch={false} rel="next" className={link}>
              Next
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
