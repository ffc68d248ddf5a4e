import { AtSign, Code2, Network } from "lucide-react";
import { Hint } from "~/components/ui/hint";
import { mailto, type SocialLink } from "~/content/site";
import { islandAttributes } from "~/islands/dom-island";
import { usePublicChrome } from "~/lib/pages/public-chrome";
import { Logo } from "./logo";

const socialIcons: Record<SocialLink["id"], typeof Code2> = { github: Code2, linkedin: Network, x: AtSign };

/**
 * The shared footer (docs/product.md#footer), plain HTML. `footer.island.ts` adds the smooth scroll to the top for a
 * link to the page already open and the tooltips' skip delay and Escape; without JavaScript the links
 * simply navigate and the hints still show on hover and focus.
 */
export function Footer() {
  const { site, navigation } = usePublicChrome();
  const { footerColumns, footerBottomLinks } = navigation;
  return (
    <footer {...islandAttributes("site-footer")} className="mt-16 border-t border-line bg-surface/60">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.4fr_repeat(4,1fr)]">
        <div className="space-y-4">
          <Logo name={site.name} />
          <p className="max-w-xs text-sm text-muted">{site.tagline}</p>
          <ul className="space-y-1 text-sm text-muted">
            <li>24/7 support</li>
            <li>Global operations</li>
            <li>
              <a className="text-neon-strong underline-offset-4 hover:underline" href={mailto(site.contacts.support)}>
                {site.contacts.support}
              </a>
            </li>
          </ul>
          <ul className="flex gap-2" aria-label="Social media" data-hint-group="">
            {site.social.map((social) => {
              const SocialIcon = socialIcons[social.id];
              return (
                <li key={social.id}>
                  <Hint id={`hint-${social.id}`} label={social.label}>
                    <a
                      href={social.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${social.label} (opens in a new tab)`}
                      className="flex size-11 items-center justify-center rounded-lg border border-line text-muted transition-colors hover:border-neon/50 hover:text-neon-strong"
                    >
                      <SocialIcon aria-hidden="true" className="size-5" />
                    </a>
                  </Hint>
                </li>
              );
            })}
          </ul>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={`${column.title} links`}>
            <h2 className="font-mono text-xs font-semibold uppercase tracking-[0.25em] text-neon-strong">{column.title}</h2>
            <ul className="mt-4 space-y-2">
              {column.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="text-sm text-muted transition-colors hover:text-ink">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © {site.copyrightYear} {site.legalName}. All rights reserved.
          </p>
          <p className="flex items-center gap-2">
            <span aria-hidden="true" className="size-2 rounded-full bg-ok shadow-[0_0_8px] shadow-ok" />
            {site.statusText}
          </p>
          <nav aria-label="Legal shortcuts">
            <ul className="flex gap-4">
              {footerBottomLinks.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="hover:text-ink">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
