import { services } from '@/content/services';
import { servicesOverview } from '@/content/services-overview';

/** Sections of the home page that navigation items scroll to. */
export type HomeSection = 'mision' | 'servicios' | 'contacto';

export type NavItem =
  | { kind: 'section'; label: string; section: HomeSection }
  | { kind: 'page'; label: string; href: string };

export interface ServicesMenuContent {
  /** The item itself: a jump to the home page's services section, as the other anchor items. */
  label: string;
  section: HomeSection;
  /** The button beside it that opens the submenu of the service pages. */
  toggleLabel: string;
  /** The services overview page (/servicios/). */
  overview: { label: string; href: string };
  items: readonly { label: string; href: string; level: string }[];
}

/**
 * Built from the service pages' content on the server; client menus receive it as props, so the
 * services' long texts never enter the browser's JavaScript.
 */
export const servicesMenu: ServicesMenuContent = {
  label: 'Servicios',
  section: 'servicios',
  toggleLabel: 'Páginas de servicios',
  overview: { label: 'Todos los servicios', href: servicesOverview.path },
  items: services.map((service) => ({
    label: service.shortTitle,
    href: service.path,
    level: service.level,
  })),
};

/** Main navigation after the services menu, in the order it is shown. */
export const mainNav: readonly NavItem[] = [
  { kind: 'section', label: 'Misión', section: 'mision' },
  { kind: 'section', label: 'Contacto', section: 'contacto' },
  { kind: 'page', label: 'Blog', href: '/blog/' },
];

export const legalNav = [
  { label: 'Aviso de privacidad', href: '/privacidad/' },
  { label: 'Privacy notice (English)', href: '/privacy/', lang: 'en' },
] as const;
