import type { WpBranch } from '@bluu/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { isRefusedSlug } from '@/components/content/refused-slug.ts';
import { LocationMap } from '@/components/map/location-map.tsx';
import { LoadFailure } from '@/components/ui/load-failure.tsx';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { branchQuery } from '@/lib/api/content.ts';
import { telHref } from '@/lib/format.ts';
import { renderedText } from '@/lib/rendered-text.ts';
import { mapLinkOf } from '@/features/branches/utils/by-province.ts';

/** Spec 001 §9: a branch's map at zoom 14, 350 px high. */
export const BRANCH_MAP_ZOOM = 14;
export const BRANCH_MAP_HEIGHT = 350;

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const phoneLink = (number: string) =>
  /\d/.test(number) ? <a href={telHref(number)}>{number}</a> : number;

function BranchFacts({ branch }: { branch: WpBranch }) {
  const { acf } = branch;
  const mapLink = mapLinkOf(acf.latitude, acf.longitude);
  const hoursId = useId();
  return (
    <div className="branch-facts">
      <dl className="branch-details">
        <Fact term="Address">
          <span className="branch-address">{acf.address}</span>
          {mapLink && (
            <>
              {' '}
              <a href={mapLink} target="_blank" rel="noopener noreferrer">
                View on map<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </>
          )}
        </Fact>
        <Fact term="E-mail">
          {acf.email ? <a href={`mailto:${acf.email}`}>{acf.email}</a> : '–'}
        </Fact>
        <Fact term="Telephone">{acf.telephone ? phoneLink(acf.telephone) : '–'}</Fact>
        <Fact term="Fax">{acf.fax || '–'}</Fact>
        <Fact term="After-hours contact person">{acf.after_hours_contact_person || '–'}</Fact>
        <Fact term="After-hours contact number">
          {acf.after_hours_contact_number ? phoneLink(acf.after_hours_contact_number) : '–'}
        </Fact>
        <Fact term="GDS code">{acf.gds || '–'}</Fact>
        <Fact term="Latitude">{acf.latitude || '–'}</Fact>
        <Fact term="Longitude">{acf.longitude || '–'}</Fact>
      </dl>
      <table className="branch-hours" aria-labelledby={hoursId}>
        <caption id={hoursId}>Opening hours</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Hours</th>
          </tr>
        </thead>
        <tbody>
          {acf.branch_hours.map((row) => (
            <tr key={row.day}>
              <th scope="row">{row.day}</th>
              <td>{row.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One branch's page (spec 001 §2): its details, hours per weekday and a map. An unknown slug, or
 * one no branch can have (e.g. /branches/SANDTON/), goes to /404.
 */
export function BranchDetails({ slug }: { slug: string }) {
  const branch = useQuery(branchQuery(slug));
  const mapHeadingId = useId();
  if (branch.isError && isRefusedSlug(branch.error)) return <Navigate to="/404" replace />;
  if (branch.isError)
    return (
      <div className="container page">
        <PageTitle title="Branches" />
        <h1>Branches</h1>
        <LoadFailure
          message="This branch could not be loaded."
          onRetry={() => void branch.refetch()}
        />
      </div>
    );
  if (branch.data === undefined) return <PageLoading text="Loading the branch…" />;
  if (branch.data === null) return <Navigate to="/404" replace />;

  const name = renderedText(branch.data.title.rendered);
  const latitude = Number(branch.data.acf.latitude);
  const longitude = Number(branch.data.acf.longitude);
  const hasPlace =
    branch.data.acf.latitude !== '' &&
    branch.data.acf.longitude !== '' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude);
  return (
    <div className="container page branch-page">
      <PageTitle title={name} />
      <p className="branch-back">
        <Link to="/branches/">All Branches</Link>
      </p>
      <h1>{name}</h1>
      {branch.data.acf.province && (
        <p className="branch-province-name">{branch.data.acf.province}</p>
      )}
      <BranchFacts branch={branch.data} />
      {hasPlace && (
        <section className="branch-map" aria-labelledby={mapHeadingId}>
          <h2 id={mapHeadingId}>Map</h2>
          <LocationMap
            latitude={latitude}
            longitude={longitude}
            label={name}
            zoom={BRANCH_MAP_ZOOM}
            height={BRANCH_MAP_HEIGHT}
          />
        </section>
      )}
    </div>
  );
}
