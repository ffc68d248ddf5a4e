import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { ChevronDown, Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useMatches } from "react-router";
import { mainMenu, type SectionId } from "~/content/navigation";
import { useHydrated } from "~/lib/use-hydrated";
import { Logo } from "./logo";

/** The section a page supplies through `handle.section` decides which menu item is highlighted. */
function useActiveSection(): SectionId | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as { section?: SectionId } | undefined;
    if (handle?.section) return handle.section;
  }
  return undefined;
}

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

const itemClasses =
  "inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-sm font-medium transition-colors hover:bg-white/5 hover:text-neon-strong";

export function Header() {
  const active = useActiveSection();
  const scrolled = useScrolledPast(100);
  const { pathname } = useLocation();
  const [openMenu, setOpenMenu] = useState("");
  const [mobileOpen, setMobileOpen] = useState(false);
  const hydrated = useHydrated();
  const navRef = useRef<HTMLElement>(null);

  // Every submenu stays mounted (its links are in the server HTML), so each one is a dismissable layer:
  // a press on a link of the open submenu is "outside" the others, which would close the menu before
  // the click lands. Presses inside the navigation are never outside.
  const keepOpenForPressesInsideNav = (event: { target: EventTarget | null; preventDefault(): void }) => {
    if (event.target instanceof Node && navRef.current?.contains(event.target)) event.preventDefault();
  };

  // Any navigation closes both menus.
  useEffect(() => {
    setOpenMenu("");
    setMobileOpen(false);
  }, [pathname]);

  return (
    <header
      data-scrolled={scrolled ? "" : undefined}
      className={`fixed inset-x-0 top-0 z-40 border-b transition-colors duration-300 ${
        scrolled ? "border-line bg-void/95 shadow-lg shadow-black/40 backdrop-blur" : "border-transparent bg-void/60 backdrop-blur-sm"
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <NavigationMenu.Root
          ref={navRef}
          aria-label="Main"
          value={openMenu}
          onValueChange={setOpenMenu}
          delayDuration={50}
          data-hydrated={hydrated ? "" : undefined}
          className="site-nav hidden lg:block"
        >
          <NavigationMenu.List className="flex items-center gap-0.5">
            {mainMenu.map((item) => {
              const isActive = item.id === active;
              const activeClass = isActive ? "text-neon-strong" : "text-ink";
              if (!item.submenu) {
                return (
                  <NavigationMenu.Item key={item.id}>
                    <NavigationMenu.Link asChild active={isActive}>
                      <Link to={item.href} className={`${itemClasses} ${activeClass}`} aria-current={pathname === item.href ? "page" : undefined}>
                        {item.label}
                      </Link>
                    </NavigationMenu.Link>
                  </NavigationMenu.Item>
                );
              }
              return (
                <NavigationMenu.Item key={item.id} value={item.id} className="nav-item relative">
                  <NavigationMenu.Trigger className={`${itemClasses} ${activeClass}`} data-active={isActive ? "" : undefined}>
                    {item.label}
                    <ChevronDown aria-hidden="true" className="size-3.5 transition-transform duration-150 group-data-[state=open]:rotate-180" />
                  </NavigationMenu.Trigger>
                  <NavigationMenu.Content
                    forceMount
                    onPointerDownOutside={keepOpenForPressesInsideNav}
                    className="nav-submenu absolute left-0 top-full pt-2"
                  >
                    <ul className="w-60 rounded-xl border border-line bg-surface p-2 shadow-2xl shadow-black/60">
                      {item.submenu.map((link) => (
                        <li key={link.href}>
                          <NavigationMenu.Link asChild active={pathname === link.href}>
                            <Link
                              to={link.href}
                              className="block rounded-lg px-3 py-2 text-sm text-ink transition-colors hover:bg-white/5 hover:text-neon-strong"
                              aria-current={pathname === link.href ? "page" : undefined}
                            >
                              {link.label}
                            </Link>
                          </NavigationMenu.Link>
                        </li>
                      ))}
                    </ul>
                  </NavigationMenu.Content>
                </NavigationMenu.Item>
              );
            })}
          </NavigationMenu.List>
        </NavigationMenu.Root>

        {/* <details> opens and closes without JavaScript; with it, selection closes the menu. */}
        <details
          className="mobile-menu lg:hidden"
          open={mobileOpen}
          onToggle={(event) => setMobileOpen(event.currentTarget.open)}
        >
          <summary className="flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center rounded-md border border-line text-ink [&::-webkit-details-marker]:hidden">
            <span className="sr-only">Menu</span>
            {mobileOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          </summary>
          <nav aria-label="Mobile" className="absolute inset-x-0 top-16 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-line bg-void/98 px-4 pb-8 pt-2 shadow-2xl">
            <ul className="space-y-1">
              {mainMenu.map((item) => (
                <li key={item.id}>
                  <Link
                    to={item.href}
                    onClick={() => setMobileOpen(false)}
                    className={`block rounded-lg px-3 py-3 text-base font-semibold ${item.id === active ? "text-neon-strong" : "text-ink"}`}
                  >
                    {item.label}
                  </Link>
                  {item.submenu && (
                    <ul className="mb-2 ml-4 border-l border-line pl-3">
                      {item.submenu.map((link) => (
                        <li key={link.href}>
                          <Link to={link.href} onClick={() => setMobileOpen(false)} className="block rounded-lg px-3 py-2 text-sm text-muted hover:text-neon-strong">
                            {link.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
