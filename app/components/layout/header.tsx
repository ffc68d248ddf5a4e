import { ChevronDown, Menu, X } from "lucide-react";
import { useLocation, useMatches } from "react-router";
import type { SectionId } from "~/content/navigation";
import { islandAttributes } from "~/islands/dom-island";
import { sectionOfRoute } from "~/lib/pages/page-registry";
import { usePublicChrome } from "~/lib/pages/public-chrome";
import { Logo } from "./logo";
import { SearchBox } from "./search-box";

/** The section the page registry gives the page's route decides which menu item is highlighted. */
function useActiveSection(): SectionId | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const section = sectionOfRoute(matches[i]?.id ?? "");
    if (section) return section;
  }
  return undefined;
}

const itemClasses = "inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-sm font-medium transition-colors hover:bg-white/5 hover:text-neon-strong";

/**
 * The fixed top navigation, rendered to HTML on the server and enhanced by `header.island.ts`
 * (no React in the browser): the scrolled state, submenus that open on hover with a 150 ms grace and
 * by keyboard, and a mobile menu that closes on selection. Without JavaScript, CSS opens a submenu on
 * hover and focus, and the mobile menu is a native <details>.
 */
export function Header() {
  const { site, navigation } = usePublicChrome();
  const { mainMenu } = navigation;
  const active = useActiveSection();
  const { pathname } = useLocation();
  const current = (href: string) => (pathname === href ? "page" : undefined);

  return (
    <header
      {...islandAttributes("site-header")}
      className="site-header fixed inset-x-0 top-0 z-40 border-b border-transparent bg-void/60 backdrop-blur-sm transition-colors duration-300 data-[scrolled]:border-line data-[scrolled]:bg-void/95 data-[scrolled]:shadow-lg data-[scrolled]:shadow-black/40"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo name={site.name} />
        {/* Between the logo and the menu, as wide as the menu leaves room for (up to 15rem); ml-auto keeps it beside the menu. */}
        <SearchBox id="header-search" className="ml-auto hidden min-w-0 max-w-60 flex-1 lg:block" />
        <nav aria-label="Main" className="site-nav hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {mainMenu.map((item) => {
              const activeClass = item.id === active ? "text-neon-strong" : "text-ink";
              if (!item.submenu) {
                return (
                  <li key={item.id}>
                    <a
                      href={item.href}
                      className={`${itemClasses} ${activeClass}`}
                      aria-current={current(item.href)}
                      data-active={item.id === active ? "" : undefined}
                    >
                      {item.label}
                    </a>
                  </li>
                );
              }
              const panelId = `submenu-${item.id}`;
              return (
                <li key={item.id} className="nav-item relative" data-nav-item="">
                  <button
                    type="button"
                    aria-controls={panelId}
                    className={`nav-trigger ${itemClasses} ${activeClass}`}
                    data-active={item.id === active ? "" : undefined}
                  >
                    {item.label}
                    <ChevronDown aria-hidden="true" className="nav-chevron size-3.5 transition-transform duration-150" />
                  </button>
                  <div id={panelId} className="nav-submenu absolute left-0 top-full pt-2">
                    <ul className="w-60 rounded-xl border border-line bg-surface p-2 shadow-2xl shadow-black/60">
                      {item.submenu.map((link) => (
                        <li key={link.href}>
                          <a
                            href={link.href}
                            className="block rounded-lg px-3 py-2 text-sm text-ink transition-colors hover:bg-white/5 hover:text-neon-strong"
                            aria-current={current(link.href)}
                          >
                            {link.label}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </div>
                </li>
              );
            })}
          </ul>
        </nav>

        {/* <details> opens and closes without JavaScript; the island closes it on selection and Escape. */}
        <details className="mobile-menu lg:hidden">
          <summary className="flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center rounded-md border border-line text-ink [&::-webkit-details-marker]:hidden">
            <span className="sr-only">Menu</span>
            <Menu aria-hidden="true" className="mobile-menu-open size-5" />
            <X aria-hidden="true" className="mobile-menu-close size-5" />
          </summary>
          <div className="mobile-menu-panel absolute inset-x-0 top-16 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-line bg-void/98 px-4 pb-8 pt-3 shadow-2xl">
            <SearchBox id="menu-search" className="mb-2" />
            <nav aria-label="Mobile">
              <ul className="space-y-1">
                {mainMenu.map((item) => (
                  <li key={item.id}>
                    <a
                      href={item.href}
                      aria-current={current(item.href)}
                      className={`block rounded-lg px-3 py-3 text-base font-semibold ${item.id === active ? "text-neon-strong" : "text-ink"}`}
                    >
                      {item.label}
                    </a>
                    {item.submenu && (
                      <ul className="mb-2 ml-4 border-l border-line pl-3">
                        {item.submenu.map((link) => (
                          <li key={link.href}>
                            <a
                              href={link.href}
                              aria-current={current(link.href)}
                              className="block rounded-lg px-3 py-2 text-sm text-muted hover:text-neon-strong"
                            >
                              {link.label}
                            </a>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </details>
      </div>
    </header>
  );
}
