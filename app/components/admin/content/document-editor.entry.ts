/**
 * The site editor's one script (decision 044), loaded by the document form's page only: it enhances every
 * form marked `data-document-editor` (document-editor.live.ts). Built by Vite as a bundle of its own, so
 * nothing of it can reach the public pages' chunks.
 */
import enhanceDocumentEditor from "./document-editor.live";

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-document-editor]")) enhanceDocumentEditor(form);
