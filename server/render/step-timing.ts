/** How long each step of a render took, so a slow publish says where its time went. */
export interface StepTiming {
  step: string;
  seconds: number;
  /** What the step did, in a few words ("57 pages", "2 drawn, 52 reused"). */
  summary: string;
}

export async function timed<T>(
  timings: StepTiming[],
  step: string,
  run: () => Promise<T>,
  summary: (result: T) => string,
  onStep?: (timing: StepTiming) => void,
): Promise<T> {
  const started = performance.now();
  const result = await run();
  const timing = { step, seconds: (performance.now() - started) / 1000, summary: summary(result) };
  timings.push(timing);
  onStep?.(timing);
  return result;
}
