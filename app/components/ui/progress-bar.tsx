export function ProgressBar({ value, label, colorClass }: { value: number; label: string; colorClass: string }) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={clamped}
      aria-valuemin={0}
      aria-valuemax={100}
      className="h-2 w-full overflow-hidden rounded-full bg-white/10"
    >
      <div className={`h-full origin-left rounded-full ${colorClass}`} style={{ width: `${clamped}%` }} />
    </div>
  );
}
