import { Link } from '@/i18n/navigation';

/**
 * A row of choices as plain links, so every choice has its own address and works without script.
 * Each `href` is a bare path: the link keeps the page's language.
 */
export function ChoiceLinks({ label, choices }: { label: string; choices: { href: string; text: string; current: boolean }[] }) {
  return (
    <nav aria-label={label} className="mb-4">
      <p className="mb-1 text-sm font-semibold">{label}</p>
      <ul className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <li key={choice.href}>
            <Link href={choice.href} prefetch={false} aria-current={choice.current ? 'page' : undefined} className="pill">
              {choice.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
