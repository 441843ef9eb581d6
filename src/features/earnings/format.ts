/** Token amounts as the money pages show them: up to two decimals, in the visitor's language. */
export const formatTokens = (value: number, locale?: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(value);
