import { useEffect, useState } from "react";

/**
 * The current year. Starts from the build's year so hydration matches the HTML, then
 * switches to the visitor's clock: after New Year the footer is right without a rebuild.
 */
export function useCurrentYear(buildYear: number): number {
  const [year, setYear] = useState(buildYear);
  useEffect(() => {
    setYear(new Date().getFullYear());
  }, []);
  return year;
}
