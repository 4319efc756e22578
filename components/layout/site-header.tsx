import { mainNav, servicesMenu } from '@/content/navigation';
import { headerText } from '@/content/shell';
import { siteConfig } from '@/lib/config/site-config';
import { BackToTop } from './back-to-top';
import { HomeLink } from './home-link';
import { MobileMenu } from './mobile-menu';
import { ServicesMenu } from './services-menu';
import { ThemeToggle } from './theme-toggle';
import { NavItemLink } from './nav-item-link';

const navLinkClass =
  'inline-flex h-11 items-center rounded-full px-4 text-sm font-semibold text-white hover:bg-white/10 aria-[current]:bg-white/15';

export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-50 h-16 bg-brand-700 text-white shadow-md shadow-black/10">
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <HomeLink
          label={headerText.homeLink}
          className="flex items-center gap-2.5 rounded-lg py-1 pr-2"
        >
          <img src="/logo.svg" alt="" width={36} height={36} className="size-9" />
          <span className="text-xl font-bold tracking-tight">{siteConfig.name}</span>
        </HomeLink>
        <nav aria-label={headerText.mainNavLabel} className="hidden md:block">
          <ul className="flex items-center gap-1">
            <li>
              <ServicesMenu menu={servicesMenu} />
            </li>
            {mainNav.map((item) => (
              <li key={item.label}>
                <NavItemLink item={item} className={navLinkClass} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <BackToTop />
          <ThemeToggle />
          <MobileMenu menu={servicesMenu} nav={mainNav} />
        </div>
      </div>
    </header>
  );
}
