import type { WpTerm } from '@bluu/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, Navigate } from 'react-router';
import { LoadFailure, Loading } from '@/components/ui/load-failure.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { fleetCategoriesQuery, fleetQuery } from '@/lib/api/content.ts';
import { renderedText } from '@/lib/rendered-text.ts';
import { FleetVehicle } from './fleet-vehicle.tsx';
import './fleet.css';

const ALL_FLEET = 'Our Fleet';

/** Categories in the order they were created (South Africa, Namibia, Door2Door). */
const byId = (categories: WpTerm[]) => [...categories].sort((a, b) => a.id - b.id);

function FleetCategory({ category, level }: { category: WpTerm; level: 'h2' | 'none' }) {
  const headingId = useId();
  const fleet = useQuery(fleetQuery(category.id));
  const name = renderedText(category.name);
  const vehicles = fleet.data ? (
    fleet.data.length === 0 ? (
      <p>There are no vehicles in this category at the moment.</p>
    ) : (
      <ul className="fleet-list">
        {fleet.data.map((vehicle) => (
          <li key={vehicle.id}>
            <FleetVehicle vehicle={vehicle} headingLevel={level === 'h2' ? 'h3' : 'h2'} />
          </li>
        ))}
      </ul>
    )
  ) : fleet.isError ? (
    <LoadFailure
      message={`The ${name} could not be loaded.`}
      onRetry={() => void fleet.refetch()}
    />
  ) : (
    <Loading text={`Loading the ${name}…`} />
  );
  if (level === 'none') return vehicles;
  return (
    <section className="fleet-category" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Link to={`/fleet/${category.slug}/`}>{name}</Link>
      </h2>
      {category.description && <p>{category.description}</p>}
      {vehicles}
    </section>
  );
}

/**
 * The fleet (spec 001 §2): every category, or the one a slug selects; each vehicle with its
 * make and model 'or similar', group, image and details, by menu order. An unknown slug is a 404.
 */
export function FleetPage({ slug }: { slug?: string }) {
  const categories = useQuery(fleetCategoriesQuery());
  if (categories.isError)
    return (
      <div className="container page">
        <PageTitle title={ALL_FLEET} />
        <h1>{ALL_FLEET}</h1>
        <LoadFailure
          message="The fleet could not be loaded."
          onRetry={() => void categories.refetch()}
        />
      </div>
    );
  if (!categories.data)
    return (
      <div className="container page">
        <Loading text="Loading the fleet…" />
      </div>
    );

  const chosen = slug ? categories.data.find((category) => category.slug === slug) : undefined;
  if (slug && !chosen) return <Navigate to="/404" replace />;
  const heading = chosen ? renderedText(chosen.name) : ALL_FLEET;
  return (
    <div className="container page fleet-page">
      <PageTitle title={heading} />
      <h1>{heading}</h1>
      {chosen ? (
        <>
          {chosen.description && <p>{chosen.description}</p>}
          <FleetCategory category={chosen} level="none" />
        </>
      ) : (
        byId(categories.data).map((category) => (
          <FleetCategory key={category.id} category={category} level="h2" />
        ))
      )}
    </div>
  );
}
