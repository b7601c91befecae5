/** The problems of an unpacked package folder; empty when it is fit to publish. */
export function tarballProblems(unpacked: string): string[];
