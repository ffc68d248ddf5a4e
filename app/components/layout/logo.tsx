/** The company's mark and name, a link home. */
export function Logo({ name }: { name: string }) {
  return (
    <a href="/" className="group flex items-center gap-2 rounded-md font-mono text-lg font-bold tracking-[0.2em]">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <defs>
          <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#67e8f9" />
            <stop offset="1" stopColor="#e879f9" />
          </linearGradient>
        </defs>
        <path d="M4 5h6l6 15 6-15h6L19 27h-6z" fill="url(#logo-gradient)" />
      </svg>
      <span className="text-ink group-hover:text-neon-strong">{name.toUpperCase()}</span>
    </a>
  );
}
