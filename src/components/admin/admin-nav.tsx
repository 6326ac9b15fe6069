import Link from 'next/link';

const LINKS = [
  { href: '/admin', label: 'Dashboard' },
  { href: '/admin/weather', label: 'Weather data' },
  { href: '/admin/weather/ten-day', label: '10-day' },
  { href: '/admin/weather/seasonal', label: 'Seasonal' },
  { href: '/admin/weather/special', label: 'Special' },
  { href: '/admin/weather/common', label: 'Common data' },
  { href: '/admin/weather/boundaries', label: 'Boundaries', superadmin: true },
  { href: '/admin/calendar', label: 'Calendars' },
  { href: '/admin/recommendations', label: 'Recommendations' },
  { href: '/admin/export', label: 'Export' },
  { href: '/admin/users', label: 'Users', superadmin: true },
  { href: '/admin/audit', label: 'Audit trail', superadmin: true },
  { href: '/admin/profile', label: 'Profile' },
];

/** The staff area's own navigation; screens a level may not use are not offered to it. */
export function AdminNav({ current, isSuperadmin }: { current: string; isSuperadmin: boolean }) {
  return (
    <nav aria-label="Staff area" className="mb-6 border-b border-neutral-300 pb-3">
      <ul className="flex flex-wrap gap-2">
        {LINKS.filter((link) => !link.superadmin || isSuperadmin).map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              prefetch={false}
              aria-current={link.href === current ? 'page' : undefined}
              className={
                link.href === current
                  ? 'inline-flex min-h-11 items-center rounded-md bg-primary px-3 font-semibold text-white no-underline'
                  : 'inline-flex min-h-11 items-center rounded-md px-3 text-primary-dark hover:bg-primary-light'
              }
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
