import { SmartLink } from "~/components/ui/smart-link";
import type { LegalText as LegalTextData } from "~/content/legal/types";

export const legalLinkClass = "font-medium text-neon-strong underline decoration-neon/40 underline-offset-4 hover:text-ink hover:decoration-ink";

/** Running text of a legal document: plain text, or text with internal and mailto links. */
export function LegalText({ text }: { text: LegalTextData }) {
  if (typeof text === "string") return <>{text}</>;
  return (
    <>
      {text.map((part, index) =>
        typeof part === "string" ? (
          part
        ) : (
          <SmartLink key={index} href={part.href} className={legalLinkClass}>
            {part.label}
          </SmartLink>
        ),
      )}
    </>
  );
}
