const patterns = new WeakMap<object, [source: string, re: RegExp, names: string[]][]>();

/**
 * Finds `text` among the sentences keyed in `bySentence` (a message catalogue keyed by its English
 * sentence, gettext style): exactly, or by a sentence with `{name}` placeholders, whose values it
 * answers as found in the text. The server and the SPA both read validation messages this way.
 */
export function matchSentence<T>(
  bySentence: Record<string, T>,
  text: string,
): { found: T; values: Record<string, string> } | undefined {
  const exact = bySentence[text];
  if (exact !== undefined) return { found: exact, values: {} };
  let list = patterns.get(bySentence);
  if (!list) {
    list = Object.keys(bySentence)
      .filter((s) => s.includes('{'))
      .map((source) => {
        const parts = source.split(/\{(\w+)\}/);
        // split() puts each placeholder's name at the odd places.
        const names = parts.filter((_, i) => i % 2);
        const pattern = parts
          .map((p, i) => (i % 2 ? '(.+?)' : p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('');
        return [source, new RegExp(`^${pattern}$`, 's'), names];
      });
    patterns.set(bySentence, list);
  }
  for (const [source, re, names] of list) {
    const m = re.exec(text);
    if (m)
      return {
        found: bySentence[source] as T,
        values: Object.fromEntries(names.map((n, i) => [n, m[i + 1] ?? ''])),
      };
  }
  return undefined;
}
