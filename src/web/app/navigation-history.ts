// The last committed in-app location, for the salesperson guard's "go back one page".
let committed: string | null = null;

export function setCommittedLocation(path: string): void {
  committed = path;
}

export function committedLocation(): string | null {
  return committed;
}
