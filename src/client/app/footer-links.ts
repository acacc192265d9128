/** The footer's Resources column: only pages that exist. */
export const footerResourceLinks: { to: string; labelKey: string }[] = [
  { to: '/compare', labelKey: 'footer.comparison' },
];
