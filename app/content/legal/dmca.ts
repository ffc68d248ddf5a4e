import { mailto, site } from "../site.ts";
import type { LegalDocument } from "./types.ts";

const legal = { label: site.contacts.legal, href: mailto(site.contacts.legal) };

/** /dmca: notice and counter-notice under 17 U.S.C. § 512, the designated agent, repeat infringers. */
export const dmcaPolicy: LegalDocument = {
  path: "/dmca",
  title: "DMCA Policy",
  description:
    "How to send Vesper a copyright takedown notice or counter-notice under the Digital Millennium Copyright Act, and who our designated agent is.",
  summary:
    "We respond to copyright notices under the Digital Millennium Copyright Act (17 U.S.C. § 512). This page explains what a valid notice contains, where to send it, and how to respond if your material was removed by mistake.",
  sections: [
    {
      id: "overview",
      heading: "Overview",
      blocks: [
        "Vesper respects the rights of creators and expects the same of everyone who uses our services. This policy applies to material on this website and on any service a Vesper division operates. When we receive a valid notice that material we host infringes a copyright, we remove it or disable access to it promptly.",
        ["This page is about material on our own properties. If you are a rights holder who wants infringing copies of your work taken down elsewhere on the internet, VesperGuard, our takedown division, does that for clients: see ", { label: "DMCA and takedown services", href: "/services/dmca" }, "."],
      ],
    },
    {
      id: "designated-agent",
      heading: "Our designated agent",
      blocks: [
        "Send notices and counter-notices to our designated agent for copyright matters:",
        {
          kind: "list",
          items: [
            `DMCA Agent, ${site.legalName}`,
            ["Email: ", legal, ", with “DMCA Notice” or “DMCA Counter-Notice” in the subject line"],
          ],
        },
        ["Please use these subject lines only for copyright notices. For anything else, the ", { label: "Contact page", href: "/contact" }, " lists the right address."],
      ],
    },
    {
      id: "notice",
      heading: "Filing a takedown notice",
      blocks: [
        "Under 17 U.S.C. § 512(c)(3), a notice must be in writing and include:",
        {
          kind: "list",
          ordered: true,
          items: [
            "a physical or electronic signature of the copyright owner or of a person authorised to act on their behalf;",
            "identification of the copyrighted work claimed to be infringed or, if several works are covered by one notice, a representative list of them;",
            "identification of the material claimed to be infringing, with information reasonably sufficient for us to locate it, such as the exact URL;",
            "your contact information: name, postal address, telephone number and email address;",
            "a statement that you have a good-faith belief that the use of the material is not authorised by the copyright owner, its agent or the law;",
            "a statement that the information in the notice is accurate and, under penalty of perjury, that you are the copyright owner or authorised to act on the owner’s behalf.",
          ],
        },
        "A notice that does not substantially include these elements may not be acted upon. Where a notice is incomplete but identifies the material and how to reach you, we will contact you to help complete it.",
      ],
    },
    {
      id: "after-a-notice",
      heading: "What happens after a notice",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "We confirm that we received your notice.",
            "We review it, and if it is valid we remove or disable access to the material promptly.",
            "We tell the person who provided the material what was removed and why, and give them a copy of the notice, which may include your name and the content of your notice.",
          ],
        },
      ],
    },
    {
      id: "counter-notice",
      heading: "Filing a counter-notice",
      blocks: [
        "If your material was removed and you believe that was a mistake or a misidentification, you can send a counter-notice. Under 17 U.S.C. § 512(g)(3), it must be in writing and include:",
        {
          kind: "list",
          ordered: true,
          items: [
            "your physical or electronic signature;",
            "identification of the material that was removed or disabled, and the location where it appeared before it was removed;",
            "a statement, under penalty of perjury, that you have a good-faith belief the material was removed or disabled as a result of mistake or misidentification;",
            "your name, address and telephone number, and a statement that you consent to the jurisdiction of the Federal District Court for the judicial district in which your address is located (or, if your address is outside the United States, any judicial district in which Vesper may be found), and that you will accept service of process from the person who sent the original notice or their agent.",
          ],
        },
        "We forward a valid counter-notice to the person who sent the original notice. We restore the material no less than 10 and no more than 14 business days after we receive the counter-notice, unless our designated agent first receives notice that the complaining party has filed a court action seeking to restrain the activity.",
      ],
    },
    {
      id: "repeat-infringers",
      heading: "Repeat infringers",
      blocks: [
        "We terminate, in appropriate circumstances, the accounts and access of users and clients who repeatedly infringe copyrights. Notices that were successfully countered or withdrawn do not count toward this.",
      ],
    },
    {
      id: "misrepresentation",
      heading: "Misrepresentation",
      blocks: [
        "Under 17 U.S.C. § 512(f), anyone who knowingly and materially misrepresents that material is infringing, or that it was removed by mistake, may be liable for damages, including costs and attorneys’ fees. Before you send a notice, consider whether the use could be fair use or otherwise licensed. If you are not sure whether material infringes your rights, speak to a lawyer first.",
      ],
    },
    {
      id: "vesperguard",
      heading: "Takedowns for clients: VesperGuard",
      blocks: [
        ["VesperGuard is the Vesper division that runs takedowns, DMCA protection and legal operations for clients. It finds infringing copies of your code, content and game assets, files notices with hosts, marketplaces and search engines, tracks every notice to resolution and handles counter-notices. Emergency takedowns are filed within 24-72 hours. Read more about ", { label: "VesperGuard", href: "/divisions/vesperguard" }, ", or see ", { label: "our DMCA services", href: "/services/dmca" }, " to start."],
        ["For trademarks and our other intellectual property, see the ", { label: "Copyright page", href: "/copyright" }, "."],
      ],
    },
  ],
};
