import type { IconKey } from "./icons.ts";
import type { JoinFormField } from "./schemas/join.ts";

/**
 * Copy for /join (docs/product.md#join): the page, and the form's labels, hints and notices. The
 * validation rules and messages live in app/lib/application.ts.
 */

export type { JoinFormField } from "./schemas/join.ts";
export const joinMeta = {
  title: "Join the Team",
  description:
    "Apply to join Vesper: developers, designers, AI specialists and visionaries building across nine divisions. Tell us your story; we reply within 24 hours.",
  path: "/join",
};

export const joinHero = {
  eyebrow: "Careers at Vesper",
  title: "Join the Revolution",
  lead: "Nine divisions, one standard: build technology that matters. We are a growing team of 8 looking for builders, breakers and visionaries who want their work in production, not in a drawer.",
};

/** The top bar under the hero. */
export const joinShortcuts = {
  label: "Join shortcuts",
  links: [
    { label: "Home", href: "/" },
    { label: "Divisions", href: "/divisions" },
    { label: "Services", href: "/services" },
    { label: "Labs", href: "/projects" },
    { label: "Join Us", href: "/join" },
    { label: "Contact", href: "/contact" },
  ],
};

export const joinBenefits: { icon: IconKey; title: string; description: string }[] = [
  {
    icon: "rocket",
    title: "Cutting-Edge Projects",
    description: "Work on language models, takedown automation, game worlds and investment tooling — often in the same quarter.",
  },
  {
    icon: "users",
    title: "Elite Team",
    description: "A small, senior team where every voice reaches the founder and every review makes your work sharper.",
  },
  {
    icon: "target",
    title: "Real Impact",
    description: "Your code ships to clients, players and partners. You will see the results of your work in weeks, not years.",
  },
  {
    icon: "trending-up",
    title: "Continuous Growth",
    description: "Move between divisions, learn new stacks and take on ownership as fast as you can earn it.",
  },
];

export const lookingFor: { title: string; description: string }[] = [
  { title: "Developers", description: "Full-stack, backend and game developers who ship clean, tested code and care how it runs." },
  { title: "Designers", description: "Product, UI and game designers who turn complex systems into experiences people enjoy." },
  { title: "AI Specialists", description: "Researchers and engineers in language models, evaluation, safety and applied machine learning." },
  { title: "Visionaries", description: "Operators, strategists and community builders who see where technology is going and get us there first." },
];

export const joinForm = {
  title: "Ready to Apply?",
  intro: "Tell us who you are and where you want to build. Every application is read by a person, and we usually reply within 24 hours.",
  submit: "Join the Revolution",
  pending: "Transmitting...",
  successTitle: "Application Received!",
  successBody: "Welcome to the revolution. We'll be in touch soon.",
  /** Shown only when the server says it sends mail; one confirmation per address a day (the mail limit). */
  confirmationEmail: "A confirmation e-mail is on its way to {email}. We send one per address a day.",
  applyAgain: "Send another application",
  failureTitle: "Transmission Failed",
  failureFallback: "Something went wrong. Try again, or we'll find you.",
  privacyNote: {
    before: "We use your details only to assess your application. See our",
    link: { label: "privacy policy", href: "/privacy" },
    after: "for how long we keep them.",
  },
  requiredNote: { before: "Fields marked", mark: "with an asterisk", after: "are required." },
  correctFields: { one: "Please correct 1 field below.", other: "Please correct {count} fields below." },
};

/** The form's fields in order; required labels carry the * mark (docs/product.md#application-fields). */
export const joinFormFields: JoinFormField[] = [
  { name: "name", label: "Full Name", control: "text", required: true, autoComplete: "name" },
  { name: "email", label: "Email Address", control: "email", required: true, autoComplete: "email" },
  { name: "discord", label: "Discord", control: "text", hint: "Optional: your Discord username, if you'd like to talk there.", autoComplete: "off" },
  { name: "division", label: "Division of Interest", control: "select", required: true, placeholder: "Select a division" },
  { name: "portfolio", label: "Portfolio", control: "url", hint: "Optional: a link to your work, starting with https://", autoComplete: "url", wide: true },
  {
    name: "message",
    label: "Tell Us Your Story",
    control: "textarea",
    required: true,
    hint: "At least 10 characters: what you have built, and what you want to build with us.",
    wide: true,
  },
];

export const joinClosing = {
  title: "Not ready yet?",
  body: "Explore what each division builds, or ask us anything before you apply.",
  actions: [
    { label: "Explore Divisions", href: "/divisions" },
    { label: "Contact Us", href: "/contact" },
  ],
};
