import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from './container.tsx';
import { EmptyState } from './empty-state.tsx';
import { buttonLinkClass } from './button.tsx';

/** The plain body of a page whose feature has not landed yet. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Container className="py-16">
      <h1 className="mb-8 text-3xl font-bold tracking-tight">{title}</h1>
      <EmptyState
        icon={<Construction className="size-10" />}
        title="Coming soon"
        description="We are building this part of the platform. Check back shortly."
        action={<Link to="/" className={buttonLinkClass('secondary')}>Back to home</Link>}
      />
    </Container>
  );
}
