/**
 * What a reader did in a placeholder form (useFormOnIntent) before the real form loaded: the non-empty values
 * by field name, the field that had focus (a radio button by its value), and whether they already submitted.
 */
export interface FormHandover {
  readonly values: Readonly<Record<string, string>>;
  readonly focused: { readonly name: string; readonly value: string } | undefined;
  readonly submit: boolean;
}
