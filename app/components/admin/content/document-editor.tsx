import editorScript from "./document-editor.entry.ts?worker&url";

/**
 * What turns a document form into the live editor (decision 044): the attributes its <form> carries (where its
 * live preview posts, the pages it may show, the one it opens on) and the script that reads them. Any form of
 * the editor's fields (a whole document's, one item's) gets the same behaviour by spreading the one and
 * rendering the other; without JavaScript the form is the plain round-trip form it always was.
 */
export function liveEditorAttributes({ previewAddress, pages, path }: { previewAddress: string; pages: readonly string[]; path: string }) {
  return {
    "data-document-editor": "",
    "data-preview-address": previewAddress,
    "data-preview-pages": JSON.stringify(pages),
    "data-preview-path": path,
  } as const;
}

/**
 * The editor's script: a bundle Vite builds on its own (the `?worker&url` import: a separate Rollup run
 * with no chunk shared with the public pages), a classic script from this origin (the admin's CSP allows 'self').
 */
export function LiveEditorScript() {
  return <script src={editorScript} defer />;
}
