import { useLingui } from '@lingui/react/macro';
import type { NavItem } from './bottom-nav.tsx';

function isUnder(pathname: string, prefix: string): boolean {
  if (prefix === '/') return pathname === '/';
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The default layout's bottom navigation (Home, Menu, Orders, Profile) for the current path. */
export function useMainNav(pathname: string): NavItem[] {
  const { t } = useLingui();
  const items: (Omit<NavItem, 'active'> & { sections: string[] })[] = [
    { to: '/', label: t`Home`, icon: 'home', sections: ['/'] },
    { to: '/menu', label: t`Menu`, icon: 'menu', sections: ['/menu'] },
    { to: '/orders', label: t`Orders`, icon: 'receipt', sections: ['/orders'] },
    { to: '/mobile/profile', label: t`Profile`, icon: 'user', sections: ['/mobile/profile', '/profile'] },
  ];
  return items.map(({ sections, ...item }) => ({
    ...item,
    active: sections.some((section) => isUnder(pathname, section)),
  }));
}
