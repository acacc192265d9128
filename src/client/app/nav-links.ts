/** Top navigation. A link is listed once its page exists; `when` says who sees it. */
export interface NavLinkDef {
  to: string;
  labelKey: string;
  when: 'always' | 'signed-in' | 'signed-out';
}

export const navLinks: NavLinkDef[] = [
  { to: '/', labelKey: 'nav.home', when: 'always' },
  { to: '/dashboard', labelKey: 'nav.dashboard', when: 'signed-in' },
  { to: '/settings', labelKey: 'nav.settings', when: 'signed-in' },
];
