/** Top navigation. A link is listed once its page exists; `when` says who sees it. */
export interface NavLinkDef {
  to: string;
  labelKey: string;
  when: 'always' | 'signed-in' | 'signed-out';
}

export const navLinks: NavLinkDef[] = [
  { to: '/', labelKey: 'nav.home', when: 'always' },
  { to: '/pricing', labelKey: 'nav.pricing', when: 'signed-out' },
  { to: '/dashboard', labelKey: 'nav.dashboard', when: 'signed-in' },
  { to: '/product-research', labelKey: 'nav.productResearch', when: 'signed-in' },
  { to: '/keyword-research', labelKey: 'nav.keywordResearch', when: 'signed-in' },
  { to: '/inventory', labelKey: 'nav.inventory', when: 'signed-in' },
  { to: '/analytics', labelKey: 'nav.analytics', when: 'signed-in' },
  { to: '/pricing', labelKey: 'nav.subscription', when: 'signed-in' },
  { to: '/settings', labelKey: 'nav.settings', when: 'signed-in' },
];
