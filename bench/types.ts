/** One line of the bench table. `pass` null = informational (no budget). */
export interface BenchRow {
  metric: string;
  value: string;
  budget: string;
  pass: boolean | null;
}

/** A bench section: a titled group of rows. Add a module exporting one and list it in run.ts. */
export interface BenchSection {
  name: string;
  run(): Promise<BenchRow[]>;
}
