import type { ReactNode } from 'react';
import { PageTitle } from './page-title.tsx';

interface SimplePageProps {
  heading: string;
  children: ReactNode;
}

/** A page with a heading and a short introduction. */
export function SimplePage({ heading, children }: SimplePageProps) {
  return (
    <div className="container page">
      <PageTitle title={heading} />
      <h1>{heading}</h1>
      <p>{children}</p>
    </div>
  );
}
