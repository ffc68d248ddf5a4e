import { useEffect, useMemo, useState } from "react";
import { usePrefersReducedMotion } from "~/lib/use-prefers-reduced-motion";

interface Particle {
  left: number;
  top: number;
  size: number;
  duration: number;
  delay: number;
  tone: "neon" | "violet" | "pulse";
}

const tones = { neon: "bg-neon-strong", violet: "bg-violet", pulse: "bg-pulse" } as const;
const toneOrder = ["neon", "neon", "violet", "pulse"] as const;

/** A small seeded generator (mulberry32): the same seed gives the same field on the server and in the browser. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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

const initialSeed = 2025;

/**
 * Decorative drifting dots behind the hero (spec §9: 30 particles, new positions every 15 s).
 * Hidden from assistive technology and from the pointer, absolutely positioned inside a clipped
 * box so it never moves the layout, animated with CSS only, and absent under reduced motion.
 */
export function ParticleField({ count, regenerateMs }: { count: number; regenerateMs: number }) {
  const reducedMotion = usePrefersReducedMotion();
  const [seed, setSeed] = useState(initialSeed);
  const particles = useMemo(() => generateParticles(count, seed), [count, seed]);

  useEffect(() => {
    if (reducedMotion) return;
    const timer = setInterval(() => setSeed(1 + Math.floor(Math.random() * 2_147_483_646)), regenerateMs);
    return () => clearInterval(timer);
  }, [reducedMotion, regenerateMs]);

  return (
    <div
      aria-hidden="true"
      data-particle-field=""
      className="pointer-events-none absolute inset-0 -z-10 overflow-hidden motion-reduce:hidden"
    >
      {reducedMotion
        ? null
        : particles.map((particle, index) => (
            <span
              key={`${seed}-${index}`}
              data-particle=""
              className={`absolute block rounded-full opacity-0 ${tones[particle.tone]}`}
              style={{
                left: `${particle.left}%`,
                top: `${particle.top}%`,
                width: `${particle.size}px`,
                height: `${particle.size}px`,
                animation: `float-particle ${particle.duration}s linear ${particle.delay}s infinite`,
              }}
            />
          ))}
    </div>
  );
}
