import Link from 'next/link';
import type { StaffUser } from '@/modules/staff/rules/account-levels';
import type { LevelAction } from '@/modules/staff/rules/actions';
import { can } from '@/modules/staff/rules/can';

const LINKS: { href: string; label: string; action: LevelAction }[] = [
  { href: '/admin', label: 'Dashboard', action: 'adminArea.use' },
  { href: '/admin/weather', label: 'Weather data', action: 'weather.edit' },
  { href: '/admin/weather/ten-day', label: '10-day', action: 'weather.edit' },
  { href: '/admin/weather/seasonal', label: 'Seasonal', action: 'weather.edit' },
  { href: '/admin/weather/special', label: 'Special', action: 'weather.edit' },
  { href: '/admin/weather/common', label: 'Common data', action: 'weather.edit' },
  { href: '/admin/weather/boundaries', label: 'Boundaries', action: 'boundaries.manage' },
  { href: '/admin/calendar', label: 'Calendars', action: 'calendar.edit' },
  { href: '/admin/recommendations', label: 'Recommendations', action: 'recommendation.edit' },
  { href: '/admin/review', label: 'Review', action: 'adminArea.use' },
  { href: '/admin/feedback', label: 'Feedback', action: 'adminArea.use' },
  { href: '/admin/sms', label: 'SMS phonebook', action: 'sms.phonebook' },
  { href: '/admin/timeliness', label: 'Timeliness', action: 'adminArea.use' },
  { href: '/admin/export', label: 'Export', action: 'adminArea.use' },
  { href: '/admin/users', label: 'Users', action: 'users.manage' },
  { href: '/admin/audit', label: 'Audit trail', action: 'audit.read' },
  { href: '/admin/profile', label: 'Profile', action: 'profile.manage' },
];

/** The staff area's own navigation; each link is the page of an action, offered only to those who may do it. */
export function AdminNav({ current, user }: { current: string; user: StaffUser }) {
  return (
    <nav aria-label="Staff area" className="mb-6 border-b border-neutral-300 pb-3">
      <ul className="flex flex-wrap gap-2">
        {LINKS.filter((link) => can(user, link.action)).map((link) => (
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
