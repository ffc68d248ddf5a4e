// @vitest-environment jsdom
// DOMParser reads the renderer's output exactly as a browser would.
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../../app/lib/pages/markdown.server.ts";

/** The elements and attributes a browser would build from the renderer's output. */
function parse(markdown: string) {
  const body = new DOMParser().parseFromString(`<body>${renderMarkdown(markdown)}</body>`, "text/html").body;
  const elements = [...body.querySelectorAll("*")];
  return {
    body,
    tags: elements.map((element) => element.tagName.toLowerCase()),
    attributes: elements.flatMap((element) => [...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`)),
  };
}

describe("the Markdown renderer", () => {
  it("renders the content's Markdown: paragraphs, headings, lists, emphasis, quotes and links", () => {
    expect(renderMarkdown("Hello **world**, *you*.\n\n## Part\n\n- one\n- two\n\n1. first\n\n> quoted\n\n[Join](/join)")).toBe(
      '<p>Hello <strong>world</strong>, <em>you</em>.</p>\n<h2>Part</h2>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<ol>\n<li>first</li>\n</ol>\n<blockquote>\n<p>quoted</p>\n</blockquote>\n<p><a href="/join">Join</a></p>',
    );
  });

  it("shows raw HTML as text: no script, frame, object, style element or attribute, event handler", () => {
    for (const markdown of [
      "<script>alert(1)</script>",
      "Text <script>alert(1)</script> inline",
      '<iframe src="https://example.com"></iframe>',
      "<frameset><frame src=x></frameset>",
      '<object data="x"></object><embed src="x">',
      "<style>body { display: none }</style>",
      '<p style="color: red">styled</p>',
      '<img src="x" onerror="alert(1)">',
      'a <span onclick="alert(1)">b</span> c',
      "<svg onload=alert(1)>",
      "<svg><script>alert(1)</script></svg>",
      "<math><mtext><script>alert(1)</script></mtext></math>",
      "<!-- a comment --> after",
      "<![CDATA[<script>alert(1)</script>]]>",
      '<a href="javascript:alert(1)">x</a>',
      '<link rel="stylesheet" href="https://example.com/x.css">',
      '<meta http-equiv="refresh" content="0;url=https://example.com">',
      '<base href="https://example.com/">',
      '<form action="https://example.com"><button>x</button></form>',
    ]) {
      const { body, tags, attributes } = parse(markdown);
      expect(tags, markdown).toEqual(["p"]);
      expect(attributes, markdown).toEqual([]);
      expect(body.textContent, markdown).toContain("<");
    }
  });

  it("empties links with a dangerous protocol, in any spelling", () => {
    for (const markdown of [
      "[x](javascript:alert(1))",
      "[x](JaVaScRiPt:alert(1))",
      "[x](&#106;avascript:alert(1))",
      "[x](vbscript:msgbox(1))",
      "[x](data:text/html;base64,PHNjcmlwdD4=)",
      "<javascript:alert(1)>",
      "[x](java&#x09;script:alert(1))",
      "[x](&#x6A;&#x61;&#x76;&#x61;script:alert(1))",
      "[x](javascript&colon;alert(1))",
      "[x](%6Aavascript:alert(1))".replace("%6A", "j"),
      "[x](data:image/svg+xml,%3Csvg%20onload%3Dalert(1)%3E)",
      "[x]( javascript:alert(1) )",
      "[x][ref]\n\n[ref]: javascript:alert(1)",
    ]) {
      const { attributes } = parse(markdown);
      expect(attributes, markdown).toEqual(["href="]);
    }
  });

  it("turns entities into text, never into markup", () => {
    for (const markdown of ["&lt;script&gt;alert(1)&lt;/script&gt;", "&#60;img src=x onerror=alert(1)&#62;", "\\<script>alert(1)</script>"]) {
      const { tags, attributes } = parse(markdown);
      expect(tags, markdown).toEqual(["p"]);
      expect(attributes, markdown).toEqual([]);
    }
  });

  it("keeps internal paths, https and mailto links", () => {
    for (const href of ["/divisions/noxgpt", "https://example.com/a?b=c", "mailto:legal@example.com"]) {
      expect(parse(`[x](${href})`).attributes).toEqual([`href=${href}`]);
    }
  });

  it("draws no images: the site's pictures are sized assets", () => {
    expect(parse("![alt](/images/x.webp)").tags).not.toContain("img");
  });
});
