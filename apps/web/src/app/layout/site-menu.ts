export interface MenuLink {
  label: string;
  to: string;
}

/** A menu entry that acts instead of navigating; it is given the menu's button to return focus to. */
export interface MenuAction {
  label: string;
  onSelect: (menuButton: HTMLElement | null) => void;
}

export interface MenuGroup {
  label: string;
  links: (MenuLink | MenuAction)[];
}

export const MENU_GROUPS: MenuGroup[] = [
  {
    label: 'Rentals',
    links: [
      { label: 'Car Rental', to: '/get-quote/' },
      { label: 'Corporate Customers', to: '/rentals/corporate-customers/' },
      { label: 'Tour Operators', to: '/rentals/tour-operators/' },
      { label: 'International Travel', to: '/partners/international-travel/' },
      { label: 'Manage Booking', to: '/manage-booking/' },
    ],
  },
  {
    label: 'Transfers',
    links: [
      { label: 'Transfer Services', to: '/transfer-services/' },
      { label: 'Chauffeur Drive', to: '/transfer-services/chauffeur-drive/' },
      { label: 'Door2Door Transfers', to: '/transfer-services/door2door-transfers/' },
    ],
  },
  {
    label: 'Fleet',
    links: [
      { label: 'South Africa Fleet', to: '/fleet/south-africa-fleet/' },
      { label: 'Namibia Fleet', to: '/fleet/namibia-fleet/' },
      { label: 'Door2Door Fleet', to: '/fleet/door2door/' },
    ],
  },
  {
    label: 'Branches',
    links: [
      { label: 'All Branches', to: '/branches/' },
      { label: 'Namibia Branches', to: '/branches/namibia-rental-branches/' },
      { label: 'Door2Door Branches', to: '/branches/door2door-branches/' },
    ],
  },
];

export const FOOTER_LINKS: MenuLink[] = [
  { label: 'Child Seats', to: '/products/child-seats/' },
  { label: 'GPS Rentals', to: '/products/gps-rentals/' },
  { label: 'Bicycle Carrier Rental', to: '/products/bicycle-carrier-rental/' },
  { label: 'Customer Care', to: '/customer-care/' },
  { label: 'Access to Information', to: '/access-to-information/' },
  { label: 'Visitor Processing Notice', to: '/visitor-processing-notice/' },
  { label: 'Terms and Conditions', to: '/terms-and-conditions/' },
  { label: 'Privacy Policy', to: '/privacy-policy/' },
  { label: 'Contact Us', to: '/contacts/' },
  { label: 'Sitemap', to: '/sitemap/' },
  { label: 'Manage Booking', to: '/manage-booking/' },
  { label: 'Get a Quote', to: '/get-quote/' },
  { label: 'My Profile', to: '/profile/' },
];

export const SOCIAL_LINKS = [
  { network: 'Facebook', href: 'https://www.facebook.com/bluucarrental' },
  { network: 'Instagram', href: 'https://www.instagram.com/bluucarrental/' },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/bluu-car-rental/' },
  { network: 'X', href: 'https://x.com/bluucarrental' },
] as const;

export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['network'];

/** The menu label of a site path, for pages whose title comes from the menu. */
export function menuLabelOf(path: string): string | undefined {
  const normalised = path.endsWith('/') ? path : `${path}/`;
  const links = [
    ...MENU_GROUPS.flatMap((group) => group.links).filter((link) => 'to' in link),
    ...FOOTER_LINKS,
  ];
  return links.find((link) => link.to === normalised)?.label;
}
