import { useEffect, useRef, useState } from "react";
import { data, useNavigate } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { glitchCharacters, notFoundAsides, notFoundJokes } from "~/content/not-found";
import { notFoundMeta } from "~/lib/meta";
import { usePrefersReducedMotion } from "~/lib/use-prefers-reduced-motion";

export function loader() {
  // A catch-all route answers 200 unless told otherwise.
  return data(null, { status: 404 });
}

export function meta() {
  return [
    ...notFoundMeta("Page Not Found"),
    { name: "description", content: "This page does not exist. Return to the Vesper home page or explore our divisions." },
  ];
}

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)] as T;
}

/** Every 200 ms, about 30% of the time, swap one character of the text and restore it 100 ms later. */
function useGlitch(text: string, enabled: boolean): string {
  const [shown, setShown] = useState(text);
  useEffect(() => {
    if (!enabled) {
      setShown(text);
      return;
    }
    let restore: ReturnType<typeof setTimeout> | undefined;
    const timer = setInterval(() => {
      if (Math.random() >= 0.3) return;
      const index = Math.floor(Math.random() * text.length);
      setShown(text.slice(0, index) + pick([...glitchCharacters]) + text.slice(index + 1));
      restore = setTimeout(() => setShown(text), 100);
    }, 200);
    return () => {
      clearInterval(timer);
      clearTimeout(restore);
    };
  }, [text, enabled]);
  return shown;
}

type AttackState = "idle" | "charging" | "destroyed";

export default function NotFoundPage() {
  const reducedMotion = usePrefersReducedMotion();
  const navigate = useNavigate();
  const [jokeIndex, setJokeIndex] = useState(0);
  const [aside, setAside] = useState(notFoundAsides[0]);
  const [attack, setAttack] = useState<AttackState>("idle");
  const [jump, setJump] = useState<{ x: number; y: number } | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const heading = useGlitch("404", !reducedMotion && attack !== "destroyed");

  // The second message is random per visit; chosen after hydration so server and client agree.
  useEffect(() => setAside(pick(notFoundAsides)), []);

  useEffect(() => {
    if (reducedMotion) return;
    const timer = setInterval(() => setJokeIndex((index) => (index + 1) % notFoundJokes.length), 4000);
    return () => clearInterval(timer);
  }, [reducedMotion]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  function callDeathStar() {
    setAttack("charging");
    timers.current.push(
      setTimeout(() => setAttack("destroyed"), 3000),
      setTimeout(() => setAttack("idle"), 5000),
    );
  }

  function dontClickMe() {
    const x = Math.round((Math.random() - 0.5) * Math.min(window.innerWidth * 0.6, 480));
    const y = Math.round((Math.random() - 0.5) * 240);
    setJump({ x, y });
    timers.current.push(setTimeout(() => setJump(null), 2000));
  }

  function goBack() {
    if (window.history.length > 1) navigate(-1);
    else navigate("/");
  }

  const destroyed = attack === "destroyed";

  return (
    <div
      data-attack={attack}
      className={`relative flex min-h-[80vh] flex-col items-center justify-center overflow-hidden px-4 pb-16 pt-32 text-center ${
        destroyed && !reducedMotion ? "animate-glitch-shake" : ""
      }`}
    >
      {destroyed && <div data-testid="destroyed-overlay" aria-hidden="true" className="pointer-events-none absolute inset-0 bg-red-700/40 mix-blend-screen" />}
      <p className="font-mono text-sm uppercase tracking-[0.4em] text-danger" role="status">
        {destroyed ? "VAPORIZED" : "PAGE_NOT_FOUND"}
      </p>
      <h1 className="mt-4 font-mono text-8xl font-bold tracking-tight sm:text-9xl">
        {destroyed ? (
          <span className="text-danger">PAGE OBLITERATED!</span>
        ) : (
          <>
            <span aria-hidden="true" className="text-gradient">{heading}</span>
            <span className="sr-only">404: page not found</span>
          </>
        )}
      </h1>
      <p className="mt-8 min-h-14 max-w-xl text-lg text-ink" aria-live="off">
        {notFoundJokes[jokeIndex]}
      </p>
      <p className="mt-2 max-w-xl text-muted">{aside}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <ButtonLink href="/">Return to Base</ButtonLink>
        <ButtonLink href="/divisions" variant="secondary">
          Explore Divisions
        </ButtonLink>
        <Button variant="danger" onClick={callDeathStar} disabled={attack !== "idle"}>
          {attack === "charging" ? "Charging laser..." : "Call Death Star"}
        </Button>
        <Button
          variant="ghost"
          onClick={dontClickMe}
          data-moving={jump ? "" : undefined}
          className="border border-line transition-transform duration-300"
          style={jump ? { transform: `translate(${jump.x}px, ${jump.y}px)` } : undefined}
        >
          Don't Click Me!
        </Button>
        <Button variant="ghost" onClick={goBack} className="border border-line">
          Go Back
        </Button>
      </div>
    </div>
  );
}
