export function SkipLink() {
  return (
    <a href="#main" className="sr-only z-50 rounded-md bg-neon px-4 py-2 font-semibold text-void focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
      Skip to content
    </a>
  );
}
