import type { DomIsland } from "~/islands/dom-island";
import { prefersReducedMotion } from "~/lib/browser/motion";
import { generateParticles, particleStyle, particleTones } from "./particles";

const randomSeed = () => 1 + Math.floor(Math.random() * 2_147_483_646);

/** Draws `data-count` particles, then moves them to new random places every `data-regenerate-ms`. */
const enhanceParticleField: DomIsland = (field) => {
  if (prefersReducedMotion()) return;
  const count = Number(field.dataset.count ?? 30);
  const dots = Array.from({ length: count }, () => {
    const dot = document.createElement("span");
    dot.dataset.particle = "";
    return dot;
  });
  const draw = () => {
    generateParticles(count, randomSeed()).forEach((particle, index) => {
      const dot = dots[index];
      if (!dot) return;
      dot.className = `absolute block rounded-full opacity-0 ${particleTones[particle.tone]}`;
      Object.assign(dot.style, particleStyle(particle));
    });
  };
  draw();
  field.append(...dots);
  const timer = setInterval(draw, Number(field.dataset.regenerateMs ?? 15_000));
  return () => {
    clearInterval(timer);
    for (const dot of dots) dot.remove();
  };
};

export default enhanceParticleField;
