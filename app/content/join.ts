import type { IconKey } from "./icons.ts";

/** Copy for /join (spec §2 Join). The form's fields and messages live in app/lib/contact.ts. */
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

/** Spec §2 Join: the top bar under the hero. */
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
  failureTitle: "Transmission Failed",
  failureFallback: "Something went wrong. Try again, or we'll find you.",
  privacyNote: "We use your details only to assess your application. See our privacy policy for how long we keep them.",
};

export const joinClosing = {
  title: "Not ready yet?",
  body: "Explore what each division builds, or ask us anything before you apply.",
  actions: [
    { label: "Explore Divisions", href: "/divisions" },
    { label: "Contact Us", href: "/contact" },
  ],
};
