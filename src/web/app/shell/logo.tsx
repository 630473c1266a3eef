/** `compact`: below 640 px the mark alone (the admin workspace's top bar is full on a phone). */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="flex items-center gap-2 text-xl font-bold tracking-tight text-ink">
      <svg viewBox="0 0 64 64" className="size-8" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#0077A8" />
        <path d="M18 16h8v26h16v7H18z" fill="#fff" />
        <circle cx="46" cy="20" r="5" fill="#EF3340" />
      </svg>
      <span className={compact ? 'hidden sm:inline' : undefined}>LuxPro</span>
    </span>
  )
}
