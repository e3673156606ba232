import { useEffect, useState } from "react";

/** The build's year (so hydration matches the HTML), then the visitor's: right after New Year without a rebuild. */
export function useCurrentYear(buildYear: number): number {
  const [year, setYear] = useState(buildYear);
  useEffect(() => {
    setYear(new Date().getFullYear());
  }, []);
  return year;
}
