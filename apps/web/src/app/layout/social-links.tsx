import { SOCIAL_LINKS, type SocialNetwork } from './site-menu.ts';

const ICON_PATHS: Record<SocialNetwork, string> = {
  Facebook:
    'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21z',
  Instagram:
    'M12 7.4a4.6 4.6 0 1 0 0 9.2 4.6 4.6 0 0 0 0-9.2zm0 7.6a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.8-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM20.9 8c-.1-1.4-.4-2.7-1.5-3.8S17.4 2.8 16 2.7C14.6 2.6 9.4 2.6 8 2.7c-1.4.1-2.7.4-3.8 1.5S2.8 6.6 2.7 8c-.1 1.4-.1 6.6 0 8 .1 1.4.4 2.7 1.5 3.8s2.4 1.4 3.8 1.5c1.4.1 6.6.1 8 0 1.4-.1 2.7-.4 3.8-1.5s1.4-2.4 1.5-3.8c.1-1.4.1-6.6 0-8zm-1.8 9.6a3.1 3.1 0 0 1-1.7 1.7c-1.2.5-4 .4-5.4.4s-4.2.1-5.4-.4a3.1 3.1 0 0 1-1.7-1.7c-.5-1.2-.4-4-.4-5.4s-.1-4.2.4-5.4A3.1 3.1 0 0 1 6.6 5.1c1.2-.5 4-.4 5.4-.4s4.2-.1 5.4.4a3.1 3.1 0 0 1 1.7 1.7c.5 1.2.4 4 .4 5.4s.1 4.2-.4 5.4z',
  LinkedIn:
    'M6.9 20H3.4V8.9h3.5zM5.2 7.4a2 2 0 1 1 0-4.1 2 2 0 0 1 0 4.1zM20.6 20h-3.5v-5.4c0-1.3 0-2.9-1.8-2.9s-2 1.4-2 2.8V20H9.8V8.9h3.3v1.5h.1c.5-.9 1.6-1.8 3.3-1.8 3.5 0 4.2 2.3 4.2 5.3z',
  X: 'M17.8 3h3l-6.6 7.6L22 21h-6.1l-4.8-6.3L5.6 21h-3l7.1-8.1L2.2 3h6.2l4.3 5.7zm-1.1 16.2h1.7L7.4 4.7H5.6z',
};

/** The company's social media pages. */
export function SocialLinks() {
  return (
    <ul className="social-links">
      {SOCIAL_LINKS.map(({ network, href }) => (
        <li key={network}>
          <a
            href={href}
            aria-label={`Bluu Car Rental on ${network}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path fill="currentColor" d={ICON_PATHS[network]} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
