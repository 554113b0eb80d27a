import type { WpFleetItem, WpTerm } from '@bluu/contracts/content';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, Navigate } from 'react-router';
import { LoadFailure, Loading } from '@/components/ui/load-failure.tsx';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { fleetCategoriesQuery, fleetQuery } from '@/lib/api/content.ts';
import { renderedText } from '@/lib/rendered-text.ts';
import { useCategoryLists } from '@/lib/use-category-lists.ts';
import { FleetVehicle } from './fleet-vehicle.tsx';
import './fleet.css';

const ALL_FLEET = 'Our Fleet';

interface CategoryProps {
  category: WpTerm;
  fleet: UseQueryResult<WpFleetItem[]>;
  level: 'h2' | 'none';
  /** How many vehicles the page shows above this category's. */
  shownBefore: number;
}

function FleetCategory({ category, fleet, level, shownBefore }: CategoryProps) {
  const headingId = useId();
  const name = renderedText(category.name);
  const vehicles = fleet.data ? (
    fleet.data.length === 0 ? (
      <p>There are no vehicles in this category at the moment.</p>
    ) : (
      <ul className="fleet-list">
        {fleet.data.map((vehicle, index) => (
          <li key={vehicle.id}>
            <FleetVehicle
              vehicle={vehicle}
              headingLevel={level === 'h2' ? 'h3' : 'h2'}
              order={shownBefore + index}
            />
          </li>
        ))}
      </ul>
    )
  ) : fleet.isError && !fleet.isFetching ? (
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
 * The page shows once the categories and their vehicles have arrived (or failed).
 */
export function FleetPage({ slug }: { slug?: string }) {
  const { categories, chosen, shown, loading } = useCategoryLists(
    fleetCategoriesQuery(),
    fleetQuery,
    slug,
  );
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
  if (loading) return <PageLoading text="Loading the fleet…" />;
  if (slug && !chosen) return <Navigate to="/404" replace />;

  const heading = chosen ? renderedText(chosen.name) : ALL_FLEET;
  // Where each category's vehicles start on the page: the first few load their images at once.
  const firstOrders: number[] = [];
  let vehiclesAbove = 0;
  for (const { items } of shown) {
    firstOrders.push(vehiclesAbove);
    vehiclesAbove += items.data?.length ?? 0;
  }
  return (
    <div className="container page fleet-page">
      <PageTitle title={heading} />
      <h1>{heading}</h1>
      {chosen?.description && <p>{chosen.description}</p>}
      {shown.map(({ category, items }, index) => (
        <FleetCategory
          key={category.id}
          category={category}
          fleet={items}
          level={chosen ? 'none' : 'h2'}
          shownBefore={firstOrders[index]!}
        />
      ))}
    </div>
  );
}
