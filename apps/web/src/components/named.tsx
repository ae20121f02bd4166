/** The stand-in a message is worded around: `t(key, { name: NAME })`, then `named(text, name)`. */
export const NAME = '\u0001';

/** A message around a name: the name is data, marked translate="no"; the words around it are the message's. */
export function named(text: string, name: string) {
  const [before, after] = text.split(NAME);
  return (
    <>
      {before}
      <span translate="no">{name}</span>
      {after}
    </>
  );
}
