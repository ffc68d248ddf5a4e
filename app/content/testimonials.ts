import type { Rating, Testimonial } from "./schemas/testimonials.ts";

/**
 * Client testimonials shown in the home page carousel: eight entries, most rated 5, two rated 4.
 * Edit freely, but keep every field filled in: tests/unit/content-home.test.ts checks the count and ratings.
 */

export type { Rating, Testimonial } from "./schemas/testimonials.ts";

export const testimonials: Testimonial[] = [
  {
    id: "maya-okafor",
    name: "Maya Okafor",
    title: "Founder & Creative Director",
    company: "Lumenthread Studio",
    industry: "Digital Art & Illustration",
    rating: 5,
    date: "2025-01",
    verified: true,
    content:
      "Our illustrations were being resold on a dozen marketplaces within days of release. VesperGuard mapped every copy, filed the notices and kept filing until the listings stayed down. Three weeks in, our catalogue was ours again, and we finally stopped spending evenings chasing thieves.",
    project: "Marketplace Takedown Campaign",
    avatar: "MO",
    companySize: "11–50 employees",
    location: "Toronto, Canada",
  },
  {
    id: "daniel-reyes",
    name: "Daniel Reyes",
    title: "Head of Product",
    company: "Corvane Freight",
    industry: "Logistics",
    rating: 5,
    date: "2025-02",
    verified: true,
    content:
      "We asked for a customer portal that dispatchers would actually enjoy using. Vesper shipped it in ten weeks, on budget, with a design system our own team can extend. Support tickets about tracking dropped by more than half in the first month after launch.",
    project: "Customer Portal Rebuild",
    avatar: "DR",
    companySize: "201–500 employees",
    location: "Austin, United States",
  },
  {
    id: "priya-natarajan",
    name: "Priya Natarajan",
    title: "Studio Lead",
    company: "Pixelharbor Games",
    industry: "Gaming",
    rating: 5,
    date: "2025-02",
    verified: true,
    content:
      "VesperGames joined us as a co-development partner for our first co-op adventure. They built the multiplayer systems, tuned the economy with real playtest data and stayed on through launch week. Players noticed the polish, and so did the platform's featured-games team.",
    project: "Co-op Adventure Launch",
    avatar: "PN",
    companySize: "1–10 employees",
    location: "Bengaluru, India",
  },
  {
    id: "tomas-lindqvist",
    name: "Tomás Lindqvist",
    title: "General Counsel",
    company: "Northvane Robotics",
    industry: "Robotics",
    rating: 4,
    date: "2025-03",
    verified: true,
    content:
      "VesperLegal rewrote our supplier contracts and filed four patent applications in a single quarter. The drafting was sharp and the explanations were plain English. Onboarding took a little longer than planned while we gathered our own records, but the result was worth every day.",
    project: "Patent Filings & Supplier Contracts",
    avatar: "TL",
    companySize: "51–200 employees",
    location: "Stockholm, Sweden",
  },
  {
    id: "aisha-bello",
    name: "Aisha Bello",
    title: "Chief Operating Officer",
    company: "Kestrel Health Clinics",
    industry: "Healthcare",
    rating: 5,
    date: "2025-04",
    verified: true,
    content:
      "Opening three clinics in one year nearly broke our processes. VIAD sat with every team, built a single operations playbook and set up the project tracking we now run the whole business on. We opened the third site two weeks early.",
    project: "Multi-Site Operations Playbook",
    avatar: "AB",
    companySize: "201–500 employees",
    location: "Lagos, Nigeria",
  },
  {
    id: "marcus-chen",
    name: "Marcus Chen",
    title: "Co-Founder",
    company: "Quietpeak Audio",
    industry: "Music Technology",
    rating: 4,
    date: "2025-04",
    verified: true,
    content:
      "VComm planned our launch from the first teaser to the community events afterwards. Our waitlist tripled and the press coverage landed exactly where our listeners are. I would have liked weekly reports a little earlier in the campaign, and they adjusted the moment we asked.",
    project: "Product Launch Campaign",
    avatar: "MC",
    companySize: "11–50 employees",
    location: "Vancouver, Canada",
  },
  {
    id: "elena-petrova",
    name: "Elena Petrova",
    title: "Chief Technology Officer",
    company: "Fernway Analytics",
    industry: "Data & Analytics",
    rating: 5,
    date: "2025-05",
    verified: true,
    content:
      "The Nexus research team ran a six-week sprint on retrieval for our analytics assistant. They tested honestly, published every negative result to us alongside the wins, and handed over a prototype that answered questions over our data more accurately than anything we had built before.",
    project: "Retrieval Research Sprint",
    avatar: "EP",
    companySize: "51–200 employees",
    location: "Berlin, Germany",
  },
  {
    id: "james-whitaker",
    name: "James Whitaker",
    title: "Managing Partner",
    company: "Tallowmere Capital",
    industry: "Venture Capital",
    rating: 5,
    date: "2025-06",
    verified: true,
    content:
      "We co-invested alongside Vesper Holdings in two early-stage companies. Their technical due diligence was the most thorough we have seen from a partner, and the founders told us the follow-up support from the other Vesper divisions was what set the deal apart.",
    project: "Co-Investment Due Diligence",
    avatar: "JW",
    companySize: "1–10 employees",
    location: "London, United Kingdom",
  },
];

const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** "2025-09" → "September 2025". Pure, so the server and the browser print the same text. */
export function formatReviewDate(date: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(date);
  const month = match ? monthNames[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`Invalid review date: ${date}`);
  return `${month} ${match[1]}`;
}
