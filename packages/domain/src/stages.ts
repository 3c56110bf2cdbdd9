/** Mantine colour names; the spec's purple column is Mantine's 'grape'. */
export type StageColor = 'blue' | 'yellow' | 'orange' | 'grape' | 'pink' | 'green' | 'red';

/** One column of a pipeline board: the lead stages and the application stages alike. */
export interface StageInfo<Stage extends string> {
  value: Stage;
  label: string;
  color: StageColor;
  /** Column position on the board, 1 for the left-most. */
  order: number;
}
