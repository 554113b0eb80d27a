import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';

export function Component() {
  return (
    <div className="container page">
      <PageTitle title="404 Page not found" />
      <h1>404 Page not found</h1>
      <p>
        The page you are looking for does not exist. Start again from the{' '}
        <Link to="/">home page</Link>.
      </p>
    </div>
  );
}
