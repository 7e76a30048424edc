/** Threading headers with a value only: a first answer has no In-Reply-To to name. */
export const mailHeaders = (h: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(h).filter((e): e is [string, string] => Boolean(e[1])));
