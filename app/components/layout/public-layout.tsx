import type { ReactNode } from "react";
import { Footer } from "./footer";
import { Header } from "./header";
import { NoticeArea } from "./notice-area";
import { SkipLink } from "./skip-link";

/** What every public page shows around its content: skip link, header, the page in <main>, footer, notice area. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
      <NoticeArea />
    </>
  );
}
