const accented = 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ';
const plain = 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn';

/**
 * SQL that lower-cases and strips accents from a text expression without the `unaccent`
 * extension, which a plain PostgreSQL server may not have installed.
 */
export function foldedText(expression: string): string {
  return `translate(lower(${expression}), '${accented}', '${plain}')`;
}

/** The words of a search, folded the same way, with LIKE wildcards escaped. */
export function foldSearchWords(query: string): string[] {
  return query
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.replace(/[\\%_]/g, '\\$&'));
}
