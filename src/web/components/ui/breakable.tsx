import { Fragment } from 'react'

/**
 * The pieces of an email address or web address between which a line may break: after "@" and
 * "/" (not inside "//"), and before a dot that follows a name ("contact@" "sanitaire-weber" ".lu"). The browser
 * already breaks after a hyphen.
 */
export function wrapPoints(text: string): string[] {
  return text.split(/(?<=@)|(?<=\/)(?!\/)|(?<=[^@/.])(?=\.[^.])/u).filter((piece) => piece.length > 0)
}

/**
 * An address that wraps at sensible points on a narrow screen instead of mid-word: a <wbr> between
 * the pieces of wrapPoints (with `break-words` as the last resort for a piece longer than a line).
 */
export function Breakable({ text }: { text: string }) {
  return (
    <>
      {wrapPoints(text).map((piece, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed text, in order
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </>
  )
}
