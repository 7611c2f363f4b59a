import { useLingui } from '@lingui/react/macro';
import type { NavItem } from './bottom-nav.tsx';

function isUnder(pathname: string, prefix: string): boolean {
  if (prefix === '/') return pathname === '/';
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * The default layout's bottom navigation (Home, Menu, Orders, Profile) for the current path. `home` is
 * where Home leads: the QR page for a brand with table payment but no delivery (spec §2).
 */
export function useMainNav(pathname: string, home = '/'): NavItem[] {
  const { t } = useLingui();
  const items: (Omit<NavItem, 'active'> & { sections: string[] })[] = [
    { to: home, label: t`Home`, icon: 'home', sections: [home] },
    { to: '/menu', label: t`Menu`, icon: 'menu', sections: ['/menu'] },
    { to: '/orders', label: t`Orders`, icon: 'receipt', sections: ['/orders', '/mobile/order'] },
    { to: '/mobile/profile', label: t`Profile`, icon: 'user', sections: ['/mobile/profile', '/profile'] },
  ];
  return items.map(({ sections, ...item }) => ({
    ...item,
    active: sections.some((section) => isUnder(pathname, section)),
  }));
}
