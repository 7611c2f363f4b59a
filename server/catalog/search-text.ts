/**
 * The words of a search, folded as the database folds item texts (`fold_text`: lower case, no
 * accents), with LIKE wildcards escaped.
 */
export function foldSearchWords(query: string): string[] {
  return query
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.replace(/[\\%_]/g, '\\$&'));
}
