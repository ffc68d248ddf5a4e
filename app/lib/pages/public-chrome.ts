import { useRouteLoaderData, type RouterContextProvider } from "react-router";
import type { ContentDocuments } from "../../content/documents.ts";
import { contentOf } from "./content-source.ts";

/** The id of the layout route every public page sits in (app/routes.ts, app/routes/public-layout.tsx). */
export const publicLayoutRouteId = "public-layout";

/** What the header and footer show around every public page: the site's settings and its menus. */
export interface PublicChrome {
  site: ContentDocuments["site"]["site"];
  navigation: ContentDocuments["navigation"];
}

export function publicChrome(context: Readonly<RouterContextProvider>): PublicChrome {
  const { site, navigation } = contentOf(context);
  return { site: site.site, navigation };
}

/** The header's and footer's content, from the public layout's loader (this render's documents). */
export function usePublicChrome(): PublicChrome {
  const chrome = useRouteLoaderData(publicLayoutRouteId) as PublicChrome | undefined;
  if (!chrome) throw new Error("a public page rendered outside the public layout route");
  return chrome;
}
