/** What a filtered list shows when nothing matches. */
export function EmptyState({ title, message }: { title: string; message: string }) {
  return (
    <div className="mt-10 rounded-2xl border border-dashed border-line p-10 text-center">
      <p className="text-lg font-semibold">{title}</p>
      <p className="mt-2 text-muted">{message}</p>
    </div>
  );
}
