/** A count with its word, for the build's and the checker's English messages: "1 problem", "3 problems". */
export const countOf = (count: number, word: string): string => `${count} ${word}${count === 1 ? "" : "s"}`;
