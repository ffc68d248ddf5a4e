// The relative links of Markdown files and whether each resolves: to a file or folder, and its #anchor to a
// heading of the target as GitHub names it (or an explicit <a id>), so README and docs/ never send a reader nowhere.
import fs from "node:fs";
import path from "node:path";

export interface MarkdownLink {
  /** The file the link is in, relative to the root. */
  from: string;
  line: number;
  target: string;
}

/** Code fences and inline code hold examples, not links or headings. */
function withoutCode(markdown: string): string[] {
  let fence: string | undefined;
  return markdown.split("\n").map((line) => {
    const opening = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (opening && opening[1]!.startsWith(fence)) fence = undefined;
      return "";
    }
    if (opening) {
      fence = opening[1];
      return "";
    }
    return line.replace(/(`+)(?:(?!\1).)+?\1/g, "");
  });
}

/**
 * GitHub's anchor for a heading (github-slugger): the rendered text in lower case, every character that is not a
 * letter, mark, digit, connector (`_`), hyphen or space dropped, spaces turned into hyphens; a repeated anchor
 * gets -1, -2… in order.
 */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | undefined;
  for (const line of markdown.split("\n")) {
    const opening = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (opening && opening[1]!.startsWith(fence)) fence = undefined;
      continue;
    }
    if (opening) {
      fence = opening[1];
      continue;
    }
    for (const id of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id[1]!);
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = heading[1]!.replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/<[^>]+>/g, "");
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Every inline link and image of a Markdown file whose target is relative (no scheme, not mailto:). */
export function relativeLinks(from: string, markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  withoutCode(markdown).forEach((line, index) => {
    for (const match of line.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const target = match[1]!;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      links.push({ from, line: index + 1, target });
    }
  });
  return links;
}

/** The links of `files` (paths relative to `root`) that do not resolve, each with why. */
export function brokenLinks(root: string, files: readonly string[]): { link: MarkdownLink; problem: string }[] {
  const broken: { link: MarkdownLink; problem: string }[] = [];
  for (const file of files) {
    for (const link of relativeLinks(file, fs.readFileSync(path.join(root, file), "utf8"))) {
      const [pathPart, anchor] = link.target.split("#", 2) as [string, string | undefined];
      const targetFile = pathPart === "" ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(pathPart)));
      const absolute = path.join(root, targetFile);
      if (targetFile.startsWith("..") || !fs.existsSync(absolute)) {
        broken.push({ link, problem: `no file ${targetFile}` });
        continue;
      }
      if (anchor === undefined) continue;
      if (!targetFile.endsWith(".md")) {
        broken.push({ link, problem: `#${anchor} on ${targetFile}, which is not Markdown` });
        continue;
      }
      if (!headingAnchors(fs.readFileSync(absolute, "utf8")).has(decodeURIComponent(anchor))) {
        broken.push({ link, problem: `no heading #${anchor} in ${targetFile}` });
      }
    }
  }
  return broken;
}
