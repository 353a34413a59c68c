/** The closing indigo band that sends visitors to sign-up; used by landing, features, pricing and about. */
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

interface CallToActionProps {
  title: string;
  body: string;
  label: string;
  to?: string;
}

export function CallToAction({ title, body, label, to = paths.register }: CallToActionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-ink-700 px-6 py-12 text-center text-white sm:px-12 dark:bg-ink-800"
    >
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        {title}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-lg leading-relaxed text-pretty text-ink-50">{body}</p>
      <Button asChild variant="inverted" size="lg" className="mt-8">
        <Link to={to}>{label}</Link>
      </Button>
    </section>
  );
}
