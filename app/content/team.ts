import type { LinkItem } from "./link.ts";
import { founder } from "./founder.ts";
import type { DivisionHiring, TeamRole } from "./schemas/team.ts";

/** Copy of the Team page `/team`: linked from the footer, About, Mission and home. */

export type { DivisionHiring, TeamRole } from "./schemas/team.ts";

export const teamMeta = {
  title: "Our Team",
  description:
    `Meet the team behind Vesper: founder ${founder.name}, a growing team of 8 across nine divisions, and what each division looks for in the people who join it.`,
  path: "/team",
};

export const teamHero = {
  eyebrow: "The people",
  title: "Meet the Team",
  lead:
    "Vesper is a small, senior team by design: a growing team of 8, led by our founder, covering nine divisions. Everyone ships, everyone reviews, and everyone works across divisions when a project needs it.",
};

export const teamFounder = {
  eyebrow: "Leadership",
  title: "The Founder",
  link: { label: "Read the Founder's Story", href: "/founder" } satisfies LinkItem,
};

export const teamRoles = {
  eyebrow: "A growing team of 8",
  title: "The Team by Role",
  intro:
    "Eight roles keep nine divisions running. We introduce them by what they do rather than by name: the work is the point, and the roles are where new people join.",
  roles: [
    {
      role: "Security Engineer",
      divisions: ["vesperguard"],
      description:
        "Runs infringement monitoring and takedown automation, hardens client systems and answers critical incidents around the clock.",
      icon: "shield",
    },
    {
      role: "AI Research Engineer",
      divisions: ["nexus", "noxgpt"],
      description:
        "Designs the experiments at Nexus: model evaluation, retrieval and safety testing, and turns what works into NoxGPT features.",
      icon: "flask",
    },
    {
      role: "Language Model Engineer",
      divisions: ["nexila", "noxgpt"],
      description:
        "Trains, tunes and serves our language models, including the three NoxGPT tiers and the Nexila enterprise model.",
      icon: "brain",
    },
    {
      role: "Full-Stack Engineer",
      divisions: ["viad", "noxgpt"],
      description:
        "Builds client web platforms, dashboards and the product surfaces of our AI platform, from database schema to interface.",
      icon: "code",
    },
    {
      role: "Game Developer",
      divisions: ["vespergames"],
      description:
        "Designs and builds multiplayer experiences for a game platform and a game engine, then runs them live after launch.",
      icon: "gamepad",
    },
    {
      role: "Legal & IP Specialist",
      divisions: ["vesperlegal", "vesperguard"],
      description:
        "Drafts contracts, files IP registrations, keeps clients compliant and stands behind every DMCA notice VesperGuard sends.",
      icon: "scale",
    },
    {
      role: "Operations & Investment Analyst",
      divisions: ["viad", "vesperholdings"],
      description:
        "Plans and tracks every engagement across divisions and evaluates the projects and companies Vesper Holdings backs.",
      icon: "chart",
    },
    {
      role: "Community & Communications Lead",
      divisions: ["vcomm"],
      description:
        "Runs our community, press and partner outreach, and makes sure players, clients and developers hear from us first.",
      icon: "megaphone",
    },
  ] satisfies TeamRole[],
};

export const teamHiring = {
  eyebrow: "Hiring across the group",
  title: "What Each Division Looks For",
  intro: "Every division hires for the same standard and a different craft. Here is what each one values in the people who join it.",
  divisions: [
    {
      division: "vesperguard",
      lookingFor: "Investigators and security engineers who enjoy the chase and finish the paperwork.",
      skills: ["Threat monitoring and incident response", "DMCA and takedown procedures", "Scripting for detection at scale"],
    },
    {
      division: "noxgpt",
      lookingFor: "Engineers and product people who can ship conversational AI to adults responsibly.",
      skills: ["Production LLM serving and latency work", "Safety tiers and age verification flows", "Clear, honest product writing"],
    },
    {
      division: "nexus",
      lookingFor: "Researchers who measure before they claim and want their work in a product.",
      skills: ["Model evaluation and benchmarks", "Retrieval and fine-tuning experiments", "Reproducible research code"],
    },
    {
      division: "nexila",
      lookingFor: "Machine learning engineers who want to build an enterprise model from the ground up.",
      skills: ["Training and distributed compute", "Data governance and privacy", "Enterprise integration and audit trails"],
    },
    {
      division: "vespergames",
      lookingFor: "Game developers and designers who ship playable builds every week.",
      skills: ["Gameplay scripting and engine work", "Multiplayer systems and economies", "Live operations after launch"],
    },
    {
      division: "viad",
      lookingFor: "Project and business managers who turn nine specialities into one plan.",
      skills: ["Agile delivery across teams", "Client communication and scoping", "Process design and reporting"],
    },
    {
      division: "vesperlegal",
      lookingFor: "Legal minds who write contracts people can actually read.",
      skills: ["Technology contracts and licensing", "Trademark, copyright and patent filing", "GDPR and CCPA compliance"],
    },
    {
      division: "vesperholdings",
      lookingFor: "Analysts with a builder's instinct for which technology will matter.",
      skills: ["Due diligence and financial modelling", "Technical evaluation of startups", "Portfolio support after investment"],
    },
    {
      division: "vcomm",
      lookingFor: "Storytellers and community builders who can explain deep tech in plain words.",
      skills: ["Community management and moderation", "Press and partner outreach", "Content for developers and players"],
    },
  ] satisfies DivisionHiring[],
};

export const teamJoin = {
  title: "Your Role Could Be Next",
  body: "The team of 8 is growing. Apply through our form and a person reads every application, usually replying within 24 hours; or ask us anything first.",
  actions: [
    { label: "Apply to Join", href: "/join" },
    { label: "Contact Us", href: "/contact" },
  ] satisfies LinkItem[],
};
