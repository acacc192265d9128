export const Logo = ({ className = 'size-8' }: { className?: string }) => (
  <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
    <rect width="32" height="32" rx="7" fill="#1e3a8a" />
    <circle cx="14" cy="14" r="7" fill="none" stroke="#fbbf24" strokeWidth="3" />
    <path d="M19 19l6 6" stroke="#fbbf24" strokeWidth="3" strokeLinecap="round" />
  </svg>
);
