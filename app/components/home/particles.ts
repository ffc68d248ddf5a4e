import { seededRandom } from "~/lib/pages/seeded-random";

/** The particle field's pure rules (30 particles, new positions every 15 s), shared by server and island. */
export interface Particle {
  left: number;
  top: number;
  size: number;
  duration: number;
  delay: number;
  tone: "neon" | "violet" | "pulse";
}

export const particleTones = { neon: "bg-neon-strong", violet: "bg-violet", pulse: "bg-pulse" } as const;
const toneOrder = ["neon", "neon", "violet", "pulse"] as const;

export function generateParticles(count: number, seed: number): Particle[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const duration = 8 + random() * 10;
    return {
      left: Math.round(random() * 1000) / 10,
      top: Math.round((20 + random() * 80) * 10) / 10,
      size: 2 + Math.round(random() * 3),
      duration: Math.round(duration * 10) / 10,
      // A negative delay starts each particle part-way through its flight, so none pops in at once.
      delay: -Math.round(random() * duration * 10) / 10,
      tone: toneOrder[Math.floor(random() * toneOrder.length)] ?? "neon",
    };
  });
}

/** The inline style of one particle (left, top, size and its flight). */
export function particleStyle(particle: Particle) {
  return {
    left: `${particle.left}%`,
    top: `${particle.top}%`,
    width: `${particle.size}px`,
    height: `${particle.size}px`,
    animation: `float-particle ${particle.duration}s linear ${particle.delay}s infinite`,
  };
}
