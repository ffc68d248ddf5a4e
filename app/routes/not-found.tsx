import { data } from "react-router";
import { NotFoundGames } from "~/components/not-found/not-found-games";
import { contentOf } from "~/lib/pages/content-source";
import { notFoundMeta } from "~/lib/pages/meta";
import type { Route } from "./+types/not-found";

export function loader({ context }: Route.LoaderArgs) {
  const { notFoundJokes, notFoundAsides, glitchCharacters } = contentOf(context)["not-found"];
  // A catch-all route answers 200 unless told otherwise.
  return data({ jokes: notFoundJokes, asides: notFoundAsides, glitchCharacters }, { status: 404 });
}

export function meta() {
  return [
    ...notFoundMeta("Page Not Found"),
    { name: "description", content: "This page does not exist. Return to the Vesper home page or explore our divisions." },
  ];
}

export default function NotFoundPage({ loaderData }: Route.ComponentProps) {
  return <NotFoundGames copy={loaderData} />;
}
