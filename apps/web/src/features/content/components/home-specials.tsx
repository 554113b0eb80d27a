import type { WpSpecial } from '@bluu/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { ContentHtml } from '@/components/content/content-html.tsx';
import { plainText } from '@/components/content/plain-text.ts';
import { specialsQuery } from '@/lib/api/content.ts';
import './home-specials.css';

/** A promo link: a page of the site through the router, another site as a plain link. */
function PromoLink({ special }: { special: WpSpecial }) {
  const { promo_link: href, promo_link_text: text } = special.acf;
  if (!href || !text) return null;
  const url = new URL(href, window.location.origin);
  if (url.origin === window.location.origin)
    return (
      <Link to={`${url.pathname}${url.search}${url.hash}`} className="button button-secondary">
        {text}
      </Link>
    );
  return (
    <a href={url.href} className="button button-secondary" rel="noopener">
      {text}
    </a>
  );
}

function Special({ special }: { special: WpSpecial }) {
  const headingId = useId();
  return (
    <li>
      <article className="special" aria-labelledby={headingId}>
        {special.fimg_url && (
          <img
            className="special-image"
            src={special.fimg_url}
            alt=""
            width={320}
            height={180}
            loading="lazy"
          />
        )}
        <h3 id={headingId}>{plainText(special.title.rendered)}</h3>
        <ContentHtml html={special.content.rendered} className="special-text" />
        <PromoLink special={special} />
      </article>
    </li>
  );
}

/**
 * The home page's specials (spec 001 §2): the published ones by menu order, each with its promo
 * link. Nothing is shown while there are none (or they cannot be read): the page stands without.
 */
export function HomeSpecials() {
  const specials = useQuery(specialsQuery());
  if (!specials.data || specials.data.length === 0) return null;
  return (
    <section className="container home-specials" aria-labelledby="specials-heading">
      <h2 id="specials-heading">Specials</h2>
      <ul className="specials-list">
        {specials.data.map((special) => (
          <Special key={special.id} special={special} />
        ))}
      </ul>
    </section>
  );
}
