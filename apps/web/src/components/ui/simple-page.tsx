import type { ReactNode } from 'react';
import { PageTitle } from './page-title.tsx';

interface SimplePageProps {
  heading: string;
  children: ReactNode;
  /** Shown below the introduction, e.g. the page's call to action. */
  actions?: ReactNode;
}

/** A page with a heading and a short introduction. */
export function SimplePage({ heading, children, actions }: SimplePageProps) {
  return (
    <div className="container page">
      <PageTitle title={heading} />
      <h1>{heading}</h1>
      <p>{children}</p>
      {actions}
    </div>
  );
}
