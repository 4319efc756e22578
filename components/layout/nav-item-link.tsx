import type { NavItem } from '@/content/navigation';
import { NavLink } from './nav-link';
import { SectionLink } from './section-link';

interface NavItemLinkProps {
  item: NavItem;
  className: string;
  onNavigate?: () => void;
}

/** A navigation item: a jump to a home-page section, or a link to another page. */
export function NavItemLink({ item, className, onNavigate }: NavItemLinkProps) {
  return item.kind === 'section' ? (
    <SectionLink section={item.section} onNavigate={onNavigate} className={className}>
      {item.label}
    </SectionLink>
  ) : (
    <NavLink href={item.href} onClick={onNavigate} className={className}>
      {item.label}
    </NavLink>
  );
}
