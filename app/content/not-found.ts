/** Copy for the playful not-found page (docs/product.md#not-found-page). */
export const notFoundJokes = [
  "Our AI searched 9 divisions and 50+ projects. This page is in none of them.",
  "VesperGuard filed a takedown against this page. It complied.",
  "The page you are looking for has been moved to a parallel dimension.",
  "Even NoxGPT's unfiltered tier couldn't find this one.",
  "This URL failed the Nexus research review. Back to the lab it goes.",
  "404: the only thing at Vesper without a 100% success rate.",
];

export const notFoundAsides = [
  "Tip: the navigation above still works. Probably.",
  "No pages were harmed in the making of this error. Yet.",
  "Our 24/7 operations team has been notified. They are laughing.",
  "If you typed the address by hand, check the spelling and try again.",
  "Fun fact: this page loads faster than any page that exists.",
];

export const glitchCharacters = "!<>-_\\/[]{}=+*^?#01";
