import { useEffect, useState } from "react";

/** True once React has hydrated: controls that only work with JavaScript stay disabled until then. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
